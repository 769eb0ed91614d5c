// The practice call as a pure reducer (docs/architecture.md §3): step(state, event) → { state, effects }.
// Effects are data the web app carries out (speak a line, go to the results); what to wait for and
// the feedback to show it reads from the state. No clock or randomness: every time comes in on an event.
import { getCountry } from '../countries';
import { ANSWER_MODES, rateResponse, type AnswerMode, type QuestionKind } from '../rating';
import { creditThePicture } from './credit-answer';
import {
  INFO_KEY_FOR_KIND,
  KIND_FOR_INFO_KEY,
  cleanAnswer,
  hearAnswer,
  placeholderFor,
  type ExtractedInfo,
  type Extraction,
  type HeardAnswer,
  type InfoKey,
} from './extract';
import { withAddressCheck, type CallAddressCheck } from './own-address';
import { patientOf, patientWords, speakOfPatient } from './patient';
import {
  asksOneThingAtATime,
  creditAPart,
  firstQuestionOnly,
  partAnswered,
  partIndexOf,
  partPromptId,
  partsUnanswered,
  partTurnText,
  questionText,
  readPartReply,
} from './question-parts';
import { classifyReadBackReply } from './read-back-reply';
import { isSilentCall, stepSilentCall } from './silent-call';
import { hasPlace, placeWords, type CallPicture } from './picture';
import { computeResults, type CallResults } from './results';
import type { PeopleQuestion } from './hear-facts';
import { flagsThatMatter, peopleQuestionOf, sceneOf, type RedFlag, type Scene } from './red-flags';
import type { AgeBand } from '../age';
import {
  BREATHING_CHECK,
  CALLER_INSIDE_SOMEONE_ELSE,
  LOCATION_FOLLOW_UPS,
  MAX_LOCATION_FOLLOW_UPS,
  closingWithRedFlags,
  emergencyRedirectLines,
  locationGivenUpLine,
  locationReadBackLine,
  redFlagInstructions,
  serviceReadBackLine,
  trappedPersonLine,
  type AnswerChoice,
} from './scripts';
import { flagSpeaksForPeople, hearAnswerFacts, knows, peopleStatusOf, takeFacts } from './take-answer';
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
  /**
   * `mode`: spoken, typed, tapped or checked; only an answer heard clearly (`voice`) is rated for
   * clarity and calm (ADR 036, ADR 054).
   */
  | { type: 'answer'; text: string; at: number; addressCheck?: CallAddressCheck; mode?: AnswerMode }
  | { type: 'continue'; at: number }
  | { type: 'restart'; at: number }
  /** Key presses on the call's keypad, in order ("5", "55"); only the silent call listens to them (ADR 044). */
  | { type: 'keys'; keys: string; at: number }
  /** The child chose to stay silent; on a spoken call it counts as an empty answer. */
  | { type: 'silence'; at: number };

export type ConversationEffect = { type: 'speak'; text: string } | { type: 'finished'; results: CallResults };

export interface StepResult {
  state: ConversationState;
  effects: ConversationEffect[];
}

/**
 * Every script asks each of its four questions at most twice (a question the picture already
 * answers is skipped; one answered with something else is asked once more, the address through its
 * two follow-ups instead). Three values can be read back (service, place, people), each at most
 * twice (a read-back answered with something else is asked once more), and a red flag adds at most
 * one protocol question, asked at most twice. A question asked in parts (ADR 057) asks each part
 * it has left at most once, and no script has more than three parts left to ask (fever-child's
 * symptoms and people). So a call takes at most 4 + 3 + 6 + 2 + 2 + 3 = 20 answers; with a
 * Continue after each of the 7 rated answers and one after the closing lines, any call finishes
 * within 1 + 20 + 7 + 1 = 29 events.
 */
export const QUESTIONS_PER_CALL = 4;
const READ_BACK_KEYS = 3;
const PROTOCOL_QUESTIONS = 2;
/** The most parts of its questions one script can still ask on their own turns (ADR 057). */
const PART_TURNS = 3;
/** Service, description and people can each be asked once more (the address has its follow-ups). */
const REASKABLE = 3;
export const MAX_ANSWERS_PER_CALL =
  QUESTIONS_PER_CALL +
  REASKABLE +
  READ_BACK_KEYS * 2 +
  MAX_LOCATION_FOLLOW_UPS +
  PROTOCOL_QUESTIONS +
  PART_TURNS;
