// "Hiding and can't talk" (ADR 044): the call for a child who must not speak, as a pure step like
// the rest of the engine. Each moment of the country's sequence (silent-call-script.ts) is answered
// by staying silent, by key presses, or at the end by a whispered or typed address; a spoken answer
// where silence was safe is gently corrected. Every moment is asked at most twice, so every call ends.
import type { AgeBand } from '../age';
import type { Country } from '../countries';
import {
  ANSWER_MODES,
  rateResponse,
  starLine,
  type AnswerMode,
  type AnswerStars,
  type PracticeSkill,
  type ResponseRating,
} from '../rating';
import { placeGiven } from '../understanding/place-given';
import type { Scenario } from '../scenarios';
import { spellAs } from '../wording/spelling';
import { cleanAnswer } from './extract';
import { computeResults } from './results';
import { locationGivenUpLine } from './scripts';
import {
  SILENT_CORRECTION,
  silentCallScript,
  type SilentBeat,
  type SilentBeatScript,
  type SilentCallProgress,
  type SilentCallScript,
} from './silent-call-script';
import {
  bandOf,
  countryOf,
  createConversation,
  scenarioOf,
  type ConversationState,
  type HistoryEntry,
  type OperatorPrompt,
} from './state';

// Kept beside the script, which the call state can import without importing this module back.
export type { SilentCallProgress } from './silent-call-script';

/** What the child did at a moment. */
export type SilentInput =
  { type: 'silence' } | { type: 'keys'; keys: string } | { type: 'answer'; text: string; mode?: AnswerMode };

