// The speech endpoints (docs/product.md §7 text-to-speech and speech-to-text; docs/architecture.md §2). The operator's
// voice needs a signed-in parent or a child's code; the home-page demo is public, so it has its
// own endpoint with a shorter text limit and a cap of its own (ADR 009).
import { z } from 'zod';
import {
  DEFAULT_OPERATOR_VOICE,
  MAX_DEMO_TEXT_LENGTH,
  MAX_SPEECH_TEXT_LENGTH,
  OPERATOR_VOICES,
} from './speech-values';
import { INVALID_REQUEST_BODY_MESSAGE } from './child-portal-values';

export * from './speech-values';

const TEXT_REQUIRED_MESSAGE = 'Text is required';

const spokenText = (maxLength: number) =>
  z
    .string({ error: TEXT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: TEXT_REQUIRED_MESSAGE })
    .max(maxLength, { error: `Text must be ${maxLength} characters or fewer` });

/**
 * What the capabilities endpoint answers: which speech this server offers, and whether the service
 * allows the browser's own speech recognition when the server cannot transcribe (ADR 010).
 */
export const speechCapabilitiesSchema = z.object({
  synthesis: z.boolean(),
  transcription: z.boolean(),
  browserRecognition: z.boolean(),
  /** With a server voice: the name of it that goes into the addresses of scripted lines (ADR 027). */
  voiceTag: z.string().max(64).optional(),
  /**
   * The accent the operator's voice really has, per country id ('British English'); absent when this
   * server's voice is not known to have one, so pages promise no accent (docs/product.md §2.3).
   */
  voiceAccents: z.record(z.string(), z.string().max(40)).optional(),
});
export type SpeechCapabilities = z.infer<typeof speechCapabilitiesSchema>;

/** An operator line, already worded for the child's age band by the conversation engine. */
export const synthesizeRequestSchema = z.object({
  text: spokenText(MAX_SPEECH_TEXT_LENGTH),
  voice: z
    .enum(OPERATOR_VOICES, { error: `Voice must be one of: ${OPERATOR_VOICES.join(', ')}` })
    .default(DEFAULT_OPERATOR_VOICE),
  countryId: z.string().max(40).optional(),
  inviteCode: z.string().max(64).optional(),
});
export type SynthesizeRequest = z.input<typeof synthesizeRequestSchema>;

/** A visitor's line for the home page demo, spoken in the default voice with the country's accent. */
export const demoSpeechRequestSchema = z.object({
  text: spokenText(MAX_DEMO_TEXT_LENGTH),
  countryId: z.string().max(40).optional(),
});
export type DemoSpeechRequest = z.input<typeof demoSpeechRequestSchema>;

/** A practice sentence longer than this is refused: it is one example sentence, not free text (ADR 024). */
export const MAX_PRACTICE_SENTENCE_LENGTH = 300;
export const PRACTICE_SENTENCE_TOO_LONG_MESSAGE = 'The practice sentence is too long';

const recordingField = z.string({ error: INVALID_REQUEST_BODY_MESSAGE }).optional();

/**
 * POST /api/speech/transcribe: the text fields that go with a recording, checked in the multipart form
 * (beside its `audio` file) and in the query string (beside a raw audio body). A missing or unreadable
 * recording is the handler's to answer (BAD_AUDIO), so the `audio` file is not required here.
 */
export const transcribeFieldsSchema = z.looseObject({
  inviteCode: recordingField,
  scenarioType: recordingField,
  scenarioId: recordingField,
  questionId: recordingField,
  countryId: recordingField,
  sentence: z
    .string({ error: INVALID_REQUEST_BODY_MESSAGE })
    .max(MAX_PRACTICE_SENTENCE_LENGTH, { error: PRACTICE_SENTENCE_TOO_LONG_MESSAGE })
    .optional(),
});

/** How sure the recogniser is of what it heard: the web acts on it without a number of its own. */
export const HEARING_LEVELS = ['heard', 'check', 'not-heard'] as const;
export type Hearing = (typeof HEARING_LEVELS)[number];

/**
 * POST /api/speech/transcribe's reply. `hearing`: 'heard' (take the words), 'check' (words the
 * recogniser was unsure of: confirm them with the child) or 'not-heard' (nothing it could stand by;
 * `text` is then ''). `confidence` is the recogniser's own sureness in [0, 1]; a recogniser without
 * scores answers 1 with words and 0 without (ADR 052).
 */
export const transcribeResponseSchema = z
  .object({
    text: z.string(),
    hearing: z.enum(HEARING_LEVELS),
    confidence: z.number().min(0).max(1),
  })
  .refine((reply) => reply.hearing !== 'not-heard' || reply.text === '', {
    error: 'A reply that was not heard carries no text',
    path: ['text'],
  });
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** Sentences read in voice practice before the server learns a child's voice (ADR 056). */
export const VOICE_SENTENCES_NEEDED = 6;

/**
 * GET /api/speech/voices/:childId (the child's parent only): how far this server has learnt the
 * child's voice. `available` is false where this server cannot learn voices (nothing is then kept);
 * `sentences` are the ones kept now, `learntFrom` how many the current learnt voice came from, or
 * null before there is one. DELETE on the same address forgets the voice (204).
 */
export const voiceLearningSchema = z.object({
  available: z.boolean(),
  sentences: z.number().int().min(0),
  needed: z.number().int().positive(),
  learntFrom: z.number().int().positive().nullable(),
});
export type VoiceLearning = z.infer<typeof voiceLearningSchema>;

/** Where a parent reads and forgets a child's learnt voice. */
export const childVoicePath = (childId: string) => `/api/speech/voices/${encodeURIComponent(childId)}`;
