// The scenario briefing a child reads before the call (docs/product.md §5 "Scenario picker and
// briefing"), worded for the call type, the child's reading band and the country's spelling (ADR 023).
import { readingBand, type ByReadingBand, type ReadingBand } from '../age';
import type { Country } from '../countries';
import type { Scenario, ScenarioType } from '../scenarios';
import { spellAs } from './spelling';

export interface Briefing {
  /** Under the title: what this practice is. */
  subtitle: string;
  /** On an advice call, the plain statement that it is not an emergency; null on an emergency call. */
  notice: string | null;
  tasks: readonly string[];
  reminders: readonly string[];
  /** Above the start button. */
  readyLine: string;
  startLabel: string;
  /** An emergency call starts from an urgent (red) button, an advice call from a calm one. */
  startTone: 'urgent' | 'calm';
}

/** The spec's own emergency wording stays for the oldest band, which is also what a parent sees. */
const EMERGENCY: ByReadingBand<Omit<Briefing, 'startLabel' | 'startTone' | 'notice'>> = {
  '5-7': {
    subtitle: "Let's practise a call for help.",
    tasks: [
      'Call {number}',
      'Ask for the right helpers',
      'Say where you are',
      'Say what happened',
      'Stay calm',
    ],
    reminders: [
      'Talk slowly and clearly',
      'Listen to the operator',
      "Don't hang up",
      "You can say 'I don't know'",
    ],
    readyLine: 'Ready? The operator is waiting.',
  },
  '8-10': {
    subtitle: 'Practise what to do in this emergency.',
    tasks: [
      'Call {number}',
      'Ask for the right service',
      'Say where you are and what happened',
      'Stay calm and answer every question',
    ],
    reminders: [
      'Speak clearly, not too fast',
      'Listen carefully to the operator',
      'Stay on the line until you are told to hang up',
      "It's okay to say 'I don't know'",
    ],
    readyLine: 'Ready? The operator is waiting for your call.',
  },
  '11-16': {
    subtitle: 'Practise handling this emergency situation',
    tasks: [
      'Call the emergency services',
      'Request the correct service',
      'Provide clear accurate information',
      'Stay calm throughout the call',
    ],
    reminders: [
      'Speak clearly at normal volume',
      'Listen carefully to the operator',
      "Don't hang up until told to",
      "It's okay to say 'I don't know'",
    ],
    readyLine: 'Ready? The operator is waiting for your call.',
  },
};

/**
 * The advice line: says plainly that it is not an emergency, and never uses the emergency call's
 * words (no "operator", no services, no emergency number).
 */
const ADVICE: ByReadingBand<Omit<Briefing, 'startLabel' | 'startTone'>> = {
  '5-7': {
    subtitle: "Let's practise asking for advice.",
    notice: 'This is not an emergency. Someone feels unwell, and you can ask for advice.',
    tasks: ['Call the advice line', "Say what's wrong", 'Answer the questions'],
    reminders: ['Talk slowly and clearly', 'Listen to the nurse', "You can say 'I don't know'"],
    readyLine: 'Ready? The nurse is waiting.',
  },
  '8-10': {
    subtitle: 'Practise calling the advice line.',
    notice: 'This is not an emergency. Someone is unwell or a little hurt, and you need advice.',
    tasks: ['Call the advice line{line}', "Say what's wrong", 'Answer the questions', 'Listen to the advice'],
    reminders: [
      'Speak clearly, not too fast',
      'Listen carefully to the nurse',
      'Stay on the line until the call is finished',
      "It's okay to say 'I don't know'",
    ],
    readyLine: 'Ready? The advice line is waiting for your call.',
  },
  '11-16': {
    subtitle: 'Practise calling the advice line for help that is not urgent.',
    notice:
      'This is not an emergency. Someone is unwell or hurt but not in danger, so you are calling for advice.',
    tasks: [
      'Call the advice line{line}',
      "Say that it is not an emergency and explain what's wrong",
      'Answer the questions clearly',
      'Listen to the advice and say it back if you are unsure',
    ],
    reminders: [
      'Speak clearly at normal volume',
      'Listen carefully to the nurse',
      'Stay on the line until the call is finished',
      "It's okay to say 'I don't know'",
    ],
    readyLine: 'Ready? The advice line is waiting for your call.',
  },
};

export const EMERGENCY_START_LABEL = 'Start Emergency Call';
export const ADVICE_START_LABEL = 'Start Advice Call';

function fill(text: string, country: Country): string {
  const line = country.nonEmergencyNumber === null ? '' : ` (${country.nonEmergencyNumber})`;
  return text.replaceAll('{number}', country.emergencyNumber).replaceAll('{line}', line);
}

/**
 * The briefing for a call type, for a child of the given age (null: nobody's training, as a parent
 * browsing sees it, which reads like the oldest band), spelt as the country spells.
 */
