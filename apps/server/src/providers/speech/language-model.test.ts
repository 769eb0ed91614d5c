import { describe, expect, it } from 'vitest';
import { buildLanguageModel } from './language-model';

/** log10 probabilities of the unigram section, by word. */
function unigrams(arpa: string): Map<string, number> {
  const section = arpa.split('\\1-grams:\n')[1]?.split('\n\n')[0] ?? '';
  return new Map(section.split('\n').map((line) => [line.split(' ')[1] ?? '', Number(line.split(' ')[0])]));
}

describe('buildLanguageModel', () => {
  const arpa = buildLanguageModel({
    phrases: [['fire', 'brigade'], ['fire']],
    vocabulary: ['yes', 'no', 'fire'],
  });

  it('writes a well-formed ARPA bigram model whose counts match its sections', () => {
    expect(arpa.startsWith('\\data\\\nngram 1=6\nngram 2=4\n')).toBe(true);
    expect(arpa.trimEnd().endsWith('\\end\\')).toBe(true);
    const bigrams = arpa.split('\\2-grams:\n')[1]?.split('\n\n')[0]?.split('\n') ?? [];
    expect(bigrams.map((line) => line.split(' ').slice(1).join(' ')).sort()).toEqual(
      ['<s> fire', 'brigade </s>', 'fire </s>', 'fire brigade'].sort(),
    );
  });

  it('makes expected words likelier than other vocabulary, and every word possible', () => {
    const probabilities = unigrams(arpa);
    expect(probabilities.get('fire')).toBeGreaterThan(probabilities.get('yes') ?? 0);
    expect(probabilities.get('brigade')).toBeGreaterThan(probabilities.get('no') ?? 0);
    expect(probabilities.get('no')).toBeGreaterThan(-99);
    const total = [...probabilities]
      .filter(([word]) => word !== '<s>')
      .reduce((sum, [, log]) => sum + 10 ** log, 0);
    expect(total).toBeCloseTo(1, 3);
  });

  it('works with vocabulary alone', () => {
    const plain = buildLanguageModel({ phrases: [], vocabulary: ['yes', 'no'] });
    expect(plain).toContain('ngram 1=4');
    expect(plain).not.toContain('\\2-grams:');
  });
});
