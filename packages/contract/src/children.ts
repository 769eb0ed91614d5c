// The parent dashboard's children API (docs/product.md §2 "/parent-dashboard", §5 "Add child"): every route
// is scoped to the signed-in parent, who never chooses or sees `parent_id`.
import {
  ADVICE_LINE_NUMBER_PROBLEM,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILD_AGE_RANGE_MESSAGE,
  COUNTRY_IDS,
  PLAN_TIERS,
  RELATIONSHIP_IDS,
  normalizeCountryId,
  parseAdviceLineNumber,
} from '@callready/core';
import { z } from 'zod';
import { INVALID_REQUEST_BODY_MESSAGE } from './child-portal-values';
export { CHILD_NOT_FOUND_MESSAGE, INVALID_REQUEST_BODY_MESSAGE } from './child-portal-values';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text';
import { isKnownCountryValue } from './profile';
import { OPERATOR_VOICE_SOURCES, OPERATOR_VOICE_SOURCE_MESSAGE } from './speech-values';

export const CHILDREN_PATH = '/api/children';
export const childPath = (childId: string) => `${CHILDREN_PATH}/${encodeURIComponent(childId)}`;
/** POST: replaces the child's invite code; the old one stops working at once. */
export const childInviteCodePath = (childId: string) => `${childPath(childId)}/invite-code`;

export const CHILD_NAME_MAX_LENGTH = 50;

export const KEEP_CALL_TRANSCRIPTS_MESSAGE = 'keepCallTranscripts must be true or false';

export const CHILD_NAME_REQUIRED_MESSAGE = "Name required - Please enter your child's name to continue.";
export const CHILD_NAME_TOO_LONG_MESSAGE = `Name must be ${CHILD_NAME_MAX_LENGTH} characters or fewer`;
export const CHILD_AGE_REQUIRED_MESSAGE = "Age required - Please enter your child's age to continue.";
export const CHILD_RELATIONSHIP_REQUIRED_MESSAGE =
  'Relationship required - Please choose how you are related to your child to continue.';
export const CHILD_COUNTRY_REQUIRED_MESSAGE =
  "Country required - Please choose your child's country to continue.";

/**
 * `code` of this API's error bodies: 400 INVALID_INPUT (the first problem's message) and 403
 * PLAN_LIMIT (childLimitMessage). 401 `{ error: 'Not authenticated' }` and 404
 * `{ error: 'Child not found' }` carry no code.
 */
export const CHILDREN_ERROR_CODES = ['INVALID_INPUT', 'PLAN_LIMIT'] as const;
export type ChildrenErrorCode = (typeof CHILDREN_ERROR_CODES)[number];

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const nameField = z
  .string({ error: CHILD_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: CHILD_NAME_REQUIRED_MESSAGE })
  .max(CHILD_NAME_MAX_LENGTH, { error: CHILD_NAME_TOO_LONG_MESSAGE })
  .refine((name) => !hasControlCharacters(name), { error: CONTROL_CHARACTERS_MESSAGE });

const ageField = z
  .number({
    error: (issue) => (isMissing(issue.input) ? CHILD_AGE_REQUIRED_MESSAGE : CHILD_AGE_RANGE_MESSAGE),
  })
  .int({ error: CHILD_AGE_RANGE_MESSAGE })
  .min(CHILD_AGE_MIN, { error: CHILD_AGE_RANGE_MESSAGE })
  .max(CHILD_AGE_MAX, { error: CHILD_AGE_RANGE_MESSAGE });

const relationshipField = z.enum(RELATIONSHIP_IDS, {
  error: (issue) =>
    isMissing(issue.input)
      ? CHILD_RELATIONSHIP_REQUIRED_MESSAGE
      : `Relationship must be one of: ${RELATIONSHIP_IDS.join(', ')}`,
});

const countryProblem = `Country must be one of: ${COUNTRY_IDS.join(', ')}`;

/** A country id (or one of the spec's long aliases), stored as the canonical id. */
const countryField = z
  .string({ error: (issue) => (isMissing(issue.input) ? CHILD_COUNTRY_REQUIRED_MESSAGE : countryProblem) })
  .min(1, { error: CHILD_COUNTRY_REQUIRED_MESSAGE })
  .max(40, { error: countryProblem })
  .refine(isKnownCountryValue, { error: countryProblem })
  .transform((value) => normalizeCountryId(value));

