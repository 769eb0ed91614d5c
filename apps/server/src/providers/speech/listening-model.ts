// The files pocketsphinx listens with, built from a vocabulary (ADR 052): a language model of the
// weighted sentences and a small pronunciation dictionary of their words. Words the dictionary
// lacks are spelled out by espeak-ng where a sentence allows it (place names), and otherwise left
// out, splitting the sentence where they stood.
import { buildLanguageModel, type WeightedRun } from './language-model';
import type { PronunciationDictionary } from './pronunciation-dictionary';
import { spokenWords } from './spoken-words';
import type { WeightedSentence } from './types';

export interface ListeningModel {
  /** The language model, ARPA text. */
  arpa: string;
  /** Dictionary lines for every word the model holds. */
  dictionary: string;
  /** How many words the model can hear. */
  size: number;
}

/** Language model settings, tuned on the spoken-answer benchmark (README, Speech). */
export const LISTENING_MODEL_SETTINGS = {
  order: 3,
  flatShare: 0.1,
  backoffStrength: 1,
  minTrigramCount: 1,
} as const;

/** Runs of words the dictionary (or `spelled`) knows; an unknown word breaks a run. */
export function knownWordRuns(
  sentences: readonly WeightedSentence[],
  known: (word: string) => boolean,
): WeightedRun[] {
  const runs: WeightedRun[] = [];
  for (const { text, weight } of sentences) {
    let run: string[] = [];
    for (const word of spokenWords(text)) {
      if (known(word)) {
        run.push(word);
      } else if (run.length) {
        runs.push({ words: run, weight });
        run = [];
      }
    }
    if (run.length) runs.push({ words: run, weight });
  }
  return runs;
}

/** Words of spellable sentences that the dictionary lacks, to be spelled out. */
export function unknownSpellableWords(
  sentences: readonly WeightedSentence[],
  dictionary: Pick<PronunciationDictionary, 'has'>,
): string[] {
  const words = new Set<string>();
  for (const sentence of sentences)
    if (sentence.spell)
      for (const word of spokenWords(sentence.text)) if (!dictionary.has(word)) words.add(word);
  return [...words];
}

export function buildListeningModel(
  sentences: readonly WeightedSentence[],
  dictionary: PronunciationDictionary,
  spelled: ReadonlyMap<string, string>,
  vocabulary: readonly string[] = [],
): ListeningModel {
  const known = (word: string) => dictionary.has(word) || spelled.has(word);
  const runs = knownWordRuns(sentences, known);
  const extra = vocabulary.filter(known);
  const words = new Set([...extra, ...runs.flatMap((run) => run.words)]);
  const spelledLines = [...words]
    .filter((word) => !dictionary.has(word))
    .map((word) => `${word} ${spelled.get(word) as string}\n`)
    .join('');
  return {
    arpa: buildLanguageModel({ runs, vocabulary: extra, ...LISTENING_MODEL_SETTINGS }),
    dictionary: dictionary.linesFor(words) + spelledLines,
    size: words.size,
  };
}
