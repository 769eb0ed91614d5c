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
  return { tokens, wordCount, padded: ` ${tokens.join(' ')} ` };
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

export function hasDigit(text: AnalysedText): boolean {
  return text.tokens.some((token) => /\p{Nd}/u.test(token));
}
