// Spelling by country (ADR 023): a child-facing text is written once and spelt the country's way:
// British for the UK, Ireland, Australia and New Zealand, American for the United States and Canada.
// Pure: no I/O.
import { getCountry, type Country, type SpellingFamily } from '../countries';

/**
 * British word → American word, in lower case. Only words the child-facing texts use or may use:
 * "practise" is the verb in British spelling ("practice" stays the noun), while American spelling
 * uses "practice" for both.
 */
const BRITISH_TO_AMERICAN: Readonly<Record<string, string>> = {
  practise: 'practice',
  practises: 'practices',
  practised: 'practiced',
  practising: 'practicing',
  colour: 'color',
  colours: 'colors',
  favourite: 'favorite',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  behaviour: 'behavior',
  recognise: 'recognize',
  recognised: 'recognized',
  realise: 'realize',
  organise: 'organize',
  centre: 'center',
  metres: 'meters',
  grey: 'gray',
  tyre: 'tire',
  mum: 'mom',
  mummy: 'mommy',
};

/**
 * The way back, for words whose American spelling is never also British: "practice" is left out, as
 * British spelling keeps it for the noun ("a practice call").
 */
const AMERICAN_TO_BRITISH: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(BRITISH_TO_AMERICAN)
    .filter(([, american]) => american !== 'practice' && american !== 'practices')
    .map(([british, american]) => [american, british]),
);

function wordPattern(words: Readonly<Record<string, string>>): RegExp {
  return new RegExp(`\\b(${Object.keys(words).join('|')})\\b`, 'gi');
}

const BRITISH_WORDS = wordPattern(BRITISH_TO_AMERICAN);
const AMERICAN_WORDS = wordPattern(AMERICAN_TO_BRITISH);

function matchCase(original: string, replacement: string): string {
  if (original === original.toUpperCase() && original.length > 1) return replacement.toUpperCase();
  if (original[0] === original[0]?.toUpperCase()) return replacement[0]?.toUpperCase() + replacement.slice(1);
  return replacement;
}

/** The text in the given spelling family. */
export function spellAs(text: string, family: SpellingFamily): string {
  const [pattern, words] =
    family === 'american' ? [BRITISH_WORDS, BRITISH_TO_AMERICAN] : [AMERICAN_WORDS, AMERICAN_TO_BRITISH];
  return text.replace(pattern, (word) => matchCase(word, words[word.toLowerCase()] ?? word));
}

/** The text spelt as the country spells it: a country, or a country id (unknown ids mean the UK). */
export function spellFor(text: string, country: Country | string | null | undefined): string {
  const resolved = typeof country === 'object' && country !== null ? country : getCountry(country);
  return spellAs(text, resolved.spelling);
}

/** British words the American spelling must never show (for tests of every text). */
export const BRITISH_ONLY_WORDS: readonly string[] = Object.keys(BRITISH_TO_AMERICAN);
/** American words the British spelling must never show; "practice" is left out, as it is also the British noun. */
export const AMERICAN_ONLY_WORDS: readonly string[] = Object.keys(AMERICAN_TO_BRITISH);

/** Whether a text contains any word of the list, as a whole word. */
export function containsWord(text: string, words: readonly string[]): boolean {
  return words.some((word) => new RegExp(`\\b${word}\\b`, 'i').test(text));
}
