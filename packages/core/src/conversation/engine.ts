// The practice call as a pure reducer (docs/architecture.md §3): step(state, event) → { state, effects }.
// Effects are data the web app carries out (speak a line, listen for an answer, show feedback,
// go to the results). No clock or randomness: every time comes in on an event.
import { getCountry, type EmergencyService } from '../countries';
import { rateResponse, type QuestionKind, type ResponseRating } from '../rating';
import { locationReadBack } from '../rating/location';
import {
  CONFIDENCE,
  INFO_KEY_FOR_KIND,
  KIND_FOR_INFO_KEY,
  PLACEHOLDER_TEXT,
  cleanAnswer,
  extractInfo,
  hearAnswer,
  isAffirmative,
  needsConfirming,
  placeholderFor,
  type ExtractedInfo,
  type Extraction,
  type HeardAnswer,
  type InfoKey,
} from './extract';
import { computeResults, type CallResults } from './results';
import { detectRedFlags, flagsThatMatter } from './red-flags';
import {
  LOCATION_FOLLOW_UPS,
  MAX_LOCATION_FOLLOW_UPS,
  closingWithRedFlags,
  emergencyRedirectLines,
  locationGivenUpLine,
  locationReadBackLine,
  redFlagInstructions,
  serviceReadBackLine,
  type AnswerChoice,
} from './scripts';
import {
  callSettingOf,
  createConversation,
  phaseOf,
  type CallSetting,
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
 * Every script asks one question of each of the four kinds. Each value is read back at most once
 * (an answer given early, before its question, is read back instead of asked), and the location
 * has at most two follow-ups, so a call takes at most 4 + 4 + 2 = 10 answers; with a Continue
 * after each rated answer and one after the closing lines, any call finishes within
 * 1 + 10 + 4 + 1 = 16 events.
 */
export const QUESTIONS_PER_CALL = 4;
export const MAX_ANSWERS_PER_CALL = QUESTIONS_PER_CALL * 2 + MAX_LOCATION_FOLLOW_UPS;
export const MAX_EVENTS_PER_CALL = 1 + MAX_ANSWERS_PER_CALL + QUESTIONS_PER_CALL + 1;

/** Longest part of an answer quoted back to the child when confirming it. */
const READ_BACK_LENGTH = 120;

export const CONFIRMATION_CHOICES: readonly AnswerChoice[] = [
  { emoji: '✅', label: 'Yes', sentence: "Yes, that's right." },
  { emoji: '❌', label: 'No', sentence: "No, that's not right." },
];

export const FOLLOW_UP_CHOICES: readonly AnswerChoice[] = [
  { emoji: '🏫', label: 'A school', sentence: 'I can see the school.' },
  { emoji: '🛒', label: 'A shop', sentence: "I'm next to the shop." },
  { emoji: '🌳', label: 'A park', sentence: "I'm by the park." },
  { emoji: '🚏', label: 'A bus stop', sentence: "There's a bus stop outside." },
  { emoji: '🤷', label: "I don't know", sentence: "I don't know." },
];

function say(message: string, at: number): HistoryEntry {
  return { speaker: 'operator', message, timestamp: at };
}

function withInfo(state: ConversationState, extraction: Extraction): ExtractedInfo {
  return { ...state.extractedInfo, [extraction.key]: extraction.slot };
}

function withPhase(state: ConversationState): ConversationState {
  const closed = state.stage === 'closing' || state.stage === 'finished';
  return { ...state, phase: phaseOf(state.extractedInfo, state.needsConfirmation, closed) };
}

function callTypeOf(state: ConversationState): '999' | '111' {
  return state.scenarioType;
}

/** A place the crew could find, from the child's own words (not "I don't know", not a placeholder). */
export function hasLocation(state: Pick<ConversationState, 'extractedInfo'>): boolean {
  return state.extractedInfo.address?.source === 'answer';
}

function listenTo(
  state: ConversationState,
  prompt: OperatorPrompt,
  at: number,
  preface: readonly string[],
): StepResult {
  const lines = [...preface, prompt.text];
  const asked: HistoryEntry = { ...say(prompt.text, at), purpose: prompt.purpose };
  return {
    state: withPhase({
      ...state,
      stage: 'listening',
      prompt,
      showingFeedback: false,
      currentFeedback: null,
      conversationHistory: [...state.conversationHistory, ...preface.map((line) => say(line, at)), asked],
    }),
    effects: [
      ...lines.map((text): ConversationEffect => ({ type: 'speak', text })),
      { type: 'listen', questionId: prompt.questionId, kind: prompt.kind },
    ],
  };
}

function askQuestion(
  state: ConversationState,
  call: CallSetting,
  index: number,
  at: number,
  preface: readonly string[] = [],
): StepResult {
  const question = call.script.questions[index];
  if (!question) throw new Error(`Script question ${index} is missing`);
  const prompt: OperatorPrompt = {
    questionId: question.id,
    kind: question.kind,
    purpose: 'question',
    text: question.text[call.band],
    modelAnswer: question.modelAnswer,
    choices: question.choices,
  };
  return listenTo({ ...state, questionIndex: index }, prompt, at, preface);
}

function quoted(words: string): string {
  return words.length > READ_BACK_LENGTH ? `${words.slice(0, READ_BACK_LENGTH).trimEnd()}…` : words;
}

function readBackLine(state: ConversationState, call: CallSetting, key: InfoKey): string {
  const info = state.extractedInfo;
  if (key === 'address' && info.address)
    return locationReadBackLine(quoted(locationReadBack(info.address.value)));
  if (key === 'serviceRequested' && info.serviceRequested)
    return serviceReadBackLine(call.country, call.scenario, info.serviceRequested.value);
  const slot = info[key];
  const words = slot === undefined ? '' : 'text' in slot ? slot.text : String(slot.value);
  return `You said “${quoted(words)}” — is that right?`;
}

function askConfirmation(
  state: ConversationState,
  call: CallSetting,
  key: InfoKey,
  at: number,
  preface: readonly string[],
): StepResult {
  const kind = KIND_FOR_INFO_KEY[key];
  const question = call.script.questions.find((candidate) => candidate.kind === kind);
  const prompt: OperatorPrompt = {
    questionId: `${question?.id ?? kind}/confirm`,
    kind,
    purpose: 'confirmation',
    text: readBackLine(state, call, key),
    modelAnswer: "Yes, that's right.",
    choices: CONFIRMATION_CHOICES,
  };
  return listenTo(state, prompt, at, preface);
}

function askLocationFollowUp(
  state: ConversationState,
  call: CallSetting,
  at: number,
  preface: readonly string[],
): StepResult {
  const number = state.locationFollowUps + 1;
  const text = LOCATION_FOLLOW_UPS[state.locationFollowUps];
  const question = call.script.questions.find((candidate) => candidate.kind === 'address');
  if (!text || !question) throw new Error('No location follow-up left');
  const prompt: OperatorPrompt = {
    questionId: `${question.id}/follow-up-${number}`,
    kind: 'address',
    purpose: 'follow-up',
    text: text[call.band],
    modelAnswer: question.choices[1]?.sentence ?? question.modelAnswer,
    choices: number === 1 ? question.choices : FOLLOW_UP_CHOICES,
  };
  return listenTo({ ...state, locationFollowUps: number }, prompt, at, preface);
}

/** A red flag on an advice line: the call ends with "this is an emergency, hang up and call …". */
export function sendsToEmergencyNumber(state: Pick<ConversationState, 'scenarioType' | 'redFlags'>): boolean {
  return state.scenarioType === '111' && flagsThatMatter(state.redFlags, '111').length > 0;
}

function closingLines(state: ConversationState, { band, country, script }: CallSetting): readonly string[] {
  if (sendsToEmergencyNumber(state)) return emergencyRedirectLines(country)[band];
  const lines = script.closingLines[band];
  if (state.scenarioType !== '999') return lines;
  return closingWithRedFlags(lines, flagsThatMatter(state.redFlags, '999'), band);
}

function close(
  state: ConversationState,
  call: CallSetting,
  at: number,
  preface: readonly string[],
): StepResult {
  const lines = [...preface, ...closingLines(state, call)];
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

function currentQuestionKind(state: ConversationState, call: CallSetting): QuestionKind | undefined {
  return call.script.questions[state.questionIndex]?.kind;
}

/**
 * After a turn, in this order: an advice line that heard a red flag sends the child to the
 * emergency number; new red-flag instructions are spoken; a value waiting is read back; a missing
 * location gets a follow-up (or, after two, "we'll find you"); the next question is asked, or read
 * back when an earlier answer already gave it; else the closing lines.
 */
function advance(state: ConversationState, call: CallSetting, at: number): StepResult {
  if (sendsToEmergencyNumber(state)) return close({ ...state, needsConfirmation: [] }, call, at, []);

  const { band } = call;
  const fresh = flagsThatMatter(state.redFlags, callTypeOf(state)).filter(
    (flag) => !state.instructedFlags.includes(flag),
  );
  const preface: string[] = fresh.flatMap((flag) => [...redFlagInstructions(flag, band)]);
  let next: ConversationState = { ...state, instructedFlags: [...state.instructedFlags, ...fresh] };

  const waiting = next.needsConfirmation[0];
  if (waiting !== undefined) return askConfirmation(next, call, waiting, at, preface);

  if (currentQuestionKind(next, call) === 'address' && !hasLocation(next)) {
    if (next.locationFollowUps < MAX_LOCATION_FOLLOW_UPS) return askLocationFollowUp(next, call, at, preface);
    if (!next.locationGivenUp) {
      preface.push(locationGivenUpLine(callTypeOf(next), band));
      next = { ...next, locationGivenUp: true };
    }
  }

  const questions = call.script.questions;
  for (let index = next.questionIndex + 1; index < questions.length; index += 1) {
    const question = questions[index];
    if (!question) break;
    const key = INFO_KEY_FOR_KIND[question.kind];
    const early = next.extractedInfo[key];
    if (early === undefined) return askQuestion(next, call, index, at, preface);
    next = { ...next, questionIndex: index };
    if (!next.confirmedKeys.includes(key)) return askConfirmation(next, call, key, at, preface);
  }
  return close(next, call, at, preface);
}

/** docs/product.md §4 "Fallback": nothing usable in the answer fills a placeholder and clears confirmations. */
function fillFallback(state: ConversationState, call: CallSetting, kind: QuestionKind): ConversationState {
  return {
    ...state,
    extractedInfo: withInfo(state, placeholderFor(kind, call.scenario.service)),
    needsConfirmation: [],
  };
}

/**
 * Stores what the answer said, queueing a read-back when it needs one (at most once per value). A
 * location is always read back ("You're at … is that right?"), as call-handlers do.
 */
function remember(state: ConversationState, extraction: Extraction): ConversationState {
  const { key, slot } = extraction;
  const readBack = needsConfirming(slot) || (key === 'address' && slot.source === 'answer');
  const queue = readBack && !state.confirmedKeys.includes(key) && !state.needsConfirmation.includes(key);
  return {
    ...state,
    extractedInfo: withInfo(state, extraction),
    needsConfirmation: queue ? [...state.needsConfirmation, key] : state.needsConfirmation,
  };
}

/** Red flags this answer raises, added to those heard before. */
function hearFlags(
  state: ConversationState,
  call: CallSetting,
  answer: Reading,
  kind: QuestionKind,
): ConversationState {
  const { extraction } = answer;
  const peopleYes =
    kind === 'people' && extraction?.key === 'peopleStatus' && extraction.slot.value === 'yes';
  const heard = detectRedFlags(answer.heard.text, call.scenario, peopleYes).filter(
    (flag) => !state.redFlags.includes(flag),
  );
  return heard.length === 0 ? state : { ...state, redFlags: [...state.redFlags, ...heard] };
}

/**
 * Two questions answered at once: a service or a place named before its question is kept, and read
 * back when its question comes instead of being asked cold.
 */
function rememberEarlyAnswers(
  state: ConversationState,
  call: CallSetting,
  kind: QuestionKind,
  heard: HeardAnswer,
): ConversationState {
  const questions = call.script.questions;
  let next = state;
  for (const early of ['service', 'address'] as const) {
    if (early === kind) continue;
    const key = INFO_KEY_FOR_KIND[early];
    const index = questions.findIndex((question) => question.kind === early);
    if (index <= state.questionIndex || next.extractedInfo[key] !== undefined) continue;
    const extraction =
      early === 'address' ? extractInfo('address', heard) : explicitService(heard, call.scenario.service);
    if (extraction !== null && extraction.slot.source === 'answer')
      next = { ...next, extractedInfo: withInfo(next, extraction) };
  }
  return next;
}

/** A service the child named (not one implied by what happened): safe to take from another answer. */
function explicitService(heard: HeardAnswer, expected: EmergencyService): Extraction | null {
  const extraction = extractInfo('service', heard, expected);
  return extraction !== null && extraction.slot.confidence >= CONFIDENCE.service ? extraction : null;
}

function answerQuestion(
  state: ConversationState,
  call: CallSetting,
  prompt: OperatorPrompt,
  answer: Reading,
): StepResult {
  const rating = rateResponse(answer.heard.text, {
    kind: prompt.kind,
    expectedService: call.scenario.service,
    callType: callTypeOf(state),
    childAge: state.childAge,
    spelling: call.country.spelling,
  });
  const { extraction } = answer;
  let next = extraction === null ? fillFallback(state, call, prompt.kind) : remember(state, extraction);
  next = hearFlags(rememberEarlyAnswers(next, call, prompt.kind, answer.heard), call, answer, prompt.kind);
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

/** A location follow-up is part of the address question: not rated again, the call moves straight on. */
function answerFollowUp(
  state: ConversationState,
  call: CallSetting,
  answer: Reading,
  at: number,
): StepResult {
  const { extraction } = answer;
  let next = state;
  if (extraction !== null && extraction.slot.source === 'answer') next = remember(state, extraction);
  else if (next.extractedInfo.address === undefined) next = fillFallback(state, call, 'address');
  return advance(hearFlags(next, call, answer, 'address'), call, at);
}

/**
 * docs/product.md §4 "Confirmation": yes, correct or right keeps the value; anything else is a fresh answer that
 * replaces it (or, when it says nothing usable, the fallback). A location the child says is wrong
 * and does not correct is no location: the follow-ups ask again. A read-back is not a question about
 * the emergency, so it is not rated; the call moves straight on.
 */
function answerConfirmation(
  state: ConversationState,
  call: CallSetting,
  prompt: OperatorPrompt,
  answer: Reading,
  at: number,
): StepResult {
  const key = INFO_KEY_FOR_KIND[prompt.kind];
  let next: ConversationState = state;
  if (!isAffirmative(answer.heard)) {
    const { extraction } = answer;
    if (prompt.kind === 'address') {
      const address = state.extractedInfo.address;
      next =
        extraction !== null && extraction.slot.source === 'answer'
          ? { ...state, extractedInfo: withInfo(state, extraction) }
          : {
              ...state,
              extractedInfo: {
                ...state.extractedInfo,
                address: {
                  value: address?.value ?? PLACEHOLDER_TEXT.address,
                  confidence: CONFIDENCE.address,
                  source: 'unknown',
                },
              },
            };
    } else {
      next =
        extraction === null
          ? fillFallback(state, call, prompt.kind)
          : { ...state, extractedInfo: withInfo(state, extraction) };
    }
    next = hearFlags(next, call, answer, prompt.kind);
  }
  next = {
    ...next,
    needsConfirmation: next.needsConfirmation.filter((waiting) => waiting !== key),
    confirmedKeys: next.confirmedKeys.includes(key) ? next.confirmedKeys : [...next.confirmedKeys, key],
  };
  return advance(next, call, at);
}

/**
 * The child's answer, analysed once per step: its words and their analysis, and what it says in
 * reply to the prompt (a question, a follow-up, which asks for the address, or a read-back).
 */
interface Reading {
  heard: HeardAnswer;
  extraction: Extraction | null;
}

function answer(state: ConversationState, call: CallSetting, rawText: unknown, at: number): StepResult {
  const prompt = state.prompt;
  if (state.stage !== 'listening' || prompt === null) return { state, effects: [] };
  const text = cleanAnswer(typeof rawText === 'string' ? rawText : '');
  const heard = hearAnswer(text);
  const reading: Reading = {
    heard,
    extraction: extractInfo(prompt.kind, heard, call.scenario.service, callTypeOf(state)),
  };
  const withAnswer: ConversationState = {
    ...state,
    conversationHistory: [...state.conversationHistory, { speaker: 'user', message: text, timestamp: at }],
  };
  switch (prompt.purpose) {
    case 'question':
      return answerQuestion(withAnswer, call, prompt, reading);
    case 'follow-up':
      return answerFollowUp(withAnswer, call, reading, at);
    case 'confirmation':
      return answerConfirmation(withAnswer, call, prompt, reading, at);
  }
}

function finish(state: ConversationState, at: number): StepResult {
  const startedAt = state.startedAt ?? at;
  const redirected = sendsToEmergencyNumber(state);
  const results = computeResults(
    state.responseRatings,
    state.extractedInfo,
    { startedAt, finishedAt: at },
    { addressMissing: !redirected && !hasLocation(state), recognisedEmergency: redirected },
  );
  return {
    state: { ...state, stage: 'finished', finishedAt: at, results },
    effects: [{ type: 'finished', results }],
  };
}

function start(state: ConversationState, call: CallSetting, at: number): StepResult {
  return askQuestion({ ...state, startedAt: at }, call, 0, at);
}

/**
 * Events that do not fit the current stage (an answer during feedback, a second start) change nothing.
 * The call's setting is resolved once here and handed down.
 */
export function step(state: ConversationState, event: ConversationEvent): StepResult {
  switch (event.type) {
    case 'start':
      return state.stage === 'ready' ? start(state, callSettingOf(state), event.at) : { state, effects: [] };
    case 'answer':
      return answer(state, callSettingOf(state), event.text, event.at);
    case 'continue':
      if (state.stage === 'feedback')
        return advance(
          { ...state, showingFeedback: false, currentFeedback: null },
          callSettingOf(state),
          event.at,
        );
      if (state.stage === 'closing') return finish(state, event.at);
      return { state, effects: [] };
    case 'restart': {
      // The same scenario, country, age and advice line, so the same setting.
      const call = callSettingOf(state);
      const fresh = createConversation({
        scenario: call.scenario,
        country: getCountry(state.countryId),
        childAge: state.childAge,
        adviceLineNumber: state.adviceLineNumber,
      });
      return start(fresh, call, event.at);
    }
    default:
      return { state, effects: [] };
  }
}
