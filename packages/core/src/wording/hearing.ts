// What a child reads when the recogniser did not hear an answer, or was unsure of it (ADR 054), in the
// words of the child's reading band (ADR 023). Every band starts the same, so a child, a parent and a
// test all know the message; what follows says what the child can do next on that screen.
import { readingBand, type ByReadingBand } from '../age';

/** Besides speaking again: tap a picture (or a choice), type the answer, or listen back to a practice take. */
export type InsteadOfSpeaking = 'tap' | 'type' | 'listen-back';

export const NOT_HEARD_OPENING = "I didn't quite hear that.";

const NOT_HEARD: ByReadingBand<Readonly<Record<InsteadOfSpeaking, string>>> = {
  '5-7': {
    tap: 'Try again, or tap a picture.',
    type: 'Try again, or type it.',
    'listen-back': 'Try again, a bit louder.',
  },
  '8-10': {
    tap: 'Say it again a bit louder, or tap a picture.',
    type: 'Say it again a bit louder, or type it.',
    'listen-back': 'Say it again a bit louder, close to the microphone.',
  },
  '11-16': {
    tap: 'Record your answer again, type it or tap a choice.',
    type: 'Record your answer again, or type it.',
    'listen-back': 'Record it again, speaking up and close to the microphone.',
  },
};

/** After the child says No to "Did you say…?": the answer is theirs to give again, any way they like. */
const TRY_AGAIN: ByReadingBand<Readonly<Record<Exclude<InsteadOfSpeaking, 'listen-back'>, string>>> = {
  '5-7': { tap: 'OK! Say it again, or tap a picture.', type: 'OK! Say it again, or type it.' },
  '8-10': {
    tap: "OK, let's try again. Say it again, type it or tap a picture.",
    type: "OK, let's try again. Say it again or type it.",
  },
  '11-16': {
    tap: 'No problem. Record it again, type it or tap a choice.',
    type: 'No problem. Record it again or type it.',
  },
};

/** "I didn't quite hear that. Try again, or tap a picture." for a 6-year-old with pictures to tap. */
export function notHeardLine(childAge: number, instead: InsteadOfSpeaking): string {
  return `${NOT_HEARD_OPENING} ${NOT_HEARD[readingBand(childAge)][instead]}`;
}

/** What the child reads after saying No to the words the recogniser was unsure of. */
export function tryAgainLine(childAge: number, instead: Exclude<InsteadOfSpeaking, 'listen-back'>): string {
  return TRY_AGAIN[readingBand(childAge)][instead];
}

/** The question about words the recogniser was unsure of: 'Did you say: “fire at 12 Oak Road”?' */
export function didYouSayLine(words: string): string {
  return `Did you say: “${words.trim()}”?`;
}
