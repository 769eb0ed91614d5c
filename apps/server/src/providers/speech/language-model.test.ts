import { describe, expect, it } from 'vitest';
import { buildLanguageModel } from './language-model';

/** The lines of one section, as [log10 probability, n-gram words, backoff?]. */
function section(arpa: string, order: number): [number, string, number | undefined][] {
  const body = arpa.split(`\\${order}-grams:\n`)[1]?.split('\n\n')[0] ?? '';
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [probability, ...rest] = line.split(' ');
      const backoff = rest.length > order ? Number(rest.pop()) : undefined;
      return [Number(probability), rest.join(' '), backoff];
    });
}

const probabilityOf = (arpa: string, order: number, gram: string) =>
  10 ** (section(arpa, order).find(([, words]) => words === gram)?.[0] ?? -99);

describe('buildLanguageModel', () => {
  const arpa = buildLanguageModel({
    runs: [
      { words: ['fire', 'brigade', 'please'], weight: 10 },
      { words: ['fire'], weight: 4 },
      { words: ['police', 'please'], weight: 1 },
    ],
    vocabulary: ['yes', 'no'],
  });

  it('writes a well-formed ARPA trigram model whose counts match its sections', () => {
    const counts = [...arpa.matchAll(/^ngram (\d)=(\d+)$/gm)].map(([, order, count]) => [
      order,
      Number(count),
    ]);
    expect(counts.map(([order]) => order)).toEqual(['1', '2', '3']);
    for (const [order, count] of counts) expect(section(arpa, Number(order))).toHaveLength(count as number);
    expect(arpa.trimEnd().endsWith('\\end\\')).toBe(true);
    // Every n-gram's history is itself listed, as pocketsphinx requires.
    const bigrams = new Set(section(arpa, 2).map(([, words]) => words));
    for (const [, words] of section(arpa, 3))
      expect(bigrams.has(words.split(' ').slice(0, 2).join(' '))).toBe(true);
  });

  it('gives unigram probabilities that sum to one, with every word possible', () => {
    const unigrams = section(arpa, 1).filter(([, word]) => word !== '<s>');
    expect(unigrams.reduce((sum, [log]) => sum + 10 ** log, 0)).toBeCloseTo(1, 3);
    expect(probabilityOf(arpa, 1, 'no')).toBeGreaterThan(0);
  });

  it('makes weighted sentences likelier than words heard of only in the vocabulary', () => {
    expect(probabilityOf(arpa, 1, 'fire')).toBeGreaterThan(probabilityOf(arpa, 1, 'police'));
    expect(probabilityOf(arpa, 1, 'police')).toBeGreaterThan(probabilityOf(arpa, 1, 'yes'));
    expect(probabilityOf(arpa, 2, 'fire brigade')).toBeGreaterThan(probabilityOf(arpa, 1, 'brigade'));
    expect(probabilityOf(arpa, 3, '<s> fire brigade')).toBeGreaterThan(0.5);
  });

  it('keeps, after each context, exactly the probability its backoff leaves for the rest', () => {
    // After "fire": brigade and the end are seen; every other word gets backoff × its unigram.
    const seen = section(arpa, 2).filter(([, words]) => words.startsWith('fire '));
    const backoff = 10 ** (section(arpa, 1).find(([, word]) => word === 'fire')?.[2] ?? 0);
    const unseenUnigrams = section(arpa, 1)
      .filter(([, word]) => word !== '<s>' && !seen.some(([, words]) => words === `fire ${word}`))
      .reduce((sum, [log]) => sum + 10 ** log, 0);
    expect(seen.reduce((sum, [log]) => sum + 10 ** log, 0) + backoff * unseenUnigrams).toBeCloseTo(1, 3);
  });

  it('writes bigrams only when asked, and works from vocabulary alone', () => {
    expect(buildLanguageModel({ runs: [{ words: ['fire', 'brigade'], weight: 1 }], order: 2 })).not.toContain(
      '\\3-grams:',
    );
    const plain = buildLanguageModel({ runs: [], vocabulary: ['yes', 'no'] });
    expect(plain).toContain('ngram 1=4');
    expect(plain).not.toContain('\\2-grams:');
    expect(() => buildLanguageModel({ runs: [] })).toThrow();
  });
});
