// The recogniser's pronunciation dictionary (CMUdict from pocketsphinx-en-us), loaded once.
// Each decode gets a small dictionary of just the words it can hear, which loads in
// milliseconds instead of the seconds the full 130 000-word file takes.
import { readFile } from 'node:fs/promises';

export interface PronunciationDictionary {
  has(word: string): boolean;
  /** Dictionary-file lines (every pronunciation) for the given words that are known. */
  linesFor(words: Iterable<string>): string;
}

export function parsePronunciationDictionary(text: string): PronunciationDictionary {
  const entries = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const spelling = trimmed.slice(0, trimmed.search(/\s|$/));
    const word = spelling.replace(/\(\d+\)$/, '');
    const lines = entries.get(word);
    if (lines) lines.push(trimmed);
    else entries.set(word, [trimmed]);
  }
  return {
    has: (word) => entries.has(word),
    linesFor(words) {
      const lines: string[] = [];
      for (const word of new Set(words)) lines.push(...(entries.get(word) ?? []));
      return lines.length ? `${lines.join('\n')}\n` : '';
    },
  };
}

const loaded = new Map<string, Promise<PronunciationDictionary>>();

export function loadPronunciationDictionary(path: string): Promise<PronunciationDictionary> {
  let dictionary = loaded.get(path);
  if (!dictionary) {
    dictionary = readFile(path, 'utf8').then(parsePronunciationDictionary);
    // A failed read is not remembered, so installing the model later starts working without a restart.
    dictionary.catch(() => loaded.delete(path));
    loaded.set(path, dictionary);
  }
  return dictionary;
}