export const MAX_EVENTS_PER_CALL = 1 + MAX_ANSWERS_PER_CALL + QUESTIONS_PER_CALL + REASKABLE + 1;

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

/** Quoted in a read-back: the child's own words. */
function pictureWords(state: ConversationState, call: CallSetting, key: InfoKey): string {
  if (key === 'peopleStatus') {
    const people = peopleStatusOf(state.picture, peopleQuestionOf(call.scenario));
    if (people) return people.fact.words;
  }
  const slot = state.extractedInfo[key];
  return slot === undefined ? '' : 'text' in slot ? slot.text : String(slot.value);
}

function withPhase(state: ConversationState): ConversationState {
  const closed = state.stage === 'closing' || state.stage === 'finished';
  return { ...state, phase: phaseOf(state.extractedInfo, state.needsConfirmation, closed) };
}

function callTypeOf(state: ConversationState): '999' | '111' {
  return state.scenarioType;
}

/** A place the crew could find, from the child's own words (not "I don't know", not a placeholder). */
export function hasLocation(state: Pick<ConversationState, 'picture'>): boolean {
  return hasPlace(state.picture);
}

/** Lines about the patient speak of them as the child did (ADR 057): "your brother … is he hot?". */
function aboutThePatient(state: ConversationState): (text: string) => string {
  const patient = patientOf(state.scenarioId, patientWords(state.picture));
  return (text) => speakOfPatient(text, state.scenarioId, patient);
}

function listenTo(
  state: ConversationState,
  given: OperatorPrompt,
  at: number,
  spokenPreface: readonly string[],
): StepResult {
  // The youngest are asked one thing at a time (ADR 057), in follow-ups and protocol questions too.
  const oneThing =
    (given.purpose === 'follow-up' || given.purpose === 'protocol') && asksOneThingAtATime(state.childAge);
  const about = aboutThePatient(state);
  // A read-back quotes the child's own words, which stay as they were said.
  const text = oneThing ? firstQuestionOnly(given.text) : given.text;
  const prompt =
    given.purpose === 'confirmation'
      ? { ...given, text }
      : {
          ...given,
          text: about(text),
          // The hint and the pictures speak of the same patient as the question.
          modelAnswer: about(given.modelAnswer),
          choices: given.choices.map((choice) => ({ ...choice, sentence: about(choice.sentence) })),
        };
  const preface = spokenPreface.map(about);
  const lines = [...preface, prompt.text];
  const asked: HistoryEntry = { ...say(prompt.text, at), purpose: prompt.purpose };
  return {
    state: withPhase({
      ...state,
      stage: 'listening',
      prompt,
      currentFeedback: null,
      conversationHistory: [...state.conversationHistory, ...preface.map((line) => say(line, at)), asked],
    }),
    effects: lines.map((text) => ({ type: 'speak', text })),
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
    // The youngest hear a two-part question's first part only (ADR 057).
    text: questionText(question, call.band, state.childAge),
    modelAnswer: question.modelAnswer,
    choices: question.choices,
  };
  return listenTo(withoutPendingParts({ ...state, questionIndex: index }), prompt, at, preface);
}

function withoutPendingParts(state: ConversationState): ConversationState {
  if (state.pendingParts === undefined) return state;
  const { pendingParts: _done, ...rest } = state;
  return rest;
}

/**
 * The next part of the question just asked still unanswered (ADR 057), on its own turn; parts the
 * call has answered since are dropped, and once none is left the question is settled as any other
 * (a placeholder when the picture still cannot answer it).
 */
