// Mines one answer for the information the current question asks for (docs/product.md §3 "Extracted info keys",
// §4 "Confirmation" and "Fallback", §9 confidences).
import type { EmergencyService } from '../countries';
import type { QuestionKind } from '../rating';
import { impliedService, saysAdvice, servicesNamed, saysDontKnow } from '../rating/completeness';
import { placeGiven } from '../understanding/place-given';
import { analyseText, firstIndexOfAnyLoose, hasAny, hasAnyLoose, type AnalysedText } from '../rating/text';
import {
  HAZARD_WORDS,
  NO_PHRASES,
  PLACE_WORDS,
  REASON_PHRASES,
  SERVICE_SYNONYMS,
  SIZE_WORDS,
  UNSURE_PHRASES,
  YES_PHRASES,
} from '../rating/vocabulary';

/**
 * The spec's keys, with two renamed because every scenario uses them: `description` is the spec's
 * fireDescription (what happened, for any emergency) and `peopleStatus` its peopleTrapped (the yes,
 * no or not-sure answer to the question about people, with the child's words).
 */
export type InfoKey = 'serviceRequested' | 'address' | 'description' | 'peopleStatus';

export type PeopleStatus = 'yes' | 'no' | 'unsure';

/** answer: taken from the child's words; unknown: the child said they don't know; placeholder: fallback. */
export type InfoSource = 'answer' | 'unknown' | 'placeholder';

export interface InfoSlot<Value> {
  value: Value;
  confidence: number;
  source: InfoSource;
}

export interface PeopleSlot extends InfoSlot<PeopleStatus> {
  text: string;
}

export interface ExtractedInfo {
  serviceRequested?: InfoSlot<EmergencyService>;
  address?: InfoSlot<string>;
  description?: InfoSlot<string>;
  peopleStatus?: PeopleSlot;
}

export type Extraction =
  | { key: 'serviceRequested'; slot: InfoSlot<EmergencyService> }
  | { key: 'address'; slot: InfoSlot<string> }
  | { key: 'description'; slot: InfoSlot<string> }
  | { key: 'peopleStatus'; slot: PeopleSlot };

export const INFO_KEY_FOR_KIND: Readonly<Record<QuestionKind, InfoKey>> = {
  service: 'serviceRequested',
  address: 'address',
  description: 'description',
  people: 'peopleStatus',
};

export const KIND_FOR_INFO_KEY: Readonly<Record<InfoKey, QuestionKind>> = {
  serviceRequested: 'service',
  address: 'address',
  description: 'description',
  peopleStatus: 'people',
};

/** docs/product.md §9: service 0.9, address 0.8, descriptions and people 0.7, placeholders 0.99. */
export const CONFIDENCE = {
  service: 0.9,
  /** A service the child implied ("he fell and won't get up") rather than named: read back. */
  impliedService: 0.7,
  address: 0.8,
  description: 0.7,
  people: 0.7,
  placeholder: 0.99,
} as const;

/** Values below this confidence are read back to the child (docs/product.md §9). */
export const CONFIRM_BELOW = 0.8;

export const PLACEHOLDER_TEXT = {
  address: 'child attempted',
  description: 'unknown details',
  people: 'unknown',
} as const;

/** Stored answers are cut to this length; no spoken answer comes close. */
export const MAX_STORED_ANSWER_LENGTH = 500;

export function cleanAnswer(answer: string): string {
  return String(answer ?? '')
    .slice(0, MAX_STORED_ANSWER_LENGTH * 4)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_STORED_ANSWER_LENGTH);
}

/** The first position at which any of the phrases (or a misspelling of one word) occurs, or -1. */
function earliest(text: AnalysedText, phrases: readonly string[]): number {
  return firstIndexOfAnyLoose(text, phrases);
}

/** The service asked for: the expected one when it is among those named, else the first named. */
function extractService(text: AnalysedText, expected: EmergencyService | undefined): EmergencyService | null {
  const named = servicesNamed(text);
  if (named.length === 0) return null;
  if (expected !== undefined && named.includes(expected)) return expected;
  const byPosition = [...named].sort(
    (a, b) => earliest(text, SERVICE_SYNONYMS[a]) - earliest(text, SERVICE_SYNONYMS[b]),
  );
  return byPosition[0] ?? null;
}

function mentionsWhatHappened(text: AnalysedText): boolean {
  return hasAnyLoose(text, HAZARD_WORDS) || hasAny(text, PLACE_WORDS) || hasAny(text, SIZE_WORDS);
}

/**
 * The yes, no or not-sure answer: whichever comes first ("No idea" is unsure, not no). A reason
 * without any of them ("he's breathing") is kept as unsure but still read back for confirmation.
 */
function extractPeopleStatus(text: AnalysedText): { status: PeopleStatus; explicitlyUnsure: boolean } | null {
  const candidates: { status: PeopleStatus; at: number; priority: number }[] = [
    { status: 'unsure', at: earliest(text, UNSURE_PHRASES), priority: 0 },
    { status: 'yes', at: earliest(text, YES_PHRASES), priority: 1 },
    { status: 'no', at: earliest(text, NO_PHRASES), priority: 2 },
  ];
  const found = candidates
    .filter((candidate) => candidate.at >= 0)
    .sort((a, b) => a.at - b.at || a.priority - b.priority)[0];
  if (found) return { status: found.status, explicitlyUnsure: found.status === 'unsure' };
  if (hasAny(text, REASON_PHRASES)) return { status: 'unsure', explicitlyUnsure: false };
  return null;
}