export function briefingFor(type: ScenarioType, age: number | null, country: Country): Briefing {
  const band: ReadingBand = age === null ? '11-16' : readingBand(age);
  const spell = (text: string) => spellAs(fill(text, country), country.spelling);
  const content = type === '999' ? { ...EMERGENCY[band], notice: null } : ADVICE[band];
  return {
    subtitle: spell(content.subtitle),
    notice: content.notice === null ? null : spell(content.notice),
    tasks: content.tasks.map(spell),
    reminders: content.reminders.map(spell),
    readyLine: spell(content.readyLine),
    startLabel: type === '999' ? EMERGENCY_START_LABEL : ADVICE_START_LABEL,
    startTone: type === '999' ? 'urgent' : 'calm',
  };
}

type SilentBriefing = Omit<Briefing, 'startLabel' | 'startTone' | 'notice'>;

/**
 * "Hiding and can't talk" (ADR 044): the tasks are the country's real way of calling without
 * talking. Only the UK's list mentions 55; everywhere else the child stays on the line.
 */
const SILENT: Readonly<Record<'press-55' | 'stay-on-the-line', Record<'8-10' | '11-16', SilentBriefing>>> = {
  'press-55': {
    '8-10': {
      subtitle: "Practise calling for help when it isn't safe to talk.",
      tasks: [
        'Call {number}',
        'Stay silent when the operator answers',
        'Tap the phone if the operator asks',
        'Press 5 5 when the recorded message asks you to',
        'Answer the police with the keypad, then whisper or type your address',
      ],
      reminders: [
        "If it isn't safe to talk, you don't have to",
        'Stay hidden and keep quiet',
        'The Keypad button is on the call screen',
        'If it is safe, talking to the operator is always best, even in a whisper',
      ],
      readyLine: 'Ready? Stay hidden, and call quietly.',
    },
    '11-16': {
      subtitle: 'Practise the Silent Solution: calling 999 when speaking would put you in danger',
      tasks: [
        'Call {number} and stay silent when the operator answers',
        'Cough or tap the phone if the operator asks',
        'Press 5 5 when the recorded message asks you to',
        'Answer the police call-handler with key presses, as they tell you',
        'Give your address by whispering or typing it',
      ],
      reminders: [
        "If it isn't safe to talk, you don't have to",
        '55 works only when the recorded message asks for it',
        'The Keypad button is on the call screen',
        'If it is safe, speak to the operator, even in a whisper',
      ],
      readyLine: 'Ready? Stay hidden, and call quietly.',
    },
  },
  'stay-on-the-line': {
    '8-10': {
      subtitle: "Practise calling for help when it isn't safe to talk.",
      tasks: [
        'Call {number}',
        'Stay silent when the operator answers',
        "Stay on the line and don't hang up",
        'Tap the phone if the operator asks',
        'Answer yes or no with the keypad if asked, then whisper or type your address',
      ],
      reminders: [
        "If it isn't safe to talk, you don't have to",
        'Stay hidden and keep quiet',
        'The Keypad button is on the call screen',
        'If it is safe, talking to the operator is always best, even in a whisper',
      ],
      readyLine: 'Ready? Stay hidden, and call quietly.',
    },
    '11-16': {
      subtitle: 'Practise calling {number} when speaking would put you in danger',
      tasks: [
        'Call {number} and stay silent when the operator answers',
        "Stay on the line and don't hang up",
        'Tap the phone or cough if the operator asks',
        'Answer yes or no with key presses if the operator asks',
        'Give your address by whispering or typing it',
      ],
      reminders: [
        "If it isn't safe to talk, you don't have to",
        'Stay hidden and keep quiet',
        'The Keypad button is on the call screen',
        'If it is safe, speak to the operator, even in a whisper',
      ],
      readyLine: 'Ready? Stay hidden, and call quietly.',
    },
  },
};

/** The briefing of one scenario: the silent call has its own (ADR 044), every other one its call type's. */
export function briefingForScenario(
  scenario: Pick<Scenario, 'type' | 'silent'>,
  age: number | null,
  country: Country,
): Briefing {
  if (!scenario.silent) return briefingFor(scenario.type, age, country);
  const band = age === null ? '11-16' : readingBand(age);
  const content =
    SILENT[country.id === 'uk' ? 'press-55' : 'stay-on-the-line'][band === '11-16' ? '11-16' : '8-10'];
  const spell = (text: string) => spellAs(fill(text, country), country.spelling);
  return {
    subtitle: spell(content.subtitle),
    notice: null,
    tasks: content.tasks.map(spell),
    reminders: content.reminders.map(spell),
    readyLine: spell(content.readyLine),
    startLabel: EMERGENCY_START_LABEL,
    startTone: 'urgent',
  };
}
