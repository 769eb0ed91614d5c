import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

// Every word of every string in the app's source: all the classes it uses, among other words.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function classesInSource(): string[] {
  const words = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        if (/^[!a-z0-9[@*-][^\s'"`{}();,]*$/.test(word)) words.add(word);
      }
    }
  }
  // A class either merger would drop when repeated; plain words are kept by both.
  return [...words].filter(
    (word) => twMerge(`${word} ${word}`) === word || mergeClasses(`${word} ${word}`) === word,
  );
}

describe('mergeClasses', () => {
  it('lets a later class override an earlier one of the same kind', () => {
    expect(mergeClasses('min-h-11 px-5 py-2 text-base min-h-10 px-3.5')).toBe(
      'py-2 text-base min-h-10 px-3.5',
    );
    expect(mergeClasses('text-base text-primary')).toBe('text-base text-primary');
    expect(mergeClasses('px-3 p-2')).toBe('p-2');
    expect(mergeClasses('p-2 px-3')).toBe('p-2 px-3');
    expect(mergeClasses('[&_svg]:size-5 [&_svg]:size-4 size-4!')).toBe('[&_svg]:size-4 size-4!');
    expect(mergeClasses('hover:md:flex md:hover:hidden flex')).toBe('md:hover:hidden flex');
  });

  it('merges every pair of classes the app uses as tailwind-merge does', () => {
    const classes = classesInSource();
    expect(classes.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (mergeClasses(pair) !== expected)
          differences.push(`${pair} → ${expected}, not ${mergeClasses(pair)}`);
      }
    }
    expect(differences.slice(0, 200)).toEqual([]);
  }, 120_000);
});
