// What the operator, the recorded message and the police call-handler say on "Hiding and can't
// talk" (ADR 044), in each country's real way of handling a caller who cannot speak. Nothing here
// is spoken live: every line is in the pre-rendered list (scripted-lines.ts).
//
// UK, the Silent Solution. Sources: IOPC "Make Yourself Heard" (policeconduct.gov.uk, 2019): the BT
// operator asks which service; a caller who cannot speak should cough or tap the handset; a mobile
// caller who stays silent hears an automated police message and presses 55 "once prompted"; Thames
// Valley Police ("Silent Solution – 999 and 55"): the message "begins with 'you are through to the
// police'" and asks the caller to press 55; without 55 the call is ended. Police call-handlers then
// ask questions the caller answers with key presses (IOPC leaflet: "listen carefully to the
// questions and instructions").
//
// Elsewhere no 55 is taught (ADR 044): a caller who cannot talk stays on the line and does not hang
// up, taps or coughs, answers yes or no with key presses if asked and whispers the address.
// Sources: triplezero.gov.au and Victoria Police ("call anyway and hold the line"); FCC and NENA
// guidance for 911 ("stay on the line"); CRTC (Canada 9-1-1); ecas.ie (Ireland 112/999); NZ Police
// ("Calling 111").
import type { AgeBand } from '../age';
import type { Country } from '../countries';
import type { QuestionKind } from '../rating';
import type { Scenario } from '../scenarios';
import { bandLines, bands, scriptContext } from './scripts/context';
import { asksAddressFirst, emergencyAddressQuestion, emergencyServiceQuestion } from './scripts/openings';
import type { AnswerChoice, BandText } from './scripts/types';

/** Each moment of the call the child answers, in the order the country's call goes. */
export const SILENT_BEATS = [
  'service',
  'cough-or-tap',
  'press-55',
  'need-police',
  'still-inside',
  'intruder-downstairs',
  'address',
] as const;

export type SilentBeat = (typeof SILENT_BEATS)[number];

/** Where a silent call is: the moment being asked, and what comes after its feedback. */
export interface SilentCallProgress {
  beat: SilentBeat;
  /** Times the current moment's line was spoken (at most twice). */
  asked: number;
  /** Keys pressed since the current line: the 55 takes two. */
  keys: string;
  pressed55: boolean;
  /** After the feedback: the next moment, the closing, or the end of a call without 55. */
  next: SilentBeat | 'closing' | 'ended' | null;
  /** The child spoke where silence was safe: the correction comes before the next line. */
  correct: boolean;
}

/** What the child is asked to do at a moment: stay silent, press keys, or whisper or type. */
export type SilentAnswer = 'silence' | 'keys' | 'whisper';

export interface SilentBeatScript {
  beat: SilentBeat;
  /** The kind of fact the moment gives the operator (for the four-item summary). */
  kind: QuestionKind;
  expects: SilentAnswer;
  text: BandText;
  /** What to do, shown as the hint. */
  hint: string;
  choices: readonly AnswerChoice[];
}

export interface SilentCallScript {
  countryId: Country['id'];
  beats: readonly SilentBeatScript[];
  /** After the address (or without it): help is coming, stay hidden, stay on the line. */
  closing: Readonly<Record<AgeBand, readonly string[]>>;
  /** UK only: 55 never pressed after two messages, so the call ends, as the real one does. */
  ended: Readonly<Record<AgeBand, readonly string[]>>;
}

/** ADR 044: said whenever the child speaks where silence or the keypad was the safe answer. */
export const SILENT_CORRECTION = "If it isn't safe to talk, you don't have to.";

export const ADDRESS_CHOICES: readonly AnswerChoice[] = [
  { emoji: '🏠', label: 'Whisper the address', sentence: '14 Mill Street.' },
  { emoji: '🤫', label: 'Whisper the street', sentence: "Mill Street, I don't know the number." },
];

/** Whether the country has the Silent Solution's 55 (only the UK: ADR 044). */
export function usesPress55(country: Pick<Country, 'id'>): boolean {
  return country.id === 'uk';
}

function openingLine(scenario: Scenario, country: Country): BandText {
  const context = scriptContext(scenario, country);
  // The call opens as every emergency call in the country does (ADR 011): the US asks where first.
  return asksAddressFirst(country.id) ? emergencyAddressQuestion(context) : emergencyServiceQuestion(context);
}

const COUGH_OR_TAP_UK = bands({
  youngest: "Hello? I can't hear you. If you can hear me, cough or tap the phone.",
  young: "Hello? I can't hear you. If you can hear me, cough or tap the phone.",
  older: "Hello, can you hear me? I can't hear you. If you can hear me, cough or tap the handset.",
});

const COUGH_OR_TAP_ELSEWHERE = bands({
  youngest: "Hello? I can't hear you. If you can hear me but can't talk, stay on the line and tap the phone.",
  young:
    "Hello? I can't hear you. If you can hear me but can't talk, stay on the line. Tap the phone or cough.",
  older:
    "Hello, can you hear me? I can't hear you. If you can't talk, stay on the line and don't hang up. Tap the phone or cough.",
});

const PRESS_55 = bands({
  youngest: 'This is a recorded message. You are through to the police. If you need the police, press 5 5.',
  young: 'This is a recorded message. You are through to the police. If you need the police, press 5 5.',
  older:
    'This is a recorded message. You are through to the police. If you need the police, press 5 5 on your keypad.',
});

