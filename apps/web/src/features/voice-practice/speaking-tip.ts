// One tip on clarity and pace after a voice-practice recording (ADR 024): what was heard, how long it
// took and which words the exercise's example needs. Pure, so the thresholds are tested in one place.

/** Faster than this sounds rushed on a phone line; calm callers speak at roughly 110–150 words a minute. */
export const TOO_FAST_WORDS_PER_MINUTE = 170;

export interface SpokenAttempt {
  /** The words the server heard ('' when none). */
  transcript: string;
  /** How long the recording lasted, Start to Stop. */
  durationMs: number;
  /** The example the child practised, as it is said aloud. */
  example: string;
  /** Words of the example that matter most; none for exercises where the child uses their own words. */
  keyWords: readonly string[];
}

export type TipKind = 'nothing-heard' | 'too-short' | 'too-fast' | 'missing-words' | 'well-done';

export interface SpeakingTip {
  kind: TipKind;
  text: string;
  /** Rounded words per minute, when any words were heard. */
  wordsPerMinute: number | null;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** A key word counts when a heard word is it or grows from it ("breath" in "breathing"). */
const wasSaid = (heard: readonly string[], keyWord: string) =>
  heard.some((word) => word === keyWord || word.startsWith(keyWord));

/** "help" · "help" and "please" · "smoke", "kitchen" and "safe" */
function quotedList(items: readonly string[]): string {
  const quoted = items.map((item) => `“${item}”`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** The single most useful tip: say something, then say it all, then slow down, then the key words. */
export function speakingTip({ transcript, durationMs, example, keyWords }: SpokenAttempt): SpeakingTip {
  const heard = words(transcript);
  if (heard.length === 0) {
    return {
      kind: 'nothing-heard',
      text: 'We could not hear any words that time. Hold the microphone close, speak up and try again.',
      wordsPerMinute: null,
    };
  }
  const minutes = Math.max(durationMs, 1000) / 60_000;
  const wordsPerMinute = Math.round(heard.length / minutes);
  const exampleLength = words(example).length;
  if (heard.length < Math.max(3, Math.ceil(exampleLength / 2))) {
    return {
      kind: 'too-short',
      text: 'That was very short. Say the whole sentence, from the first word to the last.',
      wordsPerMinute,
    };
  }
  if (wordsPerMinute > TOO_FAST_WORDS_PER_MINUTE) {
    return {
      kind: 'too-fast',
      text: `That was about ${wordsPerMinute} words a minute, which is fast for a phone call. Slow down a little so the operator hears every word.`,
      wordsPerMinute,
    };
  }
  // Only words the child can see in the sentence on the card are ever named, as they are written there.
  const shown = words(example);
  const missing = keyWords
    .map((keyWord) => shown.find((word) => word === keyWord.toLowerCase()))
    .filter((word): word is string => word !== undefined && !wasSaid(heard, word));
  if (missing.length > 0) {
    return {
      kind: 'missing-words',
      text: `Remember to say ${quotedList(missing)}, as in the sentence on the card. Try again and say ${missing.length === 1 ? 'it' : 'them'} clearly.`,
      wordsPerMinute,
    };
  }
  return {
    kind: 'well-done',
    text: `Clear and steady: about ${wordsPerMinute} words a minute. That is a good pace for the operator.`,
    wordsPerMinute,
  };
}
