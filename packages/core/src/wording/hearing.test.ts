import { describe, expect, it } from 'vitest';
import { AMERICAN_ONLY_WORDS, BRITISH_ONLY_WORDS, containsWord } from './spelling';
import {
  NOT_HEARD_OPENING,
  didYouSayLine,
  notHeardLine,
  tryAgainLine,
  type InsteadOfSpeaking,
} from './hearing';

const AGES = [5, 6, 7, 8, 9, 10, 11, 13, 16] as const;
const INSTEAD: readonly InsteadOfSpeaking[] = ['tap', 'type', 'listen-back'];

const sentences = (text: string) => text.split(/[.!?]\s*/).filter(Boolean);

describe('not heard (ADR 054)', () => {
  it('says the product owner’s words to a 5–7-year-old with pictures to tap', () => {
    expect(notHeardLine(6, 'tap')).toBe("I didn't quite hear that. Try again, or tap a picture.");
  });

  it('opens the same way in every band and names only what the child can do on that screen', () => {
    for (const age of AGES) {
      expect(notHeardLine(age, 'tap')).toMatch(/tap a (picture|choice)\.$/);
      expect(notHeardLine(age, 'type')).toMatch(/type it\.$/);
      expect(notHeardLine(age, 'type')).not.toMatch(/tap/);
      for (const instead of INSTEAD)
        expect(notHeardLine(age, instead).startsWith(NOT_HEARD_OPENING)).toBe(true);
    }
  });

  it('keeps 5–7 to short sentences and differs by band', () => {
    for (const instead of INSTEAD) {
      for (const sentence of [...sentences(notHeardLine(6, instead)), ...sentences(tryAgainLine(6, 'tap'))])
        expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(7);
      expect(new Set([6, 9, 13].map((age) => notHeardLine(age, instead))).size).toBe(3);
    }
  });

  it('never blames the child and needs no spelling per country', () => {
    for (const age of AGES) {
      for (const text of [
        ...INSTEAD.map((instead) => notHeardLine(age, instead)),
        tryAgainLine(age, 'tap'),
        tryAgainLine(age, 'type'),
      ]) {
        expect(text).not.toMatch(/wrong|mumbl|clearly|can't understand/i);
        expect(containsWord(text, [...BRITISH_ONLY_WORDS, ...AMERICAN_ONLY_WORDS])).toBe(false);
      }
    }
  });
});

describe('did you say', () => {
  it('quotes the words the recogniser was unsure of', () => {
    expect(didYouSayLine(' fire at 12 Oak Road ')).toBe('Did you say: “fire at 12 Oak Road”?');
  });
});
