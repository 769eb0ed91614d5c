import { describe, expect, it } from 'vitest';
import { buildListeningModel, knownWordRuns, unknownSpellableWords } from './listening-model';
import { parsePronunciationDictionary } from './pronunciation-dictionary';

const dictionary = parsePronunciationDictionary(
  [
    'my M AY',
    'address A D R EH S',
    'is IH Z',
    'twelve T W EH L V',
    'oak OW K',
    'street S T R IY T',
    'fire F AY ER',
    'the DH AH',
    'please P L IY Z',
    'yes Y EH S',
  ].join('\n'),
);

describe('knownWordRuns', () => {
  it('spells digits as words and splits sentences at words the recogniser cannot hear, keeping their weight', () => {
    expect(
      knownWordRuns(
        [
          { text: 'My address is 12 Oak Street', weight: 3 },
          { text: 'fire zzyzx fire', weight: 1 },
        ],
        (word) => dictionary.has(word),
      ),
    ).toEqual([
      { words: ['my', 'address', 'is', 'twelve', 'oak', 'street'], weight: 3 },
      { words: ['fire'], weight: 1 },
      { words: ['fire'], weight: 1 },
    ]);
  });
});

describe('buildListeningModel', () => {
  it('spells out unknown words only where a sentence allows, and lists every word it can hear', () => {
    const sentences = [
      { text: 'the Gardaí please', weight: 5, spell: true },
      { text: 'fire zzyzx', weight: 1 },
    ];
    expect(unknownSpellableWords(sentences, dictionary)).toEqual(['gardai']);
    const model = buildListeningModel(sentences, dictionary, new Map([['gardai', 'G AA R D AY']]), [
      'yes',
      'nope',
    ]);
    expect(model.dictionary).toContain('gardai G AA R D AY\n');
    expect(model.dictionary).toContain('yes Y EH S');
    expect(model.dictionary).not.toContain('zzyzx');
    expect(model.arpa).toContain(' the gardai please');
    expect(model.size).toBe(5);
  });
});
