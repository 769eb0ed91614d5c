// The conversation state of docs/product.md §3, kept JSON-serialisable so the web app can store it
// (sessionStorage) and pick a call up again after a reload.
import { ageBand, type AgeBand } from '../age';
import {
  getCountry,
  parseAdviceLineNumber,
  withFamilyAdviceLine,
  type Country,
  type CountryId,
} from '../countries';
import type { QuestionKind, ResponseRating } from '../rating';
import { getScenario, type Scenario, type ScenarioType } from '../scenarios';
import type { ExtractedInfo, InfoKey } from './extract';
import type { CallPicture } from './picture';
import type { RedFlag } from './red-flags';
import type { CallResults, OwnAddressSaid } from './results';
import { buildScript, hasScript, type AnswerChoice, type ConversationScript } from './scripts';
import type { SilentAnswer, SilentCallProgress } from './silent-call-script';

export type ConversationPhase = 'greeting' | 'service-selection' | 'gathering-info' | 'complete';

/**
 * ready: not started; listening: waiting for the child's answer to `prompt`; feedback: showing the
 * last answer's rating until Continue; closing: the operator's closing lines were spoken, Continue
 * shows the results; finished: results computed.
 */
export type CallStage = 'ready' | 'listening' | 'feedback' | 'closing' | 'finished';

/**
 * A script question, a read-back of a value, a location follow-up (ADR 011), or a protocol
 * question a red flag brings in, such as the breathing check after "won't wake up" (ADR 035).
 */
export type PromptPurpose = 'question' | 'confirmation' | 'follow-up' | 'protocol';

export interface OperatorPrompt {
  /**
   * The script question's id; a read-back of that question's answer adds `/confirm`, a location
   * follow-up `/follow-up-1` or `/follow-up-2`, the breathing check `/breathing-check`.
   */
  questionId: string;
  kind: QuestionKind;
  purpose: PromptPurpose;
  text: string;
  modelAnswer: string;
  choices: readonly AnswerChoice[];
  /** On a silent call (ADR 044): whether the safe answer is silence, key presses or a whisper. */
  expects?: SilentAnswer;
}

export interface HistoryEntry {
  speaker: 'operator' | 'user';
  message: string;
  /** Milliseconds since the epoch, from the event that produced the line. */
  timestamp: number;
  /** On the operator's line the child answers: what kind of prompt it was (only questions are rated). */
  purpose?: PromptPurpose;
}

/** Stored calls from before the picture of the call (version 2) fail to parse and start afresh. */
export const CONVERSATION_STATE_VERSION = 3;

export interface ConversationState {
  version: 3;
  scenarioId: string;
  scenarioType: ScenarioType;
  countryId: CountryId;
  childAge: number;
  /** The family's own doctor or nurse line, used instead of the national advice line (ADR 011). */
  adviceLineNumber: string | null;
  stage: CallStage;
  phase: ConversationPhase;
  /** Everything the child has said that the call cares about (ADR 035): the source of truth. */
  picture: CallPicture;
  /** The spec's four items, as the picture answers them (docs/product.md §3 "Extracted info keys"). */
  extractedInfo: ExtractedInfo;
  /** Values waiting to be read back to the child, first one next. */
  needsConfirmation: InfoKey[];
  /** Values already read back once: never read back again, so every call ends. */
  confirmedKeys: InfoKey[];
  /** Read-backs answered with something else: asked once more, then taken as heard. */
  deferredReadBacks: InfoKey[];
  /** Protocol questions already asked (each at most once). */
  protocolAsked: string[];
  /**
   * Key questions answered with something else ("at the corner of Portage Avenue" to "which
   * service?"): asked once more, never a third time.
   */
  reasked: QuestionKind[];
  /** Location follow-ups asked so far (at most two, so every call ends). */
  locationFollowUps: number;
  /** Whether the operator went on without a location after the follow-ups ("we'll find you"). */
  locationGivenUp: boolean;
  /** Red flags heard so far (ADR 011). */
  redFlags: RedFlag[];
  /** Red flags whose instructions the operator has already given. */
  instructedFlags: RedFlag[];
  conversationHistory: HistoryEntry[];
  responseRatings: ResponseRating[];
  currentFeedback: ResponseRating | null;
  /** Index into the script's questions of the question asked last; -1 before the call starts. */
  questionIndex: number;
  /** What the operator is waiting for; null unless the stage is listening. */
  prompt: OperatorPrompt | null;
  startedAt: number | null;
  finishedAt: number | null;
  results: CallResults | null;
  /**
   * For a child with a stored address whose answers were checked against it (ADR 043): the best of
   * those checks so far. Absent when no answer was checked (no address, or the checks failed).
   */
  ownAddress?: OwnAddressSaid;
  /** Only on a silent call (ADR 044): where its sequence is. */
  silent?: SilentCallProgress;
  /**
   * The parts of the question just asked still to ask, each on its own turn (ADR 057), by index into
   * its `parts`. Absent when none are waiting (and on calls stored before it existed).
   */
  pendingParts?: number[];
}

