// Validates a conversation state read back from storage, so a stale or edited copy is discarded
// instead of crashing the call.
import { z } from 'zod';
import { COUNTRY_IDS } from '../countries';
import { ANSWER_MODES, PRACTICE_SKILLS, QUESTION_KINDS } from '../rating';
import { SCENARIO_TYPES, getScenario } from '../scenarios';
import { HAZARDS } from './picture';
import { RED_FLAGS } from './red-flags';
import { hasScript } from './scripts';
import { SILENT_BEATS } from './silent-call-script';
import type { ConversationState } from './state';

const stars = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const starCount = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const infoKey = z.enum(['serviceRequested', 'address', 'description', 'peopleStatus']);
const source = z.enum(['answer', 'unknown', 'placeholder']);
const slot = <Value extends z.ZodType>(value: Value) => z.object({ value, confidence: z.number(), source });

// A call stored before praise and skills existed (ADR 023) still resumes: no praise, a general skill.
const rating = z.object({
  stars,
  praise: z.string().default(''),
  feedback: z.string(),
  tips: z.array(z.string()),
  skill: z.enum(PRACTICE_SKILLS).default('speak-clearly'),
  categories: z.object({ clarity: stars.nullable(), completeness: stars, calmness: stars.nullable() }),
  answeredBy: z.enum(ANSWER_MODES).optional(),
});

const addressSkill = z.enum(['yes', 'partly', 'no']);
const results = z.object({
  scores: z.object({
    clarity: z.number().nullable(),
    calmness: z.number().nullable(),
    accuracy: z.number(),
    serviceSelection: z.number(),
  }),
  answerAverage: z.number(),
  overallStars: starCount,
  tier: z.object({ title: z.string(), level: starCount, certificate: z.string() }),
  timeTakenSeconds: z.number(),
  addressMissing: z.boolean(),
  recognisedEmergency: z.boolean(),
  redFlags: z.array(z.enum(RED_FLAGS)),
  saidOwnAddress: addressSkill.optional(),
  ownAddressFeedback: z.string().optional(),
});

const fact = <Value extends z.ZodType>(value: Value) =>
  z.object({
    value,
    words: z.string(),
    confidence: z.number(),
    turn: z.number(),
    source: z.enum(['answer', 'unknown', 'placeholder', 'refused']),
  });
const yesNoUnsure = z.enum(['yes', 'no', 'unsure']);

// The picture of the call (ADR 035), checked part by part so an edited copy cannot slip in.
const picture = z
  .object({
    services: fact(z.array(z.enum(['fire', 'ambulance', 'police']))),
    needsAdvice: fact(z.literal(true)),
    location: fact(
      z
        .object({
          number: z.string(),
          street: z.string(),
          town: z.string(),
          postcode: z.string(),
          landmark: z.string(),
          relativeHome: z.string(),
          floorOrRoom: z.string(),
        })
        .partial()
        .strict(),
    ),
    happened: fact(z.string()),
    awake: fact(yesNoUnsure),
    breathing: fact(z.enum(['normal', 'not', 'trouble', 'unsure'])),
    bleeding: fact(z.enum(['yes', 'no', 'heavy'])),
    hurt: fact(yesNoUnsure),
    trapped: fact(
      z.object({ status: yesNoUnsure, who: z.string().optional(), where: z.string().optional() }).strict(),
    ),
    intruder: fact(z.enum(['inside', 'gone', 'unsure'])),
    childSafe: fact(z.enum(['safe', 'hiding'])),
    grownUp: fact(z.enum(['yes', 'no'])),
    patientAge: fact(z.number()),
    hazards: fact(z.array(z.enum(HAZARDS))),
    rash: fact(z.enum(['stays', 'fades'])),
    boneThroughSkin: fact(z.literal('yes')),
  })
  .partial()
  .strict();

const conversationStateSchema = z
  .object({
    version: z.literal(3),
    scenarioId: z.string(),
    scenarioType: z.enum(SCENARIO_TYPES),
    countryId: z.enum(COUNTRY_IDS),
    childAge: z.number(),
    adviceLineNumber: z.string().nullable(),
    stage: z.enum(['ready', 'listening', 'feedback', 'closing', 'finished']),
    phase: z.enum(['greeting', 'service-selection', 'gathering-info', 'complete']),
    picture,
    extractedInfo: z.object({
      serviceRequested: slot(z.enum(['fire', 'ambulance', 'police'])).optional(),
      address: slot(z.string()).optional(),
      description: slot(z.string()).optional(),
      peopleStatus: slot(z.enum(['yes', 'no', 'unsure']))
        .extend({ text: z.string() })
        .optional(),
    }),
    needsConfirmation: z.array(infoKey),
    confirmedKeys: z.array(infoKey),
    deferredReadBacks: z.array(infoKey),
    protocolAsked: z.array(z.string()),
    reasked: z.array(z.enum(QUESTION_KINDS)),
    locationFollowUps: z.number().int().min(0),
    locationGivenUp: z.boolean(),
    redFlags: z.array(z.enum(RED_FLAGS)),
    instructedFlags: z.array(z.enum(RED_FLAGS)),
    conversationHistory: z.array(
      z.object({
        speaker: z.enum(['operator', 'user']),
        message: z.string(),
        timestamp: z.number(),
        purpose: z.enum(['question', 'confirmation', 'follow-up', 'protocol']).optional(),
      }),
    ),
    responseRatings: z.array(rating),
    // `showingFeedback` (the stage already says it) was dropped from stored calls; an older copy
    // that still carries it resumes, the field stripped as any unknown field is.
    currentFeedback: rating.nullable(),
    questionIndex: z.number().int(),
    prompt: z
      .object({
        questionId: z.string(),
        kind: z.enum(QUESTION_KINDS),
        purpose: z.enum(['question', 'confirmation', 'follow-up', 'protocol']),
        text: z.string(),
        modelAnswer: z.string(),
        choices: z.array(z.object({ emoji: z.string(), label: z.string(), sentence: z.string() })),
        expects: z.enum(['silence', 'keys', 'whisper']).optional(),
      })
      .nullable(),
    startedAt: z.number().nullable(),
    finishedAt: z.number().nullable(),
    results: results.nullable(),
    ownAddress: z.object({ skill: addressSkill, feedback: z.string() }).optional(),
    // The parts of the last question still to ask (ADR 057); optional, so older stored calls resume.
    pendingParts: z.array(z.number().int().min(0).max(5)).max(5).optional(),
    // A silent call's place in its sequence (ADR 044); other calls have none. Optional, so calls
    // stored before it existed still resume under the same version.
    silent: z
      .object({
        beat: z.enum(SILENT_BEATS),
        asked: z.number().int().min(0).max(2),
        keys: z
          .string()
          .max(12)
          .regex(/^[0-9*#]*$/),
        pressed55: z.boolean(),
        next: z.union([z.enum(SILENT_BEATS), z.literal('closing'), z.literal('ended')]).nullable(),
        correct: z.boolean(),
      })
      .strict()
      .optional(),
  })
  .refine(
    (state) => getScenario(state.scenarioType, state.scenarioId) !== undefined && hasScript(state.scenarioId),
  );

/** The stored state, or null when it is missing, from another version or not a valid call. */
export function parseConversationState(stored: unknown): ConversationState | null {
  const parsed = conversationStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
