// Every page says the same true thing about how long practice takes: the constants of
// packages/core/src/conversation/practice-time.ts, never a duration written into a page.
import { describe, expect, it } from 'vitest';

// The web app's own source, as text (tests excluded).
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// How a page would say how long a call or a scenario takes in its own words.
const DURATION_CLAIM =
  /(minutes? (of|per|each) (practi|call|scenario)|minutes? per practice|(call|scenario)s? (takes?|lasts?|of) (about |around |just )?(a few|\d+|one|two|fifteen) minutes?|quarter of an hour|(a few|\d+) minutes? each)/i;

describe('what the pages say about how long practice takes', () => {
  it('comes from the shared constants, not from words written into a page', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const offenders = Object.entries(SOURCES).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => DURATION_CLAIM.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
