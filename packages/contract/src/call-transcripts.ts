// What was said in one practice call, kept only when the parent has turned on "Keep what my child
// says in practice calls" for that child (ADR 041). A plain list of turns, so that any version of
// the conversation can fill it, plus short free-form notes on what the call taught.
import { z } from 'zod';
import { childReportsPath, reportRecordSchema } from './reports';

export const TRANSCRIPT_SPEAKERS = ['operator', 'child'] as const;
export type TranscriptSpeaker = (typeof TRANSCRIPT_SPEAKERS)[number];

/** Bounds that keep one kept call small: a call has a few dozen lines at most. */
export const MAX_TRANSCRIPT_TURNS = 200;
export const MAX_TRANSCRIPT_TURN_LENGTH = 1000;
export const MAX_TRANSCRIPT_LESSONS = 20;
export const MAX_TRANSCRIPT_LESSON_LENGTH = 300;

export const TRANSCRIPT_INVALID_MESSAGE = 'The call transcript is not valid';

export const transcriptTurnSchema = z.object({
  speaker: z.enum(TRANSCRIPT_SPEAKERS),
  text: z.string().max(MAX_TRANSCRIPT_TURN_LENGTH),
});
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;

export const callTranscriptSchema = z.object(
  {
    turns: z.array(transcriptTurnSchema).max(MAX_TRANSCRIPT_TURNS),
    /** What the call taught, in the parent's words ("Gave the address: 12 Oak Road"). */
    lessons: z.array(z.string().max(MAX_TRANSCRIPT_LESSON_LENGTH)).max(MAX_TRANSCRIPT_LESSONS).optional(),
  },
  { error: TRANSCRIPT_INVALID_MESSAGE },
);
export type CallTranscript = z.infer<typeof callTranscriptSchema>;

/** The progress save's optional transcript: any bad part is one clear message, never a nested path. */
export const savedTranscriptSchema = z.unknown().transform((value, context) => {
  const parsed = callTranscriptSchema.safeParse(value);
  if (!parsed.success) {
    context.addIssue({ code: 'custom', message: TRANSCRIPT_INVALID_MESSAGE });
    return z.NEVER;
  }
  return parsed.data;
});

/** GET: one saved call of the child, with what was said when it was kept. */
export const childCallPath = (childId: string, callId: string) =>
  `${childReportsPath(childId)}/calls/${encodeURIComponent(callId)}`;

/** GET /api/children/:childId/reports/calls/:callId → 200, or 404 for anyone else's child or call. */
export const childCallResponseSchema = z.object({
  call: reportRecordSchema,
  /** Null when the setting was off for this call, or the words were deleted since. */
  transcript: callTranscriptSchema.nullable(),
});
export type ChildCallResponse = z.infer<typeof childCallResponseSchema>;
