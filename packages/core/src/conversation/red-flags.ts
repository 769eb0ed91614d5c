// Red flags: what a child says that makes a real call-handler change course (ADR 011).
// Conscious and breathing are separate facts, and negation is read: "he's breathing" is not a red
// flag, "he's not breathing" is.
import { analyseText, hasAny, type AnalysedText } from '../rating/text';
import type { Scenario } from '../scenarios';

export const RED_FLAGS = [
  'not-breathing',
  'trouble-breathing',
  'unresponsive',
  'trapped-in-fire',
  'intruder-inside',
  'non-fading-rash',
  'bone-through-skin',
] as const;

export type RedFlag = (typeof RED_FLAGS)[number];

const NOT_BREATHING = [
  'not breathing',
  'isnt breathing',
  "isn't breathing",
  'is not breathing',
  'stopped breathing',
  'no breathing',
  'not breath',
  'not breathe',
  "doesn't breathe",
  'doesnt breathe',
  "don't think he's breathing",
  "don't think she's breathing",
  'dont think hes breathing',
  'dont think shes breathing',
  "can't see him breathing",
  "can't see her breathing",
  'cant see him breathing',
  'cant see her breathing',
  'not breathing properly',
  'no he is not breathing',
  "isn't breathin",
  'not breathin',
  'turning blue',
  'gone blue',
  'lips are blue',
  'blue lips',
] as const;

const TROUBLE_BREATHING = [
  "can't breathe",
  'cant breathe',
  'cannot breathe',
  "can't breath",
  'cant breath',
  'hard to breathe',
  'hard to breath',
  'struggling to breathe',
  'struggling to breath',
  'trouble breathing',
  'difficulty breathing',
  'breathing funny',
  'breathing weird',
  'breathing really fast',
  'breathing very fast',
  'breathing fast',
  'breathing is fast',
  'wheezing',
  'wheezy',
  'gasping',
  'out of breath',
] as const;

const UNRESPONSIVE = [
  "won't wake",
  'wont wake',
  "can't wake",
  'cant wake',
  'not waking',
  "isn't waking",
  'isnt waking',
  'will not wake',
  'not awake',
  "isn't awake",
  'isnt awake',
  'is not awake',
  "isn't answering",
  'isnt answering',
  'not answering',
  "won't answer",
  'wont answer',
  'not responding',
  "isn't responding",
  'isnt responding',
  'unresponsive',
  'unconscious',
  'passed out',
  'fainted',
  'knocked out',
  'eyes are closed',
  'eyes closed',
  'eyes are shut',
  'eyes shut',
  'floppy',
  "won't open her eyes",
  "won't open his eyes",
  'wont open her eyes',
  'wont open his eyes',
  'not moving',
  "isn't moving",
  'isnt moving',
  'very hard to wake',
  'really hard to wake',
] as const;

const TRAPPED = [
  'still inside',
  'still in the house',
  'still in there',
  'still upstairs',
  'stuck inside',
  'stuck upstairs',
  'stuck in there',
  'trapped',
  "can't get out",
  'cant get out',
  'asleep upstairs',
] as const;

const NOBODY = [
  'nobody',
  'no one',
  'noone',
  'everyone got out',
  'everybody got out',
  'all out',
  'we all got out',
];

const INTRUDER = [
  'still inside',
  'still in the house',
  'still in there',
  'still here',
  'in our house',
  'in my house',
  'in the house',
  'inside our house',
  'inside my house',
  'inside the house',
  'in our kitchen',
  'coming in',
  'got in',
  'broke in',
] as const;

const RASH = ['rash', 'spots', 'spotty', 'blotches', 'marks'] as const;
const NOT_FADING = [
  "doesn't fade",
  'doesnt fade',
  'does not fade',
  "won't fade",
  'wont fade',
  'not fading',
  "didn't fade",
  'didnt fade',
  "doesn't go away",
  'doesnt go away',
  "didn't go away",
  'didnt go away',
  "won't go away",
  'wont go away',
  'still there',
  'still see',
  'can still see',
  "doesn't disappear",
  'doesnt disappear',
  'stays',
  'purple',
] as const;

const BONE = [
  'bone sticking out',
  'bone is sticking out',
  'bone poking',
  'poking through',
  'poking out',
  'sticking out of',
  'through the skin',
  'through her skin',
  'through his skin',
  'bone coming out',
  'see the bone',
  'see her bone',
  'see his bone',
  'bone is out',
] as const;

/** A fire scenario, a burglary scenario, or another: which flags can change this call. */
function scenarioKind(scenario: Scenario): 'fire' | 'intruder' | 'medical' {
  if (scenario.service === 'fire') return 'fire';
  if (scenario.service === 'police') return 'intruder';
  return 'medical';
}

/**
 * The red flags an answer raises in this scenario. `peopleYes` marks a yes to "is anyone still
 * inside?" in a fire call, which is the same as naming someone inside.
 */
export function detectRedFlags(
  answer: string | AnalysedText,
  scenario: Scenario,
  peopleYes = false,
): RedFlag[] {
  const text = typeof answer === 'string' ? analyseText(answer) : answer;
  const flags: RedFlag[] = [];
  const kind = scenarioKind(scenario);
  if (hasAny(text, NOT_BREATHING)) flags.push('not-breathing');
  else if (hasAny(text, TROUBLE_BREATHING)) flags.push('trouble-breathing');
  if (hasAny(text, UNRESPONSIVE)) flags.push('unresponsive');
  if (kind === 'fire' && !hasAny(text, NOBODY) && (peopleYes || hasAny(text, TRAPPED)))
    flags.push('trapped-in-fire');
  if (kind === 'intruder' && hasAny(text, INTRUDER)) flags.push('intruder-inside');
  if (hasAny(text, RASH) && hasAny(text, NOT_FADING)) flags.push('non-fading-rash');
  if (hasAny(text, BONE)) flags.push('bone-through-skin');
  return flags;
}

/** Flags that turn a non-emergency advice call into "hang up and call the emergency number". */
export const ADVICE_CALL_RED_FLAGS: readonly RedFlag[] = [
  'not-breathing',
  'trouble-breathing',
  'unresponsive',
  'non-fading-rash',
  'bone-through-skin',
];

/** Flags with their own instructions in an emergency call. */
export const EMERGENCY_CALL_RED_FLAGS: readonly RedFlag[] = [
  'not-breathing',
  'unresponsive',
  'trapped-in-fire',
  'intruder-inside',
];

/** The flags that matter in this call type, in the order the operator deals with them. */
export function flagsThatMatter(flags: readonly RedFlag[], type: '999' | '111'): RedFlag[] {
  const relevant = type === '999' ? EMERGENCY_CALL_RED_FLAGS : ADVICE_CALL_RED_FLAGS;
  return relevant.filter((flag) => flags.includes(flag));
}