/** Optional: the family's doctor or nurse-line number; empty clears it. */
const adviceLineNumberField = z
  .union([z.string(), z.null()], { error: ADVICE_LINE_NUMBER_PROBLEM })
  .transform((value, context) => {
    const parsed = parseAdviceLineNumber(value);
    if (parsed === undefined) {
      context.addIssue({ code: 'custom', message: ADVICE_LINE_NUMBER_PROBLEM });
      return z.NEVER;
    }
    return parsed;
  });

const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? `Unknown field: ${issue.keys.join(', ')}`
      : INVALID_REQUEST_BODY_MESSAGE,
};

const childFields = {
  name: nameField,
  age: ageField,
  relationship: relationshipField,
  countryCode: countryField,
  adviceLineNumber: adviceLineNumberField.optional(),
};

/** POST /api/children → 201 `{ child }`. Any other field (such as `parent_id`) is refused with 400. */
export const createChildRequestSchema = z.strictObject(childFields, unknownFields);
export type CreateChildRequest = z.input<typeof createChildRequestSchema>;

/** PATCH /api/children/:id → `{ child }`: any of the four fields, checked like on creation. */
export const updateChildRequestSchema = z.strictObject(
  {
    name: nameField.optional(),
    age: ageField.optional(),
    relationship: relationshipField.optional(),
    countryCode: countryField.optional(),
    adviceLineNumber: adviceLineNumberField.optional(),
    /** "Keep what my child says in practice calls" (ADR 041); turning it off deletes what was kept. */
    keepCallTranscripts: z.boolean({ error: KEEP_CALL_TRANSCRIPTS_MESSAGE }).optional(),
    /** "This device's voice" or "CallReady's voice" for the operator (ADR 045). */
    operatorVoice: z.enum(OPERATOR_VOICE_SOURCES, { error: OPERATOR_VOICE_SOURCE_MESSAGE }).optional(),
  },
  unknownFields,
);
export type UpdateChildRequest = z.input<typeof updateChildRequestSchema>;

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  /** One of RELATIONSHIP_IDS for every child added through this API. */
  relationship: z.string(),
  countryCode: z.enum(COUNTRY_IDS),
  /** The family's own doctor or nurse-line number, used in the child's non-emergency training. */
  adviceLineNumber: z.string().nullable(),
  /** Hidden (null) while the child is inactive: an inactive child's code cannot be used (docs/product.md §4). */
  inviteCode: z.string().nullable(),
  /** False after a downgrade left more children than the plan allows; an upgrade restores it. */
  active: z.boolean(),
  /** Whether what the child says in practice calls is kept for the parent's reports (ADR 041). */
  keepCallTranscripts: z.boolean().optional(),
  /** Whose voice the operator speaks in on the child's calls (ADR 045). */
  operatorVoice: z.enum(OPERATOR_VOICE_SOURCES).optional(),
  createdAt: z.string(),
});
export type Child = z.infer<typeof childSchema>;

/** GET /api/children/:id, POST /api/children, PATCH /api/children/:id, POST /api/children/:id/invite-code. */
export const childResponseSchema = z.object({ child: childSchema });
export type ChildResponse = z.infer<typeof childResponseSchema>;

export const childStatsSchema = z.object({
  completed: z.number().int().nonnegative(),
  /** Average stars: the mean of the calls' overall stars to one decimal (core averageStars); 0 with none. */
  averageStars: z.number().min(0).max(5),
  lastCompletedAt: z.string().nullable(),
});
export type ChildStats = z.infer<typeof childStatsSchema>;

/** GET /api/children: the parent's children (oldest first), their plan and the dashboard overview. */
export const childrenListResponseSchema = z.object({
  children: z.array(childSchema),
  plan: z.object({
    tier: z.enum(PLAN_TIERS),
    /** 'Free', 'Family Plan' or 'Large Family Plan'. */
    name: z.string(),
    childLimit: z.number().int().positive(),
  }),
  stats: z.object({
    totalScenarios: z.number().int().nonnegative(),
    /** Over every child's calls, as in childStatsSchema. */
    averageStars: z.number().min(0).max(5),
    /** One entry for every listed child, keyed by child id. */
    perChild: z.record(z.string(), childStatsSchema),
  }),
  /** The listed children with an address stored: the card says one is, never what it is (ADR 051). */
  withAddress: z.array(z.string()).optional(),
});
export type ChildrenListResponse = z.infer<typeof childrenListResponseSchema>;
