// Turns an answer into comparable words so that rules can match whole words and short phrases.

/** Spoken answers are short; anything longer is cut before analysis so huge input stays cheap. */
export const MAX_ANALYSED_LENGTH = 5000;

export interface AnalysedText {
  /** Lower-case words without accents or surrounding punctuation ("Gardaí," → "gardai"). */
  tokens: readonly string[];
  /** Words as the spec counts them: whitespace-separated pieces holding a letter or a digit. */
  wordCount: number;
  /** The tokens joined and padded with spaces, for whole-phrase lookups. */
  padded: string;
  /** What was said, as it came (cut to the analysed length): for readers that need its commas. */
  said: string;
}

const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const TOKEN = /[\p{L}\p{N}']+/gu;

export function analyseText(answer: string): AnalysedText {
  const text = String(answer ?? '').slice(0, MAX_ANALYSED_LENGTH);
  const normalised = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .toLowerCase();
  const wordCount = normalised.split(/\s+/).filter((piece) => HAS_LETTER_OR_DIGIT.test(piece)).length;
  const tokens = (normalised.match(TOKEN) ?? [])
    .map((token) => token.replace(/^'+|'+$/g, ''))
    .filter((token) => token !== '');
  return { tokens, wordCount, padded: ` ${tokens.join(' ')} `, said: text };
}

/** Whether any of the words or multi-word phrases occurs as whole words. */
export function hasAny(text: AnalysedText, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => text.padded.includes(` ${phrase} `));
}

/** How many tokens are one of the given single words. */
export function countWords(text: AnalysedText, words: ReadonlySet<string>): number {
  return text.tokens.filter((token) => words.has(token)).length;
}

/** The word index where a phrase first starts, or -1. */
export function firstIndexOf(text: AnalysedText, phrase: string): number {
  const at = text.padded.indexOf(` ${phrase} `);
  if (at === -1) return -1;
  // Count the spaces before the match: each separates one token from the next.
  return text.padded.slice(1, at + 1).split(' ').length - 1;
}

/**
 * Real words one slip away from a vocabulary word ("polite" / police, "fine" / fire): never read
 * as a misspelling of it.
 */
const NOT_MISSPELLINGS: ReadonlySet<string> = new Set([
  'polite',
  'policy',
  'fine',
  'five',
  'hire',
  'here',
  'firm',
  'first',
  'fires',
  'nose',
  'not',
  'now',
  'yet',
  'yes',
  'hot',
  'hit',
  'hurt',
  'hunt',
  'burst',
  'bleed',
  'breed',
  'sick',
  'pick',
  'kick',
  'tick',
  'stick',
  'pain',
  'rain',
  'paint',
  'gain',
  'said',
  'sad',
  'fall',
  'full',
  'ball',
  'tall',
  'wall',
  'call',
  'fell',
  'fill',
  'feel',
  'tell',
  'well',
  'smoke',
  'smile',
  'spoke',
  'crash',
  'crush',
  'cash',
  'trash',
  'crab',
  'fewer',
  'never',
  'lever',
  'store',
  'stale',
  'style',
  'rubber',
  'their',
  'there',
  'purse',
  'curse',
  'wealth',
  'office',
  'offices',
  'one',
  'done',
  'gone',
  'pal',
  'pan',
  'score',
  'ash',
  'please',
  'place',
  'places',
  'pleased',
  'palace',
  'price',
  'pills',
  'polish',
  'files',
  'fairy',
  'fear',
  'four',
  'fare',
  'fur',
  'flies',
  'phone',
  'plays',
  'police',
  'price',
]);

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (twoBack[j - 2] ?? 0) + 1);
      current.push(best);
    }
    twoBack = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** "noooo" → "no", "ambulannce" → "ambulance": children and recognisers stretch and double letters. */
export function squeeze(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}

/**
 * How a word sounds, roughly: the same key for "polees" and "police", "fyre" and "fire", "amberlance"
 * and "ambulance" once vowels are folded. Spelling slips children make by ear keep the consonants.
 */
