// A language model in ARPA format for one question (ADR 052): word sequences, each weighted by how
// likely it is as an answer there, make a Witten-Bell smoothed n-gram model whose unigrams keep a
// small flat share for every word the recogniser can hear, so a free-form answer is still heard
// word by word while the likely answers win when the audio is unclear.

export interface WeightedRun {
  /** Words the dictionary knows, in order. */
  words: readonly string[];
  /** How many times this run counts (any positive number). */
  weight: number;
}

export interface LanguageModelInput {
  runs: readonly WeightedRun[];
  /** Further words the answer may contain, with nothing known about their neighbours. */
  vocabulary?: Iterable<string>;
  /** 2 for bigrams, 3 for trigrams. */
  order?: 2 | 3;
  /** Share of unigram probability spread evenly over every word (0–1). */
  flatShare?: number;
  /**
   * How readily a context gives way to words not seen after it: Witten-Bell's count of distinct
   * followers is multiplied by this. Larger is flatter.
   */
  backoffStrength?: number;
  /**
   * Trigrams counted less than this are left to the bigrams (their weight still counts): a rare
   * three-word run says little, and a smaller model loads faster.
   */
  minTrigramCount?: number;
}

const START = '<s>';
const END = '</s>';

const log10 = (probability: number) => (probability > 0 ? Math.log10(probability) : -99).toFixed(4);

interface Context {
  total: number;
  followers: Map<string, number>;
}

export function buildLanguageModel({
  runs,
  vocabulary = [],
  order = 3,
  flatShare = 0.1,
  backoffStrength = 1,
  minTrigramCount = 0,
}: LanguageModelInput): string {
  const words = new Set(vocabulary);
  for (const run of runs) for (const word of run.words) words.add(word);
  words.delete(START);
  words.delete(END);
  if (words.size === 0) throw new Error('A language model needs at least one word');

  // counts[n - 1]: contexts of n - 1 words (joined by spaces) → following words and their weights.
  const counts: Map<string, Context>[] = Array.from({ length: order }, () => new Map());
  for (const run of runs) {
    if (run.words.length === 0 || !(run.weight > 0)) continue;
    const tokens = [START, ...run.words, END];
    for (let index = 1; index < tokens.length; index += 1) {
      for (let n = 1; n <= order && index - n + 1 >= 0; n += 1) {
        const history = tokens.slice(index - n + 1, index).join(' ');
        const context = counts[n - 1]!.get(history) ?? { total: 0, followers: new Map() };
        const word = tokens[index] as string;
        context.total += run.weight;
        context.followers.set(word, (context.followers.get(word) ?? 0) + run.weight);
        counts[n - 1]!.set(history, context);
      }
    }
  }

  // Unigrams: counted frequencies mixed with an even share for every word (and for ending).
  const unigramWords = [...words, END];
  const seen = counts[0]!.get('');
  const unigram = new Map<string, number>();
  for (const word of unigramWords) {
    const counted = seen && seen.total > 0 ? (seen.followers.get(word) ?? 0) / seen.total : 0;
    const share = seen && seen.total > 0 ? flatShare : 1;
    unigram.set(word, (1 - share) * counted + share / unigramWords.length);
  }

  /** P(word | history) as the model will answer it, for any history of fewer than `order` words. */
  const probabilities: Map<string, number>[] = [unigram];
  const backoffs: Map<string, number>[] = [new Map()];
  const lowerProbability = (n: number, history: string[], word: string): number => {
    if (n === 1) return unigram.get(word) ?? 0;
    const key = history.slice(-(n - 1)).join(' ');
    const listed = probabilities[n - 1]!.get(`${key} ${word}`);
    if (listed !== undefined) return listed;
    const alpha = backoffs[n - 1]!.get(key) ?? 1;
    return alpha * lowerProbability(n - 1, history, word);
  };
  for (let n = 2; n <= order; n += 1) {
    const listed = new Map<string, number>();
    const minCount = n >= 3 ? minTrigramCount : 0;
    for (const [history, { total, followers }] of counts[n - 1]!) {
      const types = followers.size * backoffStrength;
      const context = history.split(' ');
      // What the listed followers take, and what the lower order gives them: the rest is backed off to.
      let kept = 0;
      let keptBelow = 0;
      for (const [word, count] of followers) {
        if (count < minCount) continue;
        const below = lowerProbability(n - 1, context, word);
        const probability = (count + types * below) / (total + types);
        listed.set(`${history} ${word}`, probability);
        kept += probability;
        keptBelow += below;
      }
      backoffs[n - 2]!.set(history, keptBelow < 1 ? Math.max(1e-9, 1 - kept) / (1 - keptBelow) : 1);
    }
    probabilities.push(listed);
    backoffs.push(new Map());
  }

  const sections: string[] = [];
  const sizes: string[] = [];
  const unigramLines = [`-99.0000 ${START} ${log10(backoffs[0]!.get(START) ?? 1)}`];
  for (const word of unigramWords) {
    const alpha = backoffs[0]!.get(word);
    unigramLines.push(
      `${log10(unigram.get(word) ?? 0)} ${word}${alpha === undefined ? '' : ` ${log10(alpha)}`}`,
    );
  }
  sizes.push(`ngram 1=${unigramLines.length}`);
  sections.push('\\1-grams:', ...unigramLines, '');
  for (let n = 2; n <= order; n += 1) {
    const lines: string[] = [];
    for (const [gram, probability] of probabilities[n - 1]!) {
      const alpha = backoffs[n - 1]!.get(gram);
      lines.push(`${log10(probability)} ${gram}${alpha === undefined ? '' : ` ${log10(alpha)}`}`);
    }
    if (lines.length === 0) break;
    sizes.push(`ngram ${n}=${lines.length}`);
    sections.push(`\\${n}-grams:`, ...lines, '');
  }
  return ['\\data\\', ...sizes, '', ...sections, '\\end\\', ''].join('\n');
}
