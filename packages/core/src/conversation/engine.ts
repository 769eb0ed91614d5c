// The practice call as a pure reducer (docs/architecture.md §3): step(state, event) → { state, effects }.
// Effects are data the web app carries out (speak a line, listen for an answer, show feedback,
// go to the results). No clock or randomness: every time comes in on an event.
import { getCountry } from '../countries';
import { rateResponse, type QuestionKind, type ResponseRating } from '../rating';
import {
  INFO_KEY_FOR_KIND,
  KIND_FOR_INFO_KEY,
  cleanAnswer,
  extractInfo,
  isAffirmative,
  needsConfirming,
  placeholderFor,
  type ExtractedInfo,
  type Extraction,
  type InfoKey,
} from './extract';
import { computeResults, type CallResults } from './results';
import type { AnswerChoice } from './scripts';
import {
  bandOf,
  createConversation,
  phaseOf,
  scenarioOf,
  scriptOf,
  type ConversationState,
  type HistoryEntry,
  type OperatorPrompt,
} from './state';

export type ConversationEvent =
  | { type: 'start'; at: number }
  | { type: 'answer'; text: string; at: number }
  | { type: 'continue'; at: number }
  | { type: 'restart'; at: number };

export type ConversationEffect =
  | { type: 'speak'; text: string }
  | { type: 'listen'; questionId: string; kind: QuestionKind }
  | { type: 'show-feedback'; rating: ResponseRating }
  | { type: 'finished'; results: CallResults };

export interface StepResult {
  state: ConversationState;
  effects: ConversationEffect[];
}

/**
 * Every script asks one question of each of the four kinds, and each answer can be read back at most
 * once, so a call takes at most 8 answers; with a Continue after each rated answer and one after the
 * closing lines, any call finishes within 1 + 8 + 4 + 1 = 14 events.
 */
export const QUESTIONS_PER_CALL = 4;
export const MAX_ANSWERS_PER_CALL = QUESTIONS_PER_CALL * 2;
export const MAX_EVENTS_PER_CALL = 1 + MAX_ANSWERS_PER_CALL + QUESTIONS_PER_CALL + 1;

/** Longest part of an answer quoted back to the child when confirming it. */
const READ_BACK_LENGTH = 120;

export const CONFIRMATION_CHOICES: readonly AnswerChoice[] = [
  { emoji: '✅', label: 'Yes', sentence: "Yes, that's right." },
  { emoji: '❌', label: 'No', sentence: "No, that's not right." },
];

function say(message: string, at: number): HistoryEntry {
  return { speaker: 'operator', message, timestamp: at };
}

function withInfo(state: ConversationState, extraction: Extraction): ExtractedInfo {
  return { ...state.extractedInfo, [extraction.key]: extraction.slot };
}

function withPhase(state: ConversationState): ConversationState {
  return { ...state, phase: phaseOf(state.extractedInfo, state.needsConfirmation) };
}

function listenTo(state: ConversationState, prompt: OperatorPrompt, at: number): StepResult {
  return {
    state: withPhase({
      ...state,
      stage: 'listening',
      prompt,
      showingFeedback: false,
      currentFeedback: null,
      conversationHistory: [...state.conversationHistory, say(prompt.text, at)],
    }),
    effects: [
      { type: 'speak', text: prompt.text },
      { type: 'listen', questionId: prompt.questionId, kind: prompt.kind },
    ],
  };
}

function askQuestion(state: ConversationState, index: number, at: number): StepResult {
  const question = scriptOf(state).questions[index];
  if (!question) throw new Error(`Script question ${index} is missing`);
  const prompt: OperatorPrompt = {
    questionId: question.id,
    kind: question.kind,
    purpose: 'question',
    text: question.text[bandOf(state)],
    modelAnswer: question.modelAnswer,
    choices: question.choices,
  };
  return listenTo({ ...state, questionIndex: index }, prompt, at);
}

function readBack(state: ConversationState, key: InfoKey): string {
  const slot = state.extractedInfo[key];
  const words = slot === undefined ? '' : 'text' in slot ? slot.text : String(slot.value);
  return words.length > READ_BACK_LENGTH ? `${words.slice(0, READ_BACK_LENGTH).trimEnd()}…` : words;
}

function askConfirmation(state: ConversationState, key: InfoKey, at: number): StepResult {
  const kind = KIND_FOR_INFO_KEY[key];
  const question = scriptOf(state).questions.find((candidate) => candidate.kind === kind);
  const prompt: OperatorPrompt = {
    questionId: `${question?.id ?? kind}/confirm`,
    kind,
    purpose: 'confirmation',
    text: `You said “${readBack(state, key)}” — is that right?`,
    modelAnswer: "Yes, that's right.",
    choices: CONFIRMATION_CHOICES,
  };
  return listenTo(state, prompt, at);
}

function close(state: ConversationState, at: number): StepResult {
  const lines = scriptOf(state).closingLines[bandOf(state)];
  return {
    state: withPhase({
      ...state,
      stage: 'closing',
      prompt: null,
      showingFeedback: false,
      currentFeedback: null,
      conversationHistory: [...state.conversationHistory, ...lines.map((line) => say(line, at))],
    }),
    effects: lines.map((text) => ({ type: 'speak', text })),
  };
}

