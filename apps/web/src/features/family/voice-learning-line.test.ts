// The child card's line about the child's learnt voice (ADR 056).
import { describe, expect, it } from 'vitest';
import { voiceLearningLine } from './voice-learning-line';

const voice = { available: true, sentences: 0, needed: 6, learntFrom: null };

describe('the voice learning line', () => {
  it('counts the sentences towards six, then says the voice is learnt', () => {
    expect(voiceLearningLine('Poppy', voice)).toBe(
      "CallReady learns Poppy's voice from 6 sentences read in Voice Practice.",
    );
    expect(voiceLearningLine('Poppy', { ...voice, sentences: 4 })).toBe(
      "CallReady is learning Poppy's voice: 4 of 6 sentences.",
    );
    expect(voiceLearningLine('Poppy', { ...voice, sentences: 6, learntFrom: 6 })).toBe(
      "CallReady has learnt Poppy's voice from 6 sentences.",
    );
    expect(voiceLearningLine('Poppy', { ...voice, sentences: 12, learntFrom: 12 })).toBe(
      "CallReady has learnt Poppy's voice from 12 sentences.",
    );
  });

  it('says so where this server does not learn voices', () => {
    expect(voiceLearningLine('Poppy', { ...voice, available: false })).toBe(
      'Voice learning is not available on this server.',
    );
  });
});
