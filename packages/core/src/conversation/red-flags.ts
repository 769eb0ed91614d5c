// Red flags: what a child says that makes a real call-handler change course (ADR 011).
// They are read from the picture of the call (ADR 035): conscious and breathing are separate facts,
// and negation is read: "he's breathing" is not a red flag, "he's not breathing" is.
import type { Scenario } from '../scenarios';
import { hearFacts, type PeopleQuestion } from './hear-facts';
import { reliedOn, type CallPicture } from './picture';

export const RED_FLAGS = [
  'not-breathing',
  'trouble-breathing',
  'unresponsive',
  'trapped-in-fire',
  'intruder-inside',
  'non-fading-rash',
  'bone-through-skin',
  'severe-bleeding',
  'caller-in-fire',
] as const;

export type RedFlag = (typeof RED_FLAGS)[number];

/** What the scenario's people question asks (see hear-facts.ts): it decides what a bare yes means. */
export function peopleQuestionOf(scenario: Scenario): PeopleQuestion {
  switch (scenario.id) {
    case 'house-fire':
      return 'inside';
    case 'robbery':
      return 'safety';
    case 'fever-child':
    case 'broken-arm':
      return 'grown-up';
    case 'medicine-question':
      return 'awake-grown-up';
    case 'car-accident':
      // "Is anyone hurt? Are they awake and breathing?": a bare "no" says nobody is hurt.
      return 'hurt';
    default:
      return 'patient';
  }
}

/** Where the scenario happens: a road crash needs other instructions than a home (no "unlock the front door"). */
export type Scene = 'home' | 'road';

export function sceneOf(scenario: Scenario): Scene {
  return scenario.id === 'car-accident' ? 'road' : 'home';
}

/**
 * The red flags the picture of the call holds (ADR 035): they come from facts, so negation,
 * corrections and lookalikes are read once, in hear-facts.ts, and never disagree with the picture.
 */
export function flagsFromPicture(whole: CallPicture, scenario: Scenario): RedFlag[] {
  const picture = reliedOn(whole);
  const flags: RedFlag[] = [];
  const breathing = picture.breathing?.value;
  if (breathing === 'not') flags.push('not-breathing');
  else if (breathing === 'trouble') flags.push('trouble-breathing');
  if (picture.awake?.value === 'no') flags.push('unresponsive');
  const fire = scenario.service === 'fire' || (picture.hazards?.value.includes('car-fire') ?? false);
  const trapped = picture.trapped?.value;
  // The caller still inside a burning building needs other instructions than "don't go back in".
  if (fire && trapped?.status === 'yes' && trapped.who === 'you') flags.push('caller-in-fire');
  else if (fire && trapped?.status === 'yes') flags.push('trapped-in-fire');
  if (picture.bleeding?.value === 'heavy') flags.push('severe-bleeding');
  if (scenario.service === 'police' && picture.intruder?.value === 'inside') flags.push('intruder-inside');
  if (picture.rash?.value === 'stays') flags.push('non-fading-rash');
  if (picture.boneThroughSkin) flags.push('bone-through-skin');
  return flags;
}

/**
 * The red flags one answer raises in this scenario, read on its own. `peopleYes` marks a yes to
 * "is anyone still inside?" in a fire call, which is the same as naming someone inside.
 */
export function detectRedFlags(answer: string, scenario: Scenario, peopleYes = false): RedFlag[] {
  const heard = hearFacts(answer, {
    people: peopleQuestionOf(scenario),
    asked: peopleYes ? 'people' : null,
    countryId: 'uk',
    callType: scenario.type,
    expectedService: scenario.service,
    turn: 1,
  });
  if (peopleYes && scenario.service === 'fire')
    heard.trapped ??= { value: { status: 'yes' }, words: answer, confidence: 0.8, turn: 1, source: 'answer' };
  return flagsFromPicture(heard, scenario);
}

/** Flags that turn a non-emergency advice call into "hang up and call the emergency number". */
export const ADVICE_CALL_RED_FLAGS: readonly RedFlag[] = [
  'not-breathing',
  'trouble-breathing',
  'unresponsive',
  'non-fading-rash',
  'bone-through-skin',
  'severe-bleeding',
];

/** Flags with their own instructions in an emergency call, in the order the operator deals with them. */
export const EMERGENCY_CALL_RED_FLAGS: readonly RedFlag[] = [
  'caller-in-fire',
  'not-breathing',
  'unresponsive',
  'severe-bleeding',
  'trapped-in-fire',
  'intruder-inside',
];

/** The flags that matter in this call type, in the order the operator deals with them. */
export function flagsThatMatter(flags: readonly RedFlag[], type: '999' | '111'): RedFlag[] {
  const relevant = type === '999' ? EMERGENCY_CALL_RED_FLAGS : ADVICE_CALL_RED_FLAGS;
  return relevant.filter((flag) => flags.includes(flag));
}
