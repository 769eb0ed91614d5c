import { describe, expect, it } from 'vitest';
import { heardSegments, isWord } from './pocketsphinx-output';

describe('heardSegments', () => {
  it('reads each stretch’s words with their times and posteriors, skipping the lines of words', () => {
    const output = [
      'i live at twelve',
      '<s> 0.000 0.190 0.999200',
      'i 0.200 0.300 0.963287',
      'live(2) 0.310 0.610 0.908636',
      '[NOISE] 0.620 0.700 0.5',
      'twelve 0.830 1.180 1.000000',
      '</s> 1.190 1.250 1.000000',
      '',
    ].join('\n');
    const segments = heardSegments(output);
    expect(segments.map((segment) => segment.word)).toEqual([
      '<s>',
      'i',
      'live',
      '[NOISE]',
      'twelve',
      '</s>',
    ]);
    expect(segments[2]).toEqual({ word: 'live', start: 0.31, end: 0.61, posterior: 0.908636 });
    expect(segments.filter(isWord).map((segment) => segment.word)).toEqual(['i', 'live', 'twelve']);
  });

  it('reads nothing from silence', () => {
    expect(heardSegments('')).toEqual([]);
  });
});
