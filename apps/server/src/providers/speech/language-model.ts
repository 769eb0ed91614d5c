// A small bigram language model, in ARPA format, built for one question. Expected phrases get
// most of the probability and their word pairs are preferred, yet every vocabulary word can
// follow any other, so a free-form answer is still heard word by word.

export interface LanguageModelInput {
  /** Expected answers as word sequences (only words the dictionary knows). */
  phrases: readonly (readonly string[])[];
  /** Further words the answer may contain. */
  vocabulary: Iterable<string>;
  /** Share of unigram probability given to phrase words over the flat vocabulary (0–1). */
  phraseWeight?: number;
}

const SENTENCE_START = '<s>';
const SENTENCE_END = '</s>';
/** Absolute discount taken from each seen word pair to leave room for unseen ones. */
const DISCOUNT = 0.5;

const log10 = (probability: number) => (probability > 0 ? Math.log10(probability) : -99).toFixed(4);

export function buildLanguageModel({ phrases, vocabulary, phraseWeight = 0.8 }: LanguageModelInput): string {
  const usablePhrases = phrases.filter((phrase) => phrase.length > 0);
  const words = new Set(vocabulary);
  for (const phrase of usablePhrases) for (const word of phrase) words.add(word);
  words.delete(SENTENCE_START);
  words.delete(SENTENCE_END);
  if (words.size === 0) throw new Error('A language model needs at least one word');

  const phraseCounts = new Map<string, number>();
  const pairCounts = new Map<string, Map<string, number>>();
  let phraseTokens = 0;
  for (const phrase of usablePhrases) {
    const tokens = [SENTENCE_START, ...phrase, SENTENCE_END];
    for (let index = 1; index < tokens.length; index += 1) {
      const previous = tokens[index - 1] as string;
      const word = tokens[index] as string;
      phraseCounts.set(word, (phraseCounts.get(word) ?? 0) + 1);
      phraseTokens += 1;
      const followers = pairCounts.get(previous) ?? new Map<string, number>();
      followers.set(word, (followers.get(word) ?? 0) + 1);
      pairCounts.set(previous, followers);
    }
  }

  // Unigrams: a mix of phrase frequencies and a flat share for every word (and for ending).
  const weight = phraseTokens > 0 ? phraseWeight : 0;
  const unigramWords = [...words, SENTENCE_END];
  const unigram = new Map<string, number>();
  for (const word of unigramWords) {
    const fromPhrases = phraseTokens > 0 ? (phraseCounts.get(word) ?? 0) / phraseTokens : 0;
    unigram.set(word, weight * fromPhrases + (1 - weight) / unigramWords.length);
  }

  // Bigrams seen in phrases, discounted; the rest backs off to unigrams with weight alpha.
  const bigramLines: string[] = [];
  const backoff = new Map<string, number>();
  for (const [previous, followers] of pairCounts) {
    let total = 0;
    let seenUnigramMass = 0;
    for (const [word, count] of followers) {
      total += count;
      seenUnigramMass += unigram.get(word) ?? 0;
    }
    for (const [word, count] of followers) {
      bigramLines.push(`${log10((count - DISCOUNT) / total)} ${previous} ${word}`);
    }
    const reserved = (DISCOUNT * followers.size) / total;
    backoff.set(previous, reserved / Math.max(1 - seenUnigramMass, 0.01));
  }

  const unigramLines = [`-99.0000 ${SENTENCE_START} ${log10(backoff.get(SENTENCE_START) ?? 1)}`];
  for (const word of unigramWords) {
    const alpha = backoff.get(word);
    unigramLines.push(
      `${log10(unigram.get(word) ?? 0)} ${word}${alpha === undefined ? '' : ` ${log10(alpha)}`}`,
    );
  }

  const counts = [`ngram 1=${unigramLines.length}`];
  const sections = ['\\1-grams:', ...unigramLines, ''];
  if (bigramLines.length > 0) {
    counts.push(`ngram 2=${bigramLines.length}`);
    sections.push('\\2-grams:', ...bigramLines, '');
  }
  return ['\\data\\', ...counts, '', ...sections, '\\end\\', ''].join('\n');
}
