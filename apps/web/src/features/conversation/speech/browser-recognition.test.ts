import { describe, expect, it } from 'vitest';
import { heardOf, outcomeOfError, transcriptOf, type RecognitionResultList } from './browser-recognition';

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

const scored = (confidence: number | undefined, transcript: string) =>
  Object.assign([{ transcript, ...(confidence === undefined ? {} : { confidence }) }], { isFinal: true });

describe('heardOf (ADR 054)', () => {
  it('hears words the browser is sure of, asks about the unsure and drops the rest', () => {
    expect(heardOf(list(scored(0.93, 'there is a fire'), scored(0.88, 'at 12 oak road')))).toEqual({
      text: 'there is a fire at 12 oak road',
      hearing: 'heard',
      confidence: 0.88,
    });
    expect(heardOf(list(scored(0.93, 'there is a fire'), scored(0.6, 'at 12 oak road')))).toMatchObject({
      text: 'there is a fire at 12 oak road',
      hearing: 'check',
    });
    expect(heardOf(list(scored(0.3, 'i need are will got on')))).toEqual({
      text: '',
      hearing: 'not-heard',
      confidence: 0.3,
    });
  });

  it('asks about words a browser did not score, and hears nothing without words', () => {
    expect(heardOf(list(scored(undefined, 'fire')))).toMatchObject({ text: 'fire', hearing: 'check' });
    expect(heardOf(list(scored(0, 'fire')))).toMatchObject({ text: 'fire', hearing: 'check' });
    expect(heardOf(list(result(false, 'fire')))).toMatchObject({ text: '', hearing: 'not-heard' });
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
