import { describe, expect, it } from 'vitest';
import { isEspeakAvailable } from './espeak-synthesizer';
import { arpabetOf, spellPronunciations } from './spelled-pronunciations';

describe('arpabetOf', () => {
  it("turns espeak-ng's American IPA into the dictionary's phones", () => {
    expect(arpabetOf('ɡˈɑː‍ɹda‍ɪ')).toBe('G AA R D AY');
    expect(arpabetOf('kˈa‍ʊha‍ɪ')).toBe('K AW HH AY');
    expect(arpabetOf('blˈækθɔː‍ɹn')).toBe('B L AE K TH AO R N');
    // A phone written twice is said once.
    expect(arpabetOf('to‍ʊtˈɑː‍ɹɹə')).toBe('T OW T AA R AH');
  });

  it('gives up on a symbol it does not know', () => {
    expect(arpabetOf('ʘʘ')).toBeUndefined();
    expect(arpabetOf('')).toBeUndefined();
  });
});

describe.skipIf(!(await isEspeakAvailable()))('spellPronunciations', () => {
  it('spells out words the dictionary lacks, one line each, and leaves out what is not a word', async () => {
    const spelled = await spellPronunciations(['gardai', 'kowhai', '12b', 'gardai']);
    expect(spelled.get('gardai')).toBe('G AA R D AY');
    expect(spelled.get('kowhai')).toMatch(/^K AW/);
    expect(spelled.has('12b')).toBe(false);
  });
});

describe('spellPronunciations without espeak-ng', () => {
  it('spells nothing', async () => {
    expect(await spellPronunciations(['gardai'], { espeakCommand: 'espeak-ng-not-installed-here' })).toEqual(
      new Map(),
    );
  });
});