/** The keys a phone has; anything else sent as a key press is ignored. */
const PHONE_KEYS = /^[0-9*#]+$/;

interface SilentResult {
  state: ConversationState;
  effects: SilentEffect[];
}

/** The engine's effects, restated here to avoid a cycle with engine.ts (the shapes are the same). */
export type SilentEffect =
  { type: 'speak'; text: string } | { type: 'finished'; results: NonNullable<ConversationState['results']> };

interface SilentSetting {
  scenario: Scenario;
  country: Country;
  band: AgeBand;
  script: SilentCallScript;
}

export function isSilentCall(state: Pick<ConversationState, 'scenarioType' | 'scenarioId'>): boolean {
  return scenarioOf(state).silent === true;
}

function settingOf(state: ConversationState): SilentSetting {
  const scenario = scenarioOf(state);
  const country = countryOf(state);
  return { scenario, country, band: bandOf(state), script: silentCallScript(scenario, country) };
}

function say(message: string, at: number): HistoryEntry {
  return { speaker: 'operator', message, timestamp: at };
}

function beatScript(setting: SilentSetting, beat: SilentBeat): SilentBeatScript {
  const found = setting.script.beats.find((entry) => entry.beat === beat);
  if (!found) throw new Error(`The ${setting.country.id} silent call has no ${beat}`);
  return found;
}

function nextBeat(setting: SilentSetting, beat: SilentBeat): SilentBeat | 'closing' {
  const index = setting.script.beats.findIndex((entry) => entry.beat === beat);
  return setting.script.beats[index + 1]?.beat ?? 'closing';
}

function progressOf(state: ConversationState): SilentCallProgress {
  return (
    state.silent ?? { beat: 'service', asked: 0, keys: '', pressed55: false, next: null, correct: false }
  );
}

function ask(
  state: ConversationState,
  setting: SilentSetting,
  beat: SilentBeat,
  at: number,
  preface: readonly string[],
): SilentResult {
  const script = beatScript(setting, beat);
  const progress = progressOf(state);
  const asked = progress.beat === beat ? progress.asked + 1 : 1;
  const prompt: OperatorPrompt = {
    questionId: `${setting.scenario.id}/${beat}`,
    kind: script.kind,
    purpose: 'question',
    text: script.text[setting.band],
    modelAnswer: script.hint,
    choices: script.choices,
    expects: script.expects,
  };
  const asking: HistoryEntry = { ...say(prompt.text, at), purpose: 'question' };
  return {
    state: {
      ...state,
      stage: 'listening',
      phase: 'gathering-info',
      prompt,
      currentFeedback: null,
      questionIndex: setting.script.beats.indexOf(script),
      silent: { ...progress, beat, asked, keys: '', next: null, correct: false },
      conversationHistory: [...state.conversationHistory, ...preface.map((line) => say(line, at)), asking],
    },
    effects: [...preface, prompt.text].map((text) => ({ type: 'speak', text })),
  };
}

function close(
  state: ConversationState,
  setting: SilentSetting,
  lines: readonly string[],
  at: number,
): SilentResult {
  return {
    state: {
      ...state,
      stage: 'closing',
      phase: 'complete',
      prompt: null,
      currentFeedback: null,
      conversationHistory: [...state.conversationHistory, ...lines.map((line) => say(line, at))],
    },
    effects: lines.map((text) => ({ type: 'speak', text })),
  };
}

/** What the child did, as the transcript shows it. */
function childLine(input: SilentInput): string {
  if (input.type === 'silence') return '(Stayed silent)';
  if (input.type === 'keys') return `(Pressed ${input.keys.split('').join(' ')})`;
  return input.text;
}

interface Verdict {
  stars: AnswerStars;
  praise: string;
  tip: string;
  skill: PracticeSkill;
}

function ratingOf(
  verdict: Verdict,
  state: ConversationState,
  setting: SilentSetting,
  input: SilentInput,
): ResponseRating {
  const spell = (text: string) => spellAs(text, setting.country.spelling);
  const question = {
    callType: '999' as const,
    childAge: state.childAge,
    spelling: setting.country.spelling,
    countryId: setting.country.id,
  };
  // Only a spoken answer is rated for clarity and calm (ADR 036): silence and key presses are not.
  const spoken = input.type === 'answer' && input.mode === 'voice';
  const answeredBy: AnswerMode | undefined =
    input.type === 'keys' ? 'tapped' : input.type === 'answer' ? input.mode : undefined;
  return {
    stars: verdict.stars,
    praise: spell(verdict.praise),
    feedback: starLine(verdict.stars, question),
    tips: [spell(verdict.tip)],
    skill: verdict.skill,
    categories: { clarity: spoken ? 2 : null, completeness: verdict.stars, calmness: spoken ? 2 : null },
    ...(answeredBy === undefined ? {} : { answeredBy }),
  };
}

const SPOKE: Verdict = {
  stars: 1,
  praise: 'You kept the call going.',
  tip: `${SILENT_CORRECTION} Stay silent and answer with the keypad.`,
  skill: 'stay-calm',
};

/** The verdict on a moment answered by silence or key presses (the 55 is handled apart). */
function verdictFor(beat: SilentBeat, input: 'silence' | 'keys'): Verdict {
  const pressed = input === 'keys';
  switch (beat) {
    case 'service':
      return {
        stars: 3,
        praise: pressed
          ? 'You tapped instead of talking. The operator knows someone is there.'
          : "You stayed silent. When it isn't safe to talk, that is the right thing to do.",
        tip: 'Listen to what the operator says next.',
        skill: 'stay-calm',
      };
    case 'cough-or-tap':
      return pressed
        ? {
            stars: 3,
            praise: 'You tapped, so the operator knows someone is there.',
            tip: 'Keep listening and stay on the line.',
            skill: 'stay-calm',
          }
        : {
            stars: 2,
            praise: 'You stayed silent and stayed on the line.',
            tip: 'If you can, tap the phone or cough so the operator knows someone is there.',
            skill: 'stay-calm',
          };
    case 'need-police':
      return pressed
        ? {
            stars: 3,
            praise: 'You pressed a key to ask for the police, without a sound.',
            tip: "Stay on the line and don't hang up.",
            skill: 'name-service',
          }
        : {
            stars: 2,
            praise: 'You stayed on the line.',
            tip: 'When the operator asks, press a key to say yes.',
            skill: 'name-service',
          };
    case 'still-inside':
    case 'intruder-downstairs':
      return pressed
        ? {
            stars: 3,
            praise: 'You answered yes with the keypad, without making a sound.',
            tip: 'Keep listening for the next question.',
            skill: 'answer-about-people',
          }
        : {
            stars: 2,
            praise: 'You stayed quiet.',
            tip:
              beat === 'still-inside'
                ? 'You are still in the house, so press a key to say yes.'
                : 'The person is still downstairs, so press a key to say yes.',
            skill: 'answer-about-people',
          };
    case 'address':
      return {
        stars: 2,
        praise: 'You stayed hidden and quiet.',
        tip: "When it's safe, whisper or type your address so the police know where to go.",
        skill: 'give-address',
      };
    case 'press-55':
      return {
        stars: 1,
        praise: 'You stayed on the line.',
        tip: 'When the recorded message asks, press 5 and then 5.',
        skill: 'name-service',
      };
  }
}

function rate(
  state: ConversationState,
  setting: SilentSetting,
  rating: ResponseRating,
  next: SilentCallProgress['next'],
  correct: boolean,
  extra: Partial<ConversationState> = {},
): SilentResult {
  const progress = progressOf(state);
  return {
    state: {
      ...state,
      ...extra,
      stage: 'feedback',
      prompt: null,
      responseRatings: [...state.responseRatings, rating],
      currentFeedback: rating,
      silent: { ...progress, ...(extra.silent ?? {}), keys: '', next, correct },
    },
    effects: [],
  };
}

/** The child's turn in the transcript; keys pressed one after another ("5", then "5") share one line. */
function withChild(state: ConversationState, input: SilentInput, at: number): ConversationState {
  const pending = progressOf(state).keys;
  const history = state.conversationHistory;
  if (input.type === 'keys' && pending !== '' && history.at(-1)?.speaker === 'user') {
    const merged: SilentInput = { type: 'keys', keys: `${pending}${input.keys}` };
    return {
      ...state,
      conversationHistory: [
        ...history.slice(0, -1),
        { speaker: 'user', message: childLine(merged), timestamp: at },
      ],
    };
  }
  return {
    ...state,
    conversationHistory: [...history, { speaker: 'user', message: childLine(input), timestamp: at }],
  };
}

/** The recorded message, answered: 55 puts the child through; anything else hears it once more, then the call ends. */
function answerPress55(
  state: ConversationState,
  setting: SilentSetting,
  input: SilentInput,
  at: number,
): SilentResult {
  const progress = progressOf(state);
  if (input.type === 'keys') {
    const keys = `${progress.keys}${input.keys}`;
    if (keys.includes('55')) {
      const rating = ratingOf(
        {
          stars: 3,
          praise: 'You pressed 5 5 when the message asked. That puts you through to the police.',
          tip: 'Now answer the police with the keypad, as they tell you.',
          skill: 'name-service',
        },
        state,
        setting,
        input,
      );
      return rate(withChild(state, input, at), setting, rating, nextBeat(setting, 'press-55'), false, {
        silent: { ...progress, pressed55: true },
        extractedInfo: {
          ...state.extractedInfo,
          serviceRequested: { value: 'police', confidence: 1, source: 'answer' },
        },
      });
    }
    // A first 5 waits for the second, as the real message does.
    if (keys === '5')
      return { state: { ...withChild(state, input, at), silent: { ...progress, keys } }, effects: [] };
  }
  // Anything else is rated, and the message plays once more; after the second, the call ends.
  const spoke = input.type === 'answer';
  const rating = ratingOf(spoke ? SPOKE : verdictFor('press-55', 'silence'), state, setting, input);
  return rate(withChild(state, input, at), setting, rating, progress.asked < 2 ? 'press-55' : 'ended', spoke);
}

function answerAddress(
  state: ConversationState,
  setting: SilentSetting,
  input: SilentInput,
  at: number,
): SilentResult {
  const heard = withChild(state, input, at);
  if (input.type !== 'answer')
    return rate(
      { ...heard, locationGivenUp: true },
      setting,
      ratingOf(verdictFor('address', 'silence'), state, setting, input),
      'closing',
      false,
      { extractedInfo: { ...state.extractedInfo, address: { value: '', confidence: 0, source: 'unknown' } } },
    );
  const rated = rateResponse(input.text, {
    kind: 'address',
    callType: '999',
    childAge: state.childAge,
    spelling: setting.country.spelling,
    countryId: setting.country.id,
    ...(input.mode === undefined ? {} : { answeredBy: input.mode }),
  });
  const place = placeGiven(input.text, setting.country.id).findable;
  return rate(
    { ...heard, locationGivenUp: !place },
    setting,
    {
      ...rated,
      praise: spellAs(
        place ? 'You gave your address quietly, so the police know where to go.' : rated.praise,
        setting.country.spelling,
      ),
    },
    'closing',
    false,
    {
      extractedInfo: {
        ...state.extractedInfo,
        address: {
          value: input.text,
          confidence: place ? 0.9 : 0.2,
          source: place ? 'answer' : 'unknown',
        },
      },
    },
  );
}

/** The four-item summary fills from the key presses as the operator hears them. */
function factsFrom(state: ConversationState, beat: SilentBeat, pressed: boolean): Partial<ConversationState> {
  const info = state.extractedInfo;
  if (beat === 'need-police' && pressed)
    return {
      extractedInfo: { ...info, serviceRequested: { value: 'police', confidence: 1, source: 'answer' } },
    };
  if (beat === 'still-inside')
    return {
      extractedInfo: {
        ...info,
        peopleStatus: {
          value: pressed ? 'yes' : 'unsure',
          confidence: pressed ? 1 : 0.3,
          source: pressed ? 'answer' : 'unknown',
          text: pressed ? 'Still in the house (pressed a key)' : 'No key pressed',
        },
      },
    };
  if (beat === 'intruder-downstairs')
    return {
      extractedInfo: {
        ...info,
        description: {
          value: pressed ? 'The person who broke in is still downstairs (pressed a key)' : 'No key pressed',
          confidence: pressed ? 1 : 0.3,
          source: pressed ? 'answer' : 'unknown',
        },
      },
    };
  return {};
}

function answer(state: ConversationState, input: SilentInput, at: number): SilentResult {
  const prompt = state.prompt;
  if (state.stage !== 'listening' || prompt === null) return { state, effects: [] };
  const setting = settingOf(state);
  const { beat } = progressOf(state);
  if (beat === 'press-55') return answerPress55(state, setting, input, at);
  if (beat === 'address') return answerAddress(state, setting, input, at);
  const heard = withChild(state, input, at);
  const next = nextBeat(setting, beat);
  if (input.type === 'answer')
    return rate(heard, setting, ratingOf(SPOKE, state, setting, input), next, true);
  const pressed = input.type === 'keys';
  return rate(
    heard,
    setting,
    ratingOf(verdictFor(beat, pressed ? 'keys' : 'silence'), state, setting, input),
    next,
    false,
    factsFrom(state, beat, pressed),
  );
}

function advance(state: ConversationState, at: number): SilentResult {
  const setting = settingOf(state);
  const progress = progressOf(state);
  const preface = progress.correct ? [SILENT_CORRECTION] : [];
  const cleared: ConversationState = { ...state, currentFeedback: null };
  if (progress.next === 'ended')
    return close(cleared, setting, [...preface, ...setting.script.ended[setting.band]], at);
  if (progress.next === 'closing' || progress.next === null) {
    const located = state.extractedInfo.address?.source === 'answer';
    const givenUp = located ? [] : [locationGivenUpLine('999', setting.band)];
    return close(
      { ...cleared, locationGivenUp: !located },
      setting,
      [...preface, ...givenUp, ...setting.script.closing[setting.band]],
      at,
    );
  }
  return ask(cleared, setting, progress.next, at, preface);
}

function finish(state: ConversationState, at: number): SilentResult {
  const results = computeResults(
    state.responseRatings,
    state.extractedInfo,
    { startedAt: state.startedAt ?? at, finishedAt: at },
    {
      addressMissing: state.extractedInfo.address?.source !== 'answer',
      recognisedEmergency: false,
      redFlags: [],
    },
  );
  return {
    state: { ...state, stage: 'finished', finishedAt: at, results },
    effects: [{ type: 'finished', results }],
  };
}

function start(state: ConversationState, at: number): SilentResult {
  return ask({ ...state, startedAt: at }, settingOf(state), 'service', at, []);
}

/** The events a silent call takes: the engine's own, plus silence and key presses. */
export type SilentEvent =
  | { type: 'start'; at: number }
  | { type: 'continue'; at: number }
  | { type: 'restart'; at: number }
  | { type: 'silence'; at: number }
  | { type: 'keys'; keys: string; at: number }
  | { type: 'answer'; text: string; at: number; mode?: unknown };

/** One step of a silent call; events that do not fit the moment change nothing. */
export function stepSilentCall(state: ConversationState, event: SilentEvent): SilentResult {
  switch (event.type) {
    case 'start':
      return state.stage === 'ready' ? start(state, event.at) : { state, effects: [] };
    case 'restart': {
      const fresh = createConversation({
        scenario: scenarioOf(state),
        country: countryOf(state),
        childAge: state.childAge,
        adviceLineNumber: state.adviceLineNumber,
      });
      return start(fresh, event.at);
    }
    case 'continue':
      if (state.stage === 'feedback') return advance(state, event.at);
      if (state.stage === 'closing') return finish(state, event.at);
      return { state, effects: [] };
    case 'silence':
      return answer(state, { type: 'silence' }, event.at);
    case 'keys': {
      const keys = typeof event.keys === 'string' ? event.keys.slice(0, 12) : '';
      if (!PHONE_KEYS.test(keys)) return { state, effects: [] };
      return answer(state, { type: 'keys', keys }, event.at);
    }
    case 'answer': {
      const text = cleanAnswer(typeof event.text === 'string' ? event.text : '');
      // An empty answer is staying silent.
      const mode = ANSWER_MODES.find((known) => known === event.mode);
      return answer(
        state,
        text === '' ? { type: 'silence' } : { type: 'answer', text, ...(mode ? { mode } : {}) },
        event.at,
      );
    }
    default:
      return { state, effects: [] };
  }
}

/** The lines the operator will most likely say next, for fetching their audio early. */
export function upcomingSilentLines(state: ConversationState): string[] {
  if (state.stage !== 'listening' || state.prompt === null) return [];
  const setting = settingOf(state);
  const next = nextBeat(setting, progressOf(state).beat);
  if (next === 'closing') return [...setting.script.closing[setting.band]];
  return [beatScript(setting, next).text[setting.band]];
}
