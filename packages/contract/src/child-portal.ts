// The child portal, keyed by invite code instead of an account (docs/product.md §7 remote procedures,
// docs/architecture.md §4, §5.6). Codes are trimmed and upper-cased by the server before lookup. Every route
// answers an unknown, malformed or inactive code with 404 INVALID_CODE, and a client that has
// guessed too many codes with 429 RATE_LIMITED, whatever code it sends.
import { COUNTRY_IDS, PLAN_TIERS, SCENARIO_TYPES } from '@callready/core';
import { z } from 'zod';

import {
  CHILD_RATE_LIMITED_MESSAGE,
  INVITE_CODE_REQUIRED_MESSAGE,
  UNKNOWN_SCENARIO_MESSAGE,
} from './child-portal-values';
import { OPERATOR_VOICE_SOURCES } from './speech-values';

export * from './child-portal-values';

/** `code` of the child portal's error bodies. */
export const CHILD_PORTAL_ERROR_CODES = [
  'INVALID_INPUT',
  'UNKNOWN_SCENARIO',
  'INVALID_CODE',
  'RATE_LIMITED',
  'ACCESS_REQUIRED',
  'SCENARIO_TOO_YOUNG',
  'PREVIEW_MODE',
  'CAPTCHA_REQUIRED',
  'CHILD_SESSION_REQUIRED',
] as const;
export type ChildPortalErrorCode = (typeof CHILD_PORTAL_ERROR_CODES)[number];

/** 429 body; the Retry-After header carries the same wait. */
export const childRateLimitedSchema = z.object({
  error: z.literal(CHILD_RATE_LIMITED_MESSAGE),
  code: z.literal('RATE_LIMITED'),
  retryAfterSeconds: z.number().int().positive(),
});
export type ChildRateLimited = z.infer<typeof childRateLimitedSchema>;

/** An invite code as the child typed it; blank is refused with 'Invite code is required'. */
export const inviteCodeInputSchema = z
  .string({ error: INVITE_CODE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: INVITE_CODE_REQUIRED_MESSAGE });

/** GET /api/child/:code: only what the child dashboard shows, nothing about the parent. */
export const childLookupSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  countryCode: z.enum(COUNTRY_IDS),
  /** The family's doctor or nurse line for non-emergency training; null when none is stored. */
  adviceLineNumber: z.string().nullable().optional(),
  /** Whether the results page sends what was said with the save (ADR 041); the server decides anyway. */
  keepCallTranscripts: z.boolean().optional(),
  /** Whose voice the operator speaks in, as the parent chose (ADR 045). */
  operatorVoice: z.enum(OPERATOR_VOICE_SOURCES).optional(),
});
export type ChildLookup = z.infer<typeof childLookupSchema>;

/** How many of a child's newest results GET /api/child/:code/progress returns. */
export const CHILD_PROGRESS_HISTORY_LIMIT = 200;

export const childProgressRecordSchema = z.object({
  id: z.string(),
  scenarioType: z.enum(SCENARIO_TYPES),
  scenarioId: z.string(),
  /** 1–5 (docs/architecture.md §5.1). */
  overallStars: z.number().int().min(1).max(5),
  completionDate: z.string(),
});
export type ChildProgressRecord = z.infer<typeof childProgressRecordSchema>;

/** GET /api/child/:code/progress: newest first. */
export const childProgressResponseSchema = z.object({ records: z.array(childProgressRecordSchema) });
export type ChildProgressResponse = z.infer<typeof childProgressResponseSchema>;

/** GET /api/child/:code/access: the parent's plan as the child dashboard needs it (docs/product.md §4 access rule). */
export const childAccessSchema = z.object({
  subscriptionTier: z.enum(PLAN_TIERS),
  subscribed: z.boolean(),
  subscriptionEnd: z.string().nullable(),
  /** Judged by the server's clock: emergency (999) practice is open only with full access. */
  fullAccess: z.boolean(),
});
export type ChildAccess = z.infer<typeof childAccessSchema>;

/** POST /api/child/session. */
export const childSessionRequestSchema = z.object({ inviteCode: inviteCodeInputSchema });

/** POST /api/child/calls: permission to start a practice call (the code may be left to the child session). */
export const startCallRequestSchema = z.object({
  inviteCode: inviteCodeInputSchema.optional(),
  scenarioType: z.string({ error: UNKNOWN_SCENARIO_MESSAGE }).max(16, { error: UNKNOWN_SCENARIO_MESSAGE }),
  scenarioId: z.string({ error: UNKNOWN_SCENARIO_MESSAGE }).max(64, { error: UNKNOWN_SCENARIO_MESSAGE }),
});
export type StartCallRequest = z.input<typeof startCallRequestSchema>;

/**
 * 200 `{ callId, startedAt }`. `callId` is the progress save's idempotency key. Refusals: 400
 * UNKNOWN_SCENARIO, 403 ACCESS_REQUIRED (999 without full access), 404 INVALID_CODE, 429 RATE_LIMITED.
 */
export const startCallResponseSchema = z.object({ callId: z.uuid(), startedAt: z.string() });
export type StartCallResponse = z.infer<typeof startCallResponseSchema>;
