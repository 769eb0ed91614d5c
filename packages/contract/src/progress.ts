// Saving a finished practice call (docs/product.md §3 "Progress save payload", §5 "Progress save").
import { ANSWER_MODES, CALL_SKILLS, type ScenarioType } from '@callready/core';
import { z } from 'zod';

export { PREVIEW_MODE_MESSAGE } from './child-portal-values';
import { savedTranscriptSchema } from './call-transcripts';
import { CHILD_PORTAL_PATH, UNKNOWN_SCENARIO_MESSAGE, inviteCodeInputSchema } from './child-portal';

export const CHILD_PROGRESS_SAVE_PATH = `${CHILD_PORTAL_PATH}/progress`;

export const OVERALL_STARS_RANGE_MESSAGE = 'Overall stars must be between 1 and 5';
export const SCORES_RANGE_MESSAGE = 'Scores must be between 0 and 100';
export const RESPONSE_RATINGS_MESSAGE = 'Response ratings are not valid';
export const TIME_TAKEN_MESSAGE = 'Time taken must be a whole number of seconds';
export const CALL_ID_MESSAGE = 'Call id must be the id given when the call started';
export const CALL_SKILL_MESSAGE = 'Skills must be yes, partly or no';

/** Bounds that keep one saved call small. */
export const MAX_RESPONSE_RATINGS = 100;
export const MAX_TIME_TAKEN_SECONDS = 24 * 60 * 60;

const answerStars = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** One answer's rating as the conversation produced it (docs/product.md §3 "Response rating"). */
export const savedResponseRatingSchema = z.object({
  stars: answerStars,
  /** What the answer did well and the skill its tip trains (ADR 023); older saves have neither. */
  praise: z.string().max(500).optional(),
  feedback: z.string().max(1000),
  tips: z.array(z.string().max(500)).max(10),
  skill: z.string().max(40).optional(),
  // A typed, tapped or checked answer is not rated for clarity or calm (ADR 036, ADR 054): those are null.
  categories: z.object({
    clarity: answerStars.nullable(),
    completeness: answerStars,
    calmness: answerStars.nullable(),
  }),
  answeredBy: z.enum(ANSWER_MODES).optional(),
});

export type SavedResponseRating = z.infer<typeof savedResponseRatingSchema>;

/** Checks every rating, so that a bad one is reported with one clear message rather than a nested path. */
function toSavedRatings(items: unknown[], context: z.RefinementCtx): SavedResponseRating[] {
  const ratings: SavedResponseRating[] = [];
  for (const item of items) {
    const parsed = savedResponseRatingSchema.safeParse(item);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: RESPONSE_RATINGS_MESSAGE });
      return z.NEVER;
    }
    ratings.push(parsed.data);
  }
  return ratings;
}

const score = z
  .number({ error: SCORES_RANGE_MESSAGE })
  .int({ error: SCORES_RANGE_MESSAGE })
  .min(0, { error: SCORES_RANGE_MESSAGE })
  .max(100, { error: SCORES_RANGE_MESSAGE });

/**
 * POST /api/child/progress → 201 `{ id }`, or 200 `{ id }` with the first save's id when this
 * `callId` was already saved for the child (a retry stores nothing new). Refusals: 403 PREVIEW_MODE
 * (sent with a parent's session), 400 with the failed rule's message, 404 INVALID_CODE, 403
 * ACCESS_REQUIRED (999 without full access), 429 RATE_LIMITED.
 */
export const saveProgressRequestSchema = z.object({
  /** May be left out when the child session says whose progress it is. */
  inviteCode: inviteCodeInputSchema.optional(),
  callId: z.uuid({ error: CALL_ID_MESSAGE }).optional(),
  scenarioType: z.string({ error: UNKNOWN_SCENARIO_MESSAGE }).max(16, { error: UNKNOWN_SCENARIO_MESSAGE }),
  scenarioId: z.string({ error: UNKNOWN_SCENARIO_MESSAGE }).max(64, { error: UNKNOWN_SCENARIO_MESSAGE }),
  overallStars: z
    .number({ error: OVERALL_STARS_RANGE_MESSAGE })
    .int({ error: OVERALL_STARS_RANGE_MESSAGE })
    .min(1, { error: OVERALL_STARS_RANGE_MESSAGE })
    .max(5, { error: OVERALL_STARS_RANGE_MESSAGE }),
  /** Null when no answer of the call was spoken (ADR 036). */
  clarityScore: score.nullable(),
  calmnessScore: score.nullable(),
  accuracyScore: score,
  serviceSelectionScore: score,
  responseRatings: z
    .array(z.unknown(), { error: RESPONSE_RATINGS_MESSAGE })
    .max(MAX_RESPONSE_RATINGS, { error: RESPONSE_RATINGS_MESSAGE })
    .transform(toSavedRatings),
  /** Measured by the conversation (docs/architecture.md §5.7); absent or null when unknown. */
  timeTakenSeconds: z
    .number({ error: TIME_TAKEN_MESSAGE })
    .int({ error: TIME_TAKEN_MESSAGE })
    .min(0, { error: TIME_TAKEN_MESSAGE })
    .max(MAX_TIME_TAKEN_SECONDS, { error: TIME_TAKEN_MESSAGE })
    .nullish(),
  /**
   * What was said, sent only while the parent keeps it (ADR 041). The server stores it only when the
   * child's setting is on at the moment of the save, and drops it otherwise.
   */
  transcript: savedTranscriptSchema.optional(),
  /** Found the emergency button on the practice lock screen (ADR 038); left out when not practised. */
  foundEmergencyButton: z.enum(CALL_SKILLS, { error: CALL_SKILL_MESSAGE }).nullish(),
  /** Said the family's own address in the call (ADR 037); left out when not checked. */
  saidOwnAddress: z.enum(CALL_SKILLS, { error: CALL_SKILL_MESSAGE }).nullish(),
});
export type SaveProgressRequest = z.input<typeof saveProgressRequestSchema>;

export const saveProgressResponseSchema = z.object({ id: z.string() });
export type SaveProgressResponse = z.infer<typeof saveProgressResponseSchema>;

/**
 * One checked call as the server stores it: the request less whose progress it is (the child session or
 * code decides that), with the scenario type the scenario catalogue resolved.
 */
export type ProgressEntry = Omit<
  z.output<typeof saveProgressRequestSchema>,
  'inviteCode' | 'scenarioType'
> & {
  scenarioType: ScenarioType;
};