/**
 * What the answer says about the current question, or null when it says nothing usable. On an advice
 * call (type 111), "it's not an emergency, I need advice" answers the service question: the service
 * is the medical one. On an emergency call a service only implied by what happened is kept with a
 * lower confidence, so the operator reads it back.
 */
/** An answer as the child gave it with its analysis, made once and shared by every check of one turn. */
export interface HeardAnswer {
  words: string;
  text: AnalysedText;
}

export function hearAnswer(words: string): HeardAnswer {
  return { words, text: analyseText(words) };
}

export function extractInfo(
  kind: QuestionKind,
  answer: string | HeardAnswer,
  expectedService?: EmergencyService,
  callType: '999' | '111' = '999',
): Extraction | null {
  const heard = typeof answer === 'string' ? hearAnswer(answer) : answer;
  const text = heard.text;
  const words = cleanAnswer(heard.words);
  switch (kind) {
    case 'service': {
      const service = extractService(text, expectedService);
      if (service !== null)
        return {
          key: 'serviceRequested',
          slot: { value: service, confidence: CONFIDENCE.service, source: 'answer' },
        };
      if (callType === '111' && saysAdvice(text))
        return {
          key: 'serviceRequested',
          slot: { value: expectedService ?? 'ambulance', confidence: CONFIDENCE.service, source: 'answer' },
        };
      const implied = impliedService(text, expectedService);
      if (implied === null) return null;
      return {
        key: 'serviceRequested',
        slot: {
          value: implied,
          confidence: callType === '111' ? CONFIDENCE.service : CONFIDENCE.impliedService,
          source: 'answer',
        },
      };
    }
    case 'address': {
      if (placeGiven(heard.words).findable)
        return { key: 'address', slot: { value: words, confidence: CONFIDENCE.address, source: 'answer' } };
      if (saysDontKnow(text))
        return { key: 'address', slot: { value: words, confidence: CONFIDENCE.address, source: 'unknown' } };
      return null;
    }
    case 'description': {
      if (mentionsWhatHappened(text)) {
        return {
          key: 'description',
          slot: { value: words, confidence: CONFIDENCE.description, source: 'answer' },
        };
      }
      if (saysDontKnow(text))
        return {
          key: 'description',
          slot: { value: words, confidence: CONFIDENCE.description, source: 'unknown' },
        };
      return null;
    }
    case 'people': {
      const found = extractPeopleStatus(text);
      if (found === null) return null;
      return {
        key: 'peopleStatus',
        slot: {
          value: found.status,
          text: words,
          confidence: CONFIDENCE.people,
          source: found.explicitlyUnsure ? 'unknown' : 'answer',
        },
      };
    }
  }
}

/** The fallback value for a question whose answer yielded nothing (docs/product.md §4 "Fallback"). */
export function placeholderFor(kind: QuestionKind, scenarioService: EmergencyService): Extraction {
  const confidence = CONFIDENCE.placeholder;
  switch (kind) {
    case 'service':
      return { key: 'serviceRequested', slot: { value: scenarioService, confidence, source: 'placeholder' } };
    case 'address':
      return { key: 'address', slot: { value: PLACEHOLDER_TEXT.address, confidence, source: 'placeholder' } };
    case 'description':
      return {
        key: 'description',
        slot: { value: PLACEHOLDER_TEXT.description, confidence, source: 'placeholder' },
      };
    case 'people':
      return {
        key: 'peopleStatus',
        slot: { value: 'unsure', text: PLACEHOLDER_TEXT.people, confidence, source: 'placeholder' },
      };
  }
}

/** Below 0.8 and taken from the child's words (not an "I don't know", not a placeholder). */
export function needsConfirming(slot: InfoSlot<unknown>): boolean {
  return slot.source === 'answer' && slot.confidence < CONFIRM_BELOW;
}

const AFFIRMATIVE = ['yes', 'yeah', 'yep', 'yup', 'correct', 'right'] as const;
const NEGATIONS = [
  'not right',
  'not correct',
  "isn't right",
  'isnt right',
  "isn't correct",
  'wrong',
  'incorrect',
] as const;
const DENIAL_OPENERS = new Set(['no', 'nope', 'nah']);

/**
 * Spec: a reply containing yes, correct or right keeps the value. A reply that negates them
 * ("No, that's not right") is treated as a correction, or the read-back could never be refused.
 */
export function isAffirmative(reply: string | HeardAnswer): boolean {
  const text = typeof reply === 'string' ? analyseText(reply) : reply.text;
  if (!hasAny(text, AFFIRMATIVE)) return false;
  const opener = text.tokens[0];
  if (opener !== undefined && DENIAL_OPENERS.has(opener)) return false;
  return !hasAny(text, NEGATIONS);
}

/** The value as the operator reads it back to the child. */
export function slotText(extraction: Extraction): string {
  return extraction.key === 'peopleStatus' ? extraction.slot.text : String(extraction.slot.value);
}
