import { describe, expect, it } from 'vitest';
import { outcomeOfError, transcriptOf, type RecognitionResultList } from './browser-recognition';

const result = (isFinal: boolean, ...alternatives: string[]) =>
  Object.assign(
    alternatives.map((transcript) => ({ transcript })),
    { isFinal },
  );
const list = (...results: ReturnType<typeof result>[]): RecognitionResultList => results;

describe('transcriptOf', () => {
  it('joins the best alternative of each final result', () => {
    expect(transcriptOf(list(result(true, ' I need ', 'I kneed'), result(true, 'the fire brigade')))).toBe(
      'I need the fire brigade',
    );
  });

  it('leaves out results still being guessed, and empty ones', () => {
    expect(transcriptOf(list(result(true, 'there is a fire'), result(false, 'in my')))).toBe(
      'there is a fire',
    );
    expect(transcriptOf(list(result(true, '  '), result(true)))).toBe('');
  });
});

describe('outcomeOfError', () => {
  it('treats silence and stopping as nothing heard', () => {
    expect(outcomeOfError('no-speech')).toBe('nothing');
    expect(outcomeOfError('aborted')).toBe('nothing');
  });

  it('tells a refused microphone apart from other failures', () => {
    expect(outcomeOfError('not-allowed')).toBe('denied');
    expect(outcomeOfError('service-not-allowed')).toBe('denied');
    expect(outcomeOfError('network')).toBe('failed');
    expect(outcomeOfError('audio-capture')).toBe('failed');
  });
});