const NEED_POLICE = bands({
  youngest:
    "I can hear you tapping. Stay on the line, don't hang up. You can answer with the keypad. If you need the police, press any key.",
  young:
    "I can hear you tapping. Stay on the line and don't hang up. I'll ask you questions, and you answer with the keypad. If you need the police, press any key.",
  older:
    "I think you can hear me. Stay on the line and don't hang up. I'll ask you questions you can answer with the keypad. If you need the police, press any key.",
});

const STILL_INSIDE_UK = bands({
  youngest:
    "Police. I know you can't talk. I'll ask you questions, and you answer with the keypad. If you are still in the house, press any key.",
  young:
    "Police. I know you can't talk. I'll ask you questions, and you answer with the keypad. If you are still in the house, press any key.",
  older:
    "Police. I know you can't talk, so I'll ask questions you can answer with the keypad. If you are still in the house, press any key.",
});

const STILL_INSIDE = bands({
  youngest: 'If you are still in the house, press any key.',
  young: 'If you are still in the house, press any key.',
  older: 'If you are still inside the house, press any key.',
});

const INTRUDER_DOWNSTAIRS = bands({
  youngest: 'If the person who broke in is still downstairs, press any key.',
  young: 'If the person who broke in is still downstairs, press any key.',
  older: 'If the person who broke in is still downstairs, press any key.',
});

const ADDRESS = bands({
  youngest: "Now your address. If it's safe, whisper it. If it isn't safe to whisper, type it.",
  young: "Now I need your address. If it's safe, whisper it to me. If it isn't safe to whisper, type it.",
  older:
    "Now I need your address. If it's safe, whisper it to me. If whispering isn't safe, type it instead.",
});

const CLOSING = bandLines({
  youngest: [
    'Thank you. The police are on their way to you now.',
    "Stay hidden and stay quiet. Don't hang up: keep the phone with you.",
    'The police are at your house now. You were very brave. You can hang up now.',
  ],
  young: [
    'Thank you. Police officers are on their way to you now.',
    "Stay hidden and stay quiet. Don't hang up, and stay on the line until I tell you to hang up.",
    'The officers are at your house now. You did a great job. You can hang up now.',
  ],
  older: [
    'Thank you. Officers are on their way to you now.',
    "Stay where you are hidden and stay quiet. Don't hang up, and stay on the line until I tell you to hang up.",
    'The officers are at your house now. You did really well. You can hang up now.',
  ],
});

const ENDED = bandLines({
  youngest: [
    '5 5 was not pressed, so the call has ended.',
    'A real call ends like this too. Next time, press 5 5 when the message asks you to. This practice is over.',
  ],
  young: [
    '5 5 was not pressed, so the call has ended.',
    'A real call ends like this too. Next time, press 5 5 when the message asks you to, and the police will answer. This practice is over.',
  ],
  older: [
    '5 5 was not pressed, so the call has ended.',
    'A real call ends like this too. Next time, press 5 5 when the recorded message asks you to, and you will be put through to the police. This practice is over.',
  ],
});

const HINTS: Readonly<Record<SilentBeat, string>> = {
  service: "It isn't safe to talk. Stay silent, or tap the keypad.",
  'cough-or-tap': 'Tap a key on the keypad so the operator knows you are there.',
  'press-55': 'Press 5 and then 5 on the keypad.',
  'need-police': 'Press any key to say yes.',
  'still-inside': 'You are still in the house: press any key to say yes.',
  'intruder-downstairs': 'The person is still downstairs: press any key to say yes.',
  // The address is the one moment with words: the hint is an answer to whisper, as on other calls.
  address: '14 Mill Street.',
};

function beat(
  name: SilentBeat,
  kind: QuestionKind,
  expects: SilentAnswer,
  text: BandText,
  choices: readonly AnswerChoice[] = [],
): SilentBeatScript {
  return { beat: name, kind, expects, text, hint: HINTS[name], choices };
}

const BUILT = new Map<string, SilentCallScript>();

/** The country's silent call: the UK's Silent Solution, or staying on the line everywhere else. */
export function silentCallScript(scenario: Scenario, country: Country): SilentCallScript {
  const key = `${scenario.id}|${country.id}`;
  const cached = BUILT.get(key);
  if (cached) return cached;
  const uk = usesPress55(country);
  const script: SilentCallScript = {
    countryId: country.id,
    beats: [
      beat('service', 'service', 'silence', openingLine(scenario, country)),
      beat('cough-or-tap', 'service', 'keys', uk ? COUGH_OR_TAP_UK : COUGH_OR_TAP_ELSEWHERE),
      uk
        ? beat('press-55', 'service', 'keys', PRESS_55)
        : beat('need-police', 'service', 'keys', NEED_POLICE),
      beat('still-inside', 'people', 'keys', uk ? STILL_INSIDE_UK : STILL_INSIDE),
      beat('intruder-downstairs', 'description', 'keys', INTRUDER_DOWNSTAIRS),
      beat('address', 'address', 'whisper', ADDRESS, ADDRESS_CHOICES),
    ],
    closing: CLOSING,
    ended: ENDED,
  };
  BUILT.set(key, script);
  return script;
}

/** Every line the silent call can speak in a country, for the pre-rendered list. */
export function silentCallLines(scenario: Scenario, country: Country, band: AgeBand): string[] {
  const script = silentCallScript(scenario, country);
  return [
    ...script.beats.map((entry) => entry.text[band]),
    ...script.closing[band],
    ...(usesPress55(country) ? script.ended[band] : []),
    SILENT_CORRECTION,
  ];
}