/** After a turn: read back a value if one waits, else the next question, else the closing lines. */
function advance(state: ConversationState, at: number): StepResult {
  const waiting = state.needsConfirmation[0];
  if (waiting !== undefined) return askConfirmation(state, waiting, at);
  if (state.questionIndex + 1 < scriptOf(state).questions.length)
    return askQuestion(state, state.questionIndex + 1, at);
  return close(state, at);
}

/** docs/product.md §4 "Fallback": nothing usable in the answer fills a placeholder and clears confirmations. */
function fillFallback(state: ConversationState, kind: QuestionKind): ConversationState {
  return {
    ...state,
    extractedInfo: withInfo(state, placeholderFor(kind, scenarioOf(state).service)),
    needsConfirmation: [],
  };
}

/** Stores what the answer said, queueing a read-back when it needs one (at most once per value). */
function remember(state: ConversationState, extraction: Extraction): ConversationState {
  const { key, slot } = extraction;
  const queue =
    needsConfirming(slot) && !state.confirmedKeys.includes(key) && !state.needsConfirmation.includes(key);
  return {
    ...state,
    extractedInfo: withInfo(state, extraction),
    needsConfirmation: queue ? [...state.needsConfirmation, key] : state.needsConfirmation,
  };
}

function answerQuestion(state: ConversationState, prompt: OperatorPrompt, text: string): StepResult {
  const service = scenarioOf(state).service;
  const rating = rateResponse(text, { kind: prompt.kind, expectedService: service });
  const extraction = extractInfo(prompt.kind, text, service);
  const next = extraction === null ? fillFallback(state, prompt.kind) : remember(state, extraction);
  return {
    state: withPhase({
      ...next,
      stage: 'feedback',
      prompt: null,
      responseRatings: [...state.responseRatings, rating],
      showingFeedback: true,
      currentFeedback: rating,
    }),
    effects: [{ type: 'show-feedback', rating }],
  };
}

/**
 * docs/product.md §4 "Confirmation": yes, correct or right keeps the value; anything else is a fresh answer that
 * replaces it (or, when it says nothing usable, the fallback). A read-back is not a question about
 * the emergency, so it is not rated; the call moves straight on.
 */
function answerConfirmation(
  state: ConversationState,
  prompt: OperatorPrompt,
  text: string,
  at: number,
): StepResult {
  const key = INFO_KEY_FOR_KIND[prompt.kind];
  let next: ConversationState = state;
  if (!isAffirmative(text)) {
    const extraction = extractInfo(prompt.kind, text, scenarioOf(state).service);
    next =
      extraction === null
        ? fillFallback(state, prompt.kind)
        : { ...state, extractedInfo: withInfo(state, extraction) };
  }
  next = {
    ...next,
    needsConfirmation: next.needsConfirmation.filter((waiting) => waiting !== key),
    confirmedKeys: next.confirmedKeys.includes(key) ? next.confirmedKeys : [...next.confirmedKeys, key],
  };
  return advance(next, at);
}

function answer(state: ConversationState, rawText: unknown, at: number): StepResult {
  const prompt = state.prompt;
  if (state.stage !== 'listening' || prompt === null) return { state, effects: [] };
  const text = cleanAnswer(typeof rawText === 'string' ? rawText : '');
  const heard: ConversationState = {
    ...state,
    conversationHistory: [...state.conversationHistory, { speaker: 'user', message: text, timestamp: at }],
  };
  return prompt.purpose === 'question'
    ? answerQuestion(heard, prompt, text)
    : answerConfirmation(heard, prompt, text, at);
}

function finish(state: ConversationState, at: number): StepResult {
  const startedAt = state.startedAt ?? at;
  const results = computeResults(state.responseRatings, state.extractedInfo, { startedAt, finishedAt: at });
  return {
    state: { ...state, stage: 'finished', finishedAt: at, results },
    effects: [{ type: 'finished', results }],
  };
}

function start(state: ConversationState, at: number): StepResult {
  return askQuestion({ ...state, startedAt: at }, 0, at);
}

/** Events that do not fit the current stage (an answer during feedback, a second start) change nothing. */
export function step(state: ConversationState, event: ConversationEvent): StepResult {
  switch (event.type) {
    case 'start':
      return state.stage === 'ready' ? start(state, event.at) : { state, effects: [] };
    case 'answer':
      return answer(state, event.text, event.at);
    case 'continue':
      if (state.stage === 'feedback')
        return advance({ ...state, showingFeedback: false, currentFeedback: null }, event.at);
      if (state.stage === 'closing') return finish(state, event.at);
      return { state, effects: [] };
    case 'restart': {
      const scenario = scenarioOf(state);
      const fresh = createConversation({
        scenario,
        country: getCountry(state.countryId),
        childAge: state.childAge,
      });
      return start(fresh, event.at);
    }
    default:
      return { state, effects: [] };
  }
}
