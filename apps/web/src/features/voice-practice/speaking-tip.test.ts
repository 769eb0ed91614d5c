import { describe, expect, it } from 'vitest';
import { speakingTip, type SpokenAttempt } from './speaking-tip';

const example = 'My name is Sam, and I need some help, please.';
const attempt = (overrides: Partial<SpokenAttempt>): SpokenAttempt => ({
  transcript: example,
  durationMs: 5_000,
  example,
  keyWords: ['name', 'help', 'please'],
  ...overrides,
});

describe('speakingTip', () => {
  it('praises a whole sentence at a steady pace, with its words a minute', () => {
    // 10 words in 5 seconds is 120 words a minute.
    expect(speakingTip(attempt({}))).toEqual({
      kind: 'well-done',
      text: 'Clear and steady: about 120 words a minute. That is a good pace for the operator.',
      wordsPerMinute: 120,
    });
  });

  it('asks to try again when nothing was heard', () => {
    const tip = speakingTip(attempt({ transcript: '  ' }));
    expect(tip.kind).toBe('nothing-heard');
    expect(tip.wordsPerMinute).toBeNull();
  });

  it('asks for the whole sentence when only a few words were said', () => {
    expect(speakingTip(attempt({ transcript: 'My name is Sam' })).kind).toBe('too-short');
    expect(speakingTip(attempt({ transcript: 'Help please', keyWords: [] })).kind).toBe('too-short');
  });

  it('says to slow down when the words came too fast', () => {
    const tip = speakingTip(attempt({ durationMs: 2_000 }));
    expect(tip).toMatchObject({ kind: 'too-fast', wordsPerMinute: 300 });
    expect(tip.text).toContain('Slow down');
  });

  it('gives one tip only, the whole sentence before the pace', () => {
    expect(speakingTip(attempt({ transcript: 'My name is', durationMs: 500 })).kind).toBe('too-short');
  });

  it('names the key words that were left out', () => {
    const tip = speakingTip(attempt({ transcript: 'My name is Sam and I need some assistance now' }));
    expect(tip).toMatchObject({ kind: 'missing-words' });
    expect(tip.text).toContain('Remember to say “help” and “please”, as in the sentence on the card.');
    expect(tip.text).not.toContain('name');
  });

  it('never names a word that is not in the sentence the child sees', () => {
    const tip = speakingTip(
      attempt({
        transcript: 'I am at the park and I need some assistance now',
        example: 'I am at the park and I need some help.',
        keyWords: ['name', 'help'],
      }),
    );
    expect(tip.text).toBe(
      'Remember to say “help”, as in the sentence on the card. Try again and say it clearly.',
    );
  });

  it('counts a key word whatever its case, whatever the case', () => {
    const tip = speakingTip(
      attempt({
        transcript: 'Yes she is AWAKE. Yes she is breathing. No nobody else is hurt.',
        example: "Yes, she's awake. Yes, she's breathing. No, nobody else is hurt.",
        keyWords: ['awake', 'breathing', 'hurt'],
      }),
    );
    expect(tip.kind).toBe('well-done');
  });

  it('does not check words for exercises in the child’s own words', () => {
    expect(
      speakingTip(attempt({ transcript: 'I live at 4 Elm Road in Hilltown by the shop', keyWords: [] })).kind,
    ).toBe('well-done');
  });
});