function askPendingPart(
  state: ConversationState,
  call: CallSetting,
  at: number,
  preface: readonly string[],
): StepResult | ConversationState {
  const question = call.script.questions[state.questionIndex];
  const parts = question?.parts ?? [];
  const left = question
    ? (state.pendingParts ?? []).filter((index) => {
        const part = parts[index];
        return part !== undefined && !partAnswered(part, question, state.picture, '', call);
      })
    : [];
  const [index, ...rest] = left;
  const part = index === undefined ? undefined : parts[index];
  if (!question || index === undefined || !part || protocolHasTakenOver(state, question.kind))
    return question
      ? fillFallback(withoutPendingParts(state), call, question.kind)
      : withoutPendingParts(state);
  const prompt: OperatorPrompt = {
    questionId: partPromptId(question, index),
    kind: question.kind,
    purpose: 'follow-up',
    text: partTurnText(part, index),
    modelAnswer: question.modelAnswer,
    choices: question.choices,
  };
  return listenTo({ ...state, pendingParts: rest }, prompt, at, preface);
}

function quoted(words: string): string {
  return words.length > READ_BACK_LENGTH ? `${words.slice(0, READ_BACK_LENGTH).trimEnd()}…` : words;
}

function readBackLine(state: ConversationState, call: CallSetting, key: InfoKey): string {
  const info = state.extractedInfo;
  const location = state.picture.location;
  if (key === 'address' && location) return locationReadBackLine(quoted(placeWords(location.value)));
  if (key === 'serviceRequested' && info.serviceRequested)
    return serviceReadBackLine(call.country, call.scenario, info.serviceRequested.value);
  return `You said “${quoted(pictureWords(state, call, key))}” — is that right?`;
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

/**
 * A flag's instructions, unless another flag's already cover it: once CPR is under way, "roll them
 * onto their side" for someone who won't wake would contradict it.
 */
function instructionsFor(
  flag: RedFlag,
  acted: readonly RedFlag[],
  band: AgeBand,
  scene: Scene,
): readonly string[] {
  if (flag === 'unresponsive' && acted.includes('not-breathing')) return [];
  // The caller is still inside: "don't go back in for them" would not fit; they must not go looking.
  if (flag === 'trapped-in-fire' && acted.includes('caller-in-fire')) return [CALLER_INSIDE_SOMEONE_ELSE];
  return redFlagInstructions(flag, band, scene);
}

/** With an intruder inside, no line sends the child to open the front door. */
function agreeWithFlags(lines: readonly string[], flags: readonly RedFlag[]): string[] {
  if (!flags.includes('intruder-inside')) return [...lines];
  return lines.filter((line) => !/unlock the front door|keep the door unlocked/i.test(line));
}

function closingLines(state: ConversationState, call: CallSetting): readonly string[] {
  const { band, country, script, scenario } = call;
  if (sendsToEmergencyNumber(state)) return emergencyRedirectLines(country)[band];
  const lines = script.closingLines[band];
  if (state.scenarioType !== '999') return lines;
  const flags = flagsThatMatter(state.redFlags, '999');
  const closing = agreeWithFlags(closingWithRedFlags(lines, flags, band, sceneOf(scenario)), flags);
  const trapped = state.picture.trapped?.value;
  if (!flags.includes('trapped-in-fire') || !trapped?.who) return closing;
  // The crews know who is inside: the child hears their own words back, and not to go back in.
  const [first, ...rest] = closing;
  const named = trappedPersonLine(
    trapped.who,
    trapped.where,
    sceneOf(scenario),
    flags.includes('caller-in-fire'),
  );
  return first === undefined ? [named] : [first, named, ...rest];
}

function close(
  state: ConversationState,
  call: CallSetting,
  at: number,
  preface: readonly string[],
): StepResult {
  const lines = [...preface, ...closingLines(state, call)].map(aboutThePatient(state));
  return {
    state: withPhase({
      ...state,
      stage: 'closing',
      prompt: null,
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
 * Once CPR or the unconscious-patient instructions have been given, the call stays on that
 * protocol: "where does it hurt?" or "can she talk to you?" would contradict them, even if the
 * child later says the person is breathing again.
 */
function protocolHasTakenOver(state: ConversationState, kind: QuestionKind): boolean {
  if (kind !== 'description' && kind !== 'people') return false;
  return state.instructedFlags.some((flag) => flag === 'not-breathing' || flag === 'unresponsive');
}

/** After "won't wake up", breathing is the next thing a call-handler needs (ADR 035). */
function needsBreathingCheck(state: ConversationState, call: CallSetting): boolean {
  // Asked at most twice: once, and once more if the child answered something else.
  const asked = state.protocolAsked.filter((question) => question === 'breathing-check').length;
  if (call.scenario.type !== '999' || asked >= 2) return false;
  const breathing = state.picture.breathing?.value;
  return state.picture.awake?.value === 'no' && (breathing === undefined || breathing === 'unsure');
}

function askBreathingCheck(
  state: ConversationState,
  call: CallSetting,
  at: number,
  preface: readonly string[],
): StepResult {
  const question = call.script.questions.find((candidate) => candidate.kind === 'people');
  const prompt: OperatorPrompt = {
    questionId: `${question?.id ?? 'people'}/breathing-check`,
    kind: 'people',
    purpose: 'protocol',
    text: BREATHING_CHECK[call.band],
    modelAnswer: 'Yes, her chest is going up and down.',
    choices: CONFIRMATION_CHOICES,
  };
  return listenTo(
    { ...state, protocolAsked: [...state.protocolAsked, 'breathing-check'] },
    prompt,
    at,
    preface,
  );
}

/**
 * A people fact heard before its question, with lower confidence, is read back in one short line
 * instead of asked cold, unless a red flag already speaks for it (a read-back would only
 * contradict the instructions).
 */
function readsBackPeople(state: ConversationState, call: CallSetting): boolean {
  if (state.confirmedKeys.includes('peopleStatus')) return false;
  if (flagSpeaksForPeople(flagsThatMatter(state.redFlags, callTypeOf(state)))) return false;
  const people = peopleStatusOf(state.picture, peopleQuestionOf(call.scenario));
  return people !== null && people.fact.source === 'answer' && people.fact.confidence < 0.8;
}

/**
 * After a turn, in this order: an advice line that heard a red flag sends the child to the
 * emergency number; new red-flag instructions are spoken; a value waiting is read back; a protocol
 * question a red flag brings in is asked; a missing location gets a follow-up (or, after two,
 * "we'll find you"); the first key question whose fact is still missing is asked, a known one
 * skipped (or read back in one line); else the closing lines.
 */
function advance(state: ConversationState, call: CallSetting, at: number): StepResult {
  if (sendsToEmergencyNumber(state)) return close({ ...state, needsConfirmation: [] }, call, at, []);

  const { band } = call;
  const fresh = flagsThatMatter(state.redFlags, callTypeOf(state)).filter(
    (flag) => !state.instructedFlags.includes(flag),
  );
  const scene = sceneOf(call.scenario);
  const preface: string[] = agreeWithFlags(
    fresh.flatMap((flag) => [...instructionsFor(flag, [...state.instructedFlags, ...fresh], band, scene)]),
    state.redFlags,
  );
  let next: ConversationState = { ...state, instructedFlags: [...state.instructedFlags, ...fresh] };

  const waiting = next.needsConfirmation[0];
  if (waiting !== undefined) return askConfirmation(next, call, waiting, at, preface);

  if (needsBreathingCheck(next, call)) return askBreathingCheck(next, call, at, preface);

  if (next.pendingParts !== undefined) {
    const asked = askPendingPart(next, call, at, preface);
    if ('effects' in asked) return asked;
    next = asked;
  }

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
    const settled = knows(next.picture, question.kind, call) || protocolHasTakenOver(next, question.kind);
    if (!settled) return askQuestion(next, call, index, at, preface);
    next = { ...next, questionIndex: index };
    if (question.kind === 'people' && readsBackPeople(next, call))
      return askConfirmation(next, call, 'peopleStatus', at, preface);
  }
  return close(next, call, at, preface);
}

/** docs/product.md §4 "Fallback": an asked question the picture still cannot answer gets a placeholder. */
function fillFallback(state: ConversationState, call: CallSetting, kind: QuestionKind): ConversationState {
  if (knows(state.picture, kind, call)) return state;
  const key = INFO_KEY_FOR_KIND[kind];
  if (state.extractedInfo[key] !== undefined && state.extractedInfo[key]?.source !== 'placeholder')
    return state;
  return {
    ...state,
    extractedInfo: withInfo(state, placeholderFor(kind, call.scenario.service)),
    // The spec clears waiting confirmations; a place just heard is still read back (ADR 011).
    needsConfirmation: state.needsConfirmation.filter((key) => key === 'address' && hasPlace(state.picture)),
  };
}

/**
 * A key question answered with something else ("at the corner of Portage Avenue" to "which
 * service?") is asked once more after whatever that answer brought up; answered with nothing
 * usable, or a second time, it gets the spec's placeholder. The address has its own follow-ups.
 */
function reaskOrFallback(
  state: ConversationState,
  call: CallSetting,
  kind: QuestionKind,
  heard: CallPicture,
): ConversationState {
  const saidSomethingElse = Object.keys(heard).length > 0;
  if (
    kind === 'address' ||
    knows(state.picture, kind, call) ||
    !saidSomethingElse ||
    state.reasked.includes(kind)
  )
    return fillFallback(state, call, kind);
  return { ...state, reasked: [...state.reasked, kind], questionIndex: state.questionIndex - 1 };
}

function answerQuestion(
  state: ConversationState,
  call: CallSetting,
  prompt: OperatorPrompt,
  answer: HeardAnswer,
  heard: CallPicture,
  mode: AnswerMode | undefined,
): StepResult {
  const rated = rateResponse(answer.text, {
    kind: prompt.kind,
    expectedService: call.scenario.service,
    callType: callTypeOf(state),
    childAge: state.childAge,
    spelling: call.country.spelling,
    countryId: call.country.id,
    ...(mode === undefined ? {} : { answeredBy: mode }),
  });
  const withFacts = takeFacts(state, call, heard);
  // An answer to any part of a two-part question counts (ADR 057): the parts it left are asked next,
  // one a turn, instead of the whole question again. The youngest are asked the parts left in any case.
  const question = call.script.questions.find((candidate) => candidate.id === prompt.questionId);
  const unanswered = question ? partsUnanswered(question, withFacts.picture, answer.words, call) : [];
  const anyPartAnswered = question?.parts !== undefined && unanswered.length < question.parts.length;
  const pending =
    anyPartAnswered && (asksOneThingAtATime(state.childAge) || !knows(withFacts.picture, prompt.kind, call))
      ? unanswered
      : [];
  const taken =
    pending.length > 0
      ? { ...withFacts, pendingParts: pending }
      : reaskOrFallback(withFacts, call, prompt.kind, heard);
  const credited = creditThePicture(rated, { before: state, after: taken, call, asked: prompt.kind });
  const about = aboutThePatient(taken);
  const partCredited = anyPartAnswered ? creditAPart(credited, call, state.childAge) : credited;
  // "If she or he gets worse" is said of the patient the child told the nurse about (ADR 057).
  const rating = {
    ...partCredited,
    praise: about(partCredited.praise),
    feedback: about(partCredited.feedback),
    tips: partCredited.tips.map(about),
  };
  return {
    state: withPhase({
      ...taken,
      stage: 'feedback',
      prompt: null,
      responseRatings: [...state.responseRatings, rating],
      currentFeedback: rating,
    }),
    effects: [],
  };
}

/**
 * A part of a question asked on its own turn (ADR 057): a bare yes or no is read as that part's own
 * fact, and the parts this answer also covers are not asked.
 */
function answerPart(
  state: ConversationState,
  call: CallSetting,
  prompt: OperatorPrompt,
  answer: HeardAnswer,
  heard: CallPicture,
  at: number,
): StepResult {
  const index = partIndexOf(prompt.questionId);
  const question = call.script.questions[state.questionIndex];
  const part = index === null ? undefined : question?.parts?.[index];
  if (!question || !part) return answerUnrated(state, call, heard, at);
  const taken = takeFacts(state, call, readPartReply(heard, part, answer, turnOf(state)));
  const parts = question.parts ?? [];
  const left = (state.pendingParts ?? []).filter((pending) => {
    const other = parts[pending];
    return other !== undefined && !partAnswered(other, question, taken.picture, answer.words, call);
  });
  return advance({ ...taken, pendingParts: left }, call, at);
}

/** A location follow-up or a protocol question is part of a question already rated: the call moves straight on. */
function answerUnrated(
  state: ConversationState,
  call: CallSetting,
  heard: CallPicture,
  at: number,
): StepResult {
  return advance(takeFacts(state, call, heard), call, at);
}

/**
 * A read-back (docs/product.md §4 "Confirmation", ADR 035): yes, yep, uh huh, that's right keep the
 * value; no, nope, wrong refuse it; "no, it's 14 Mill Lane" corrects it; anything else is read for
 * what it says (a red flag first) and the read-back comes once more. Whatever the reply, the rest
 * of it is read too ("yes, and he's not breathing").
 */
function answerConfirmation(
  state: ConversationState,
  call: CallSetting,
  prompt: OperatorPrompt,
  answer: HeardAnswer,
  heard: CallPicture,
  at: number,
): StepResult {
  const key = INFO_KEY_FOR_KIND[prompt.kind];
  const reply = classifyReadBackReply(answer, key, heard, peopleQuestionOf(call.scenario));
  let taken = takeFacts(state, call, reply === 'deny' ? withoutReadBackValue(heard, key) : heard);
  if (reply === 'deny') taken = refuseValue(taken, call, key);
  const deferredOnce = state.deferredReadBacks.includes(key);
  // "You're near your school?" "Jefferson High, 600 Park Blvd": a place read back without a street
  // and corrected into an address is read back once more, as call-handlers repeat the address they
  // will send (ADR 011: every place is read back).
  const sharpened =
    key === 'address' &&
    reply === 'correct' &&
    !state.picture.location?.value.street &&
    Boolean(heard.location?.value.street);
  if ((reply === 'other' || sharpened) && !deferredOnce) {
    // Neither yes nor no: the value stands, and the operator comes back to it once.
    taken = {
      ...taken,
      needsConfirmation: [...taken.needsConfirmation.filter((waiting) => waiting !== key), key],
      deferredReadBacks: [...taken.deferredReadBacks, key],
    };
    return advance(taken, call, at);
  }
  taken = {
    ...taken,
    needsConfirmation: taken.needsConfirmation.filter((waiting) => waiting !== key),
    confirmedKeys: taken.confirmedKeys.includes(key) ? taken.confirmedKeys : [...taken.confirmedKeys, key],
  };
  return advance(taken, call, at);
}

/** A plain "no" carries no new value of the fact being read back. */
function withoutReadBackValue(heard: CallPicture, key: InfoKey): CallPicture {
  if (key === 'address')
    return heard.location?.source === 'answer' ? heard : { ...heard, location: undefined };
  return heard;
}

/**
 * "No" to a read-back with no correction: a place refused is no place (the follow-ups ask again);
 * a service refused is asked for no more; a people fact refused becomes "not sure".
 */
function refuseValue(state: ConversationState, call: CallSetting, key: InfoKey): ConversationState {
  const picture = { ...state.picture };
  switch (key) {
    case 'address':
      if (picture.location && picture.location.turn < turnOf(state))
        picture.location = { ...picture.location, source: 'unknown' };
      break;
    case 'serviceRequested':
      if (picture.services && picture.services.confidence < 0.8)
        picture.services = { ...picture.services, source: 'refused' };
      break;
    case 'peopleStatus': {
      // Read back instead of asked: refused, the question is asked after all.
      for (const key of PEOPLE_FACTS[peopleQuestionOf(call.scenario)]) {
        const found = picture[key];
        if (found !== undefined && found.turn < turnOf(state))
          (picture as Record<string, unknown>)[key] = { ...found, source: 'refused' };
      }
      const index = call.script.questions.findIndex((question) => question.kind === 'people');
      return { ...state, picture, questionIndex: Math.min(state.questionIndex, index - 1) };
    }
    default:
      break;
  }
  const extractedInfo = { ...state.extractedInfo };
  if (key === 'address' && !hasPlace(picture) && extractedInfo.address)
    extractedInfo.address = { ...extractedInfo.address, source: 'unknown' };
  if (key === 'serviceRequested' && picture.services === undefined) delete extractedInfo.serviceRequested;
  return { ...state, picture, extractedInfo };
}

/** The facts that answer each kind of people question (see take-answer.ts peopleStatusOf). */
const PEOPLE_FACTS: Readonly<
  Record<
    PeopleQuestion,
    readonly ('trapped' | 'awake' | 'hurt' | 'childSafe' | 'intruder' | 'grownUp' | 'breathing')[]
  >
> = {
  inside: ['trapped'],
  patient: ['awake', 'breathing'],
  hurt: ['hurt'],
  safety: ['childSafe', 'hurt', 'intruder'],
  'grown-up': ['grownUp'],
  'awake-grown-up': ['awake', 'grownUp'],
};

/** An event's mode, if it is one the rating knows; anything else reads as not given. */
function answerModeOf(mode: unknown): AnswerMode | undefined {
  return ANSWER_MODES.find((known) => known === mode);
}

function turnOf(state: ConversationState): number {
  return state.conversationHistory.filter((entry) => entry.speaker === 'user').length;
}

function answer(
  state: ConversationState,
  call: CallSetting,
  rawText: unknown,
  at: number,
  rawMode?: unknown,
): StepResult {
  const prompt = state.prompt;
  if (state.stage !== 'listening' || prompt === null) return { state, effects: [] };
  const text = cleanAnswer(typeof rawText === 'string' ? rawText : '');
  const heard = hearAnswer(text);
  const withAnswer: ConversationState = {
    ...state,
    conversationHistory: [...state.conversationHistory, { speaker: 'user', message: text, timestamp: at }],
  };
  const facts = hearAnswerFacts(withAnswer, call, prompt, heard);
  switch (prompt.purpose) {
    case 'question':
      return answerQuestion(withAnswer, call, prompt, heard, facts, answerModeOf(rawMode));
    case 'follow-up':
      if (partIndexOf(prompt.questionId) !== null)
        return answerPart(withAnswer, call, prompt, heard, facts, at);
      return answerUnrated(withAnswer, call, facts, at);
    case 'protocol':
      return answerUnrated(withAnswer, call, facts, at);
    case 'confirmation':
      return answerConfirmation(withAnswer, call, prompt, heard, facts, at);
  }
}

function finish(state: ConversationState, at: number): StepResult {
  const startedAt = state.startedAt ?? at;
  const redirected = sendsToEmergencyNumber(state);
  const results = computeResults(
    state.responseRatings,
    state.extractedInfo,
    { startedAt, finishedAt: at },
    {
      addressMissing: !redirected && !hasLocation(state),
      recognisedEmergency: redirected,
      redFlags: flagsThatMatter(state.redFlags, state.scenarioType),
      callType: state.scenarioType,
      ...(state.ownAddress ? { ownAddress: state.ownAddress } : {}),
    },
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
  // "Hiding and can't talk" follows its own sequence (ADR 044).
  if (isSilentCall(state)) return stepSilentCall(state, event);
  if (event.type === 'keys') return { state, effects: [] };
  if (event.type === 'silence') return step(state, { type: 'answer', text: '', at: event.at });
  // The child's own address (ADR 043): the same answer, then what the server's check says of it.
  if (event.type === 'answer' && event.addressCheck !== undefined) {
    const { addressCheck, ...plain } = event;
    return withAddressCheck(state, event.text, addressCheck, step(state, plain));
  }
  switch (event.type) {
    case 'start':
      return state.stage === 'ready' ? start(state, callSettingOf(state), event.at) : { state, effects: [] };
    case 'answer':
      return answer(state, callSettingOf(state), event.text, event.at, event.mode);
    case 'continue':
      if (state.stage === 'feedback')
        return advance({ ...state, currentFeedback: null }, callSettingOf(state), event.at);
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
