// What a red flag the child reported taught, in words for the child's reading band (ADR 023,
// ADR 035): the results page names each danger sign the child told the operator about.
import { readingBand, type ByReadingBand } from '../age';
import type { RedFlag } from './red-flags';

const LESSONS: Readonly<Record<RedFlag, ByReadingBand>> = {
  'not-breathing': {
    '5-7': 'You told the helper they were not breathing.',
    '8-10': 'You told the operator they were not breathing, so you got help with what to do.',
    '11-16': 'You said they were not breathing: that is what starts CPR instructions.',
  },
  'trouble-breathing': {
    '5-7': 'You told the helper they could not breathe well.',
    '8-10': 'You told the operator they were struggling to breathe.',
    '11-16': 'You said they were struggling to breathe, one of the most important things to say.',
  },
  unresponsive: {
    '5-7': 'You told the helper they would not wake up.',
    '8-10': 'You told the operator they would not wake up, so you got help with what to do.',
    '11-16': 'You said they would not wake up: that changes what help is sent.',
  },
  'trapped-in-fire': {
    '5-7': 'You told the helper someone was still inside.',
    '8-10': 'You told the operator someone was still inside, and you stayed out.',
    '11-16': 'You said someone was still inside, so the firefighters knew where to look.',
  },
  'caller-in-fire': {
    '5-7': 'You told the helper you were still inside.',
    '8-10': 'You told the operator you were still inside, so you got help to get safe.',
    '11-16': 'You said you were still inside, so you were told how to stay safe until help came.',
  },
  'intruder-inside': {
    '5-7': 'You told the helper someone was in your house.',
    '8-10': 'You told the operator someone was in your house, and you stayed hidden.',
    '11-16': 'You said someone was inside your home, so the police knew you needed to stay hidden.',
  },
  'non-fading-rash': {
    '5-7': 'You told the nurse about the rash that stayed.',
    '8-10': "You told the nurse the rash didn't fade, which means calling for help straight away.",
    '11-16': "You said the rash didn't fade when pressed: a sign that needs the emergency number.",
  },
  'bone-through-skin': {
    '5-7': 'You told the nurse you could see the bone.',
    '8-10': 'You told the nurse the bone was showing, which means calling for help straight away.',
    '11-16': 'You said the bone was through the skin: that makes it an emergency.',
  },
  'severe-bleeding': {
    '5-7': 'You told the helper about the bleeding that would not stop.',
    '8-10': 'You told the operator the bleeding would not stop, so you got help with what to do.',
    '11-16': 'You said the bleeding would not stop, so pressing on it came first.',
  },
};

/** One line per danger sign the child reported, for the child's age. */
export function redFlagLessons(flags: readonly RedFlag[], childAge: number): string[] {
  const band = readingBand(childAge);
  return flags.map((flag) => LESSONS[flag][band]);
}