export function soundKey(word: string): string {
  const known = SOUND_KEYS.get(word);
  if (known !== undefined) return known;
  const key = soundKeyOf(word);
  if (SOUND_KEYS.size > 20_000) SOUND_KEYS.clear();
  SOUND_KEYS.set(word, key);
  return key;
}

/** Words recur across answers and vocabularies: their sound keys are kept (bounded). */
const SOUND_KEYS = new Map<string, string>();

function soundKeyOf(word: string): string {
  return squeeze(
    word
      .replace(/ph/g, 'f')
      .replace(/ck/g, 'k')
      .replace(/c(?=[eiy])/g, 's')
      .replace(/c/g, 'k')
      .replace(/z/g, 's')
      .replace(/y/g, 'i')
      .replace(/(?<=.)e$/, '')
      .replace(/[aeiou]+/g, 'a')
      .replace(/r(?=[^aeiou]|$)/g, ''),
  );
}

/**
 * Whether a heard word is a child's spelling or a recogniser's sound-alike of a vocabulary word:
 * the same once doubled letters are squeezed; otherwise short words (up to 4 letters) allow one
 * swap, insertion or deletion but no substitution ("fier", "fir" → fire; "fine" is not fire),
 * words of 5–7 letters one edit, always keeping the first letter ("polise", "amblance"), longer words two.
 */
export function isMisspelling(heard: string, word: string): boolean {
  if (heard === word) return true;
  // Children's and recognisers' slips keep the first sound ("amblance", "polise", "fier").
  if (heard.length < 3 || heard[0] !== word[0] || NOT_MISSPELLINGS.has(heard) || /\d/.test(heard))
    return false;
  if (squeeze(heard) === squeeze(word)) return true;
  if (word.length < 4) return false;
  if (word.length >= 5 && soundKey(heard) === soundKey(word)) return true;
  if (heard.replace(/y/g, 'i') === word) return true;
  const distance = editDistance(heard, word);
  if (word.length <= 4) {
    if (distance !== 1) return false;
    return heard.length !== word.length || [...heard].sort().join('') === [...word].sort().join('');
  }
  return distance <= (word.length >= 8 ? 2 : 1);
}

/** Like hasAny, but single words also match a misspelling of them (multi-word phrases match exactly). */
export function hasAnyLoose(text: AnalysedText, phrases: readonly string[]): boolean {
  return firstIndexOfAnyLoose(text, phrases) >= 0;
}

/** Spoken answers are short: misspellings are looked for in the first words only, so long input stays cheap. */
const MAX_FUZZY_TOKENS = 80;

const singleWords = new WeakMap<readonly string[], readonly string[]>();

function singleWordsOf(phrases: readonly string[]): readonly string[] {
  let words = singleWords.get(phrases);
  if (words === undefined) {
    words = phrases.filter((phrase) => !phrase.includes(' '));
    singleWords.set(phrases, words);
  }
  return words;
}

/** The first word index where any phrase, or a misspelling of a single-word phrase, occurs; or -1. */
export function firstIndexOfAnyLoose(text: AnalysedText, phrases: readonly string[]): number {
  let first = -1;
  for (const phrase of phrases) {
    const at = firstIndexOf(text, phrase);
    if (at >= 0 && (first === -1 || at < first)) first = at;
  }
  const words = singleWordsOf(phrases);
  const limit = Math.min(text.tokens.length, MAX_FUZZY_TOKENS, first === -1 ? Infinity : first);
  for (let index = 0; index < limit; index += 1) {
    const token = text.tokens[index] as string;
    if (token.length < 3 || token.length > 16) continue;
    if (
      words.some(
        (word) =>
          word[0] === token[0] &&
          (Math.abs(word.length - token.length) <= 2 || squeeze(token) === word) &&
          isMisspelling(token, word),
      )
    )
      return index;
  }
  return first;
}