export interface ConversationSetup {
  scenario: Scenario;
  country: Country;
  childAge: number;
  /** The family's own doctor or nurse-line number from the child's profile, if the parent stored one. */
  adviceLineNumber?: string | null;
}

export function createConversation({
  scenario,
  country,
  childAge,
  adviceLineNumber,
}: ConversationSetup): ConversationState {
  if (!hasScript(scenario.id)) throw new Error(`No conversation script for scenario ${scenario.id}`);
  return {
    version: 3,
    scenarioId: scenario.id,
    scenarioType: scenario.type,
    countryId: country.id,
    childAge,
    adviceLineNumber: parseAdviceLineNumber(adviceLineNumber) ?? null,
    stage: 'ready',
    phase: 'greeting',
    picture: {},
    extractedInfo: {},
    needsConfirmation: [],
    confirmedKeys: [],
    deferredReadBacks: [],
    protocolAsked: [],
    reasked: [],
    locationFollowUps: 0,
    locationGivenUp: false,
    redFlags: [],
    instructedFlags: [],
    conversationHistory: [],
    responseRatings: [],
    currentFeedback: null,
    questionIndex: -1,
    prompt: null,
    startedAt: null,
    finishedAt: null,
    results: null,
  };
}

/**
 * docs/product.md §4 phases, derived from what is known so that any question order works: greeting until a
 * service or address is known; service-selection once a service is known; gathering-info once an
 * address is known (a call that asks where first, as in the US and Canada, goes straight from
 * greeting to gathering-info); complete once all four items are known and none awaits confirmation.
 */
export function phaseOf(
  info: ExtractedInfo,
  needsConfirmation: readonly InfoKey[],
  closed = false,
): ConversationPhase {
  // A call the operator has closed is complete, also when an advice line sent the child to the
  // emergency number before every question was asked.
  if (closed) return 'complete';
  const allKnown = info.serviceRequested && info.address && info.description && info.peopleStatus;
  if (allKnown && needsConfirmation.length === 0) return 'complete';
  if (info.address) return 'gathering-info';
  if (info.serviceRequested) return 'service-selection';
  return 'greeting';
}

export function scenarioOf(state: Pick<ConversationState, 'scenarioType' | 'scenarioId'>): Scenario {
  const scenario = getScenario(state.scenarioType, state.scenarioId);
  if (!scenario) throw new Error(`Unknown scenario ${state.scenarioType}/${state.scenarioId}`);
  return scenario;
}

/** The country as this call sees it: with the family's own advice line when one is stored. */
export function countryOf(state: Pick<ConversationState, 'countryId' | 'adviceLineNumber'>): Country {
  return withFamilyAdviceLine(getCountry(state.countryId), state.adviceLineNumber);
}

export function scriptOf(
  state: Pick<ConversationState, 'scenarioType' | 'scenarioId' | 'countryId' | 'adviceLineNumber'>,
): ConversationScript {
  return buildScript(scenarioOf(state), countryOf(state));
}

export function bandOf(state: Pick<ConversationState, 'childAge'>): AgeBand {
  return ageBand(state.childAge);
}

/**
 * What a step needs to know about the call beyond its state: the scenario, the country as the call
 * sees it, the script built from both and the child's wording band. None of them changes during a
 * call, so a step resolves them once and hands them to every helper.
 */
export interface CallSetting {
  scenario: Scenario;
  country: Country;
  script: ConversationScript;
  band: AgeBand;
}

export function callSettingOf(state: ConversationState): CallSetting {
  const scenario = scenarioOf(state);
  const country = countryOf(state);
  return { scenario, country, script: buildScript(scenario, country), band: bandOf(state) };
}
