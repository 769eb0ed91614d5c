// Which practice sentences teach a child's voice (ADR 056): only a sentence the child read as
// written, and only the most recent twelve are kept.
import { describe, expect, it } from 'vitest';
import {
  enoughToLearn,
  samplesPastKept,
  sentenceRead,
  VOICE_SENTENCES_KEPT,
  wordErrorRate,
} from './voice-learning';

describe('word error rate', () => {
  it('counts substitutions, insertions and deletions against the expected words', () => {
    expect(wordErrorRate(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(0);
    expect(wordErrorRate(['a', 'b', 'c'], ['a', 'x', 'c'])).toBeCloseTo(1 / 3);
    expect(wordErrorRate(['a', 'b', 'c'], ['a', 'c'])).toBeCloseTo(1 / 3);
    expect(wordErrorRate(['a', 'b'], ['a', 'b', 'c', 'd'])).toBe(1);
    expect(wordErrorRate([], [])).toBe(0);
  });
});

describe('a sentence read', () => {
  const sentence = 'My name is Sam, and I need some help, please.';

  it('gives the sentence as spoken words when the recogniser heard it, or nearly', () => {
    expect(sentenceRead(sentence, 'my name is sam and i need some help please')).toBe(
      'my name is sam and i need some help please',
    );
    expect(sentenceRead(sentence, 'my name is pam and i need help please')).toBe(
      'my name is sam and i need some help please',
    );
    expect(sentenceRead("I'm at 12 Oak Street.", "i'm at twelve oak street")).toBe(
      "i'm at twelve oak street",
    );
  });

  it('keeps nothing when the child said other words (their own address) or nothing was heard', () => {
    expect(
      sentenceRead("I'm at 12 Oak Street in Riverside.", 'i live at four mill lane in leeds'),
    ).toBeUndefined();
    expect(sentenceRead(sentence, '')).toBeUndefined();
    expect(sentenceRead('Help!', 'help')).toBeUndefined();
  });
});

describe('the sentences kept', () => {
  it('keeps the most recent twelve, newest first, and learns from six', () => {
    const newestFirst = Array.from({ length: 14 }, (_, index) => index);
    expect(VOICE_SENTENCES_KEPT).toBe(12);
    expect(samplesPastKept(newestFirst)).toEqual([12, 13]);
    expect(samplesPastKept(newestFirst.slice(0, 12))).toEqual([]);
    expect([5, 6, 12].map(enoughToLearn)).toEqual([false, true, true]);
  });
});
