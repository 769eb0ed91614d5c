import { describe, expect, it } from 'vitest';
import { NOT_HEARD, readTranscribeReply } from './transcribe-recording';

describe('readTranscribeReply (ADR 054)', () => {
  it('takes the three hearings as the server says them', () => {
    expect(
      readTranscribeReply({ text: ' fire at 12 oak road ', hearing: 'heard', confidence: 0.91 }),
    ).toEqual({
      text: 'fire at 12 oak road',
      hearing: 'heard',
      confidence: 0.91,
    });
    expect(readTranscribeReply({ text: 'fire at 12 oak road', hearing: 'check', confidence: 0.55 })).toEqual({
      text: 'fire at 12 oak road',
      hearing: 'check',
      confidence: 0.55,
    });
    expect(readTranscribeReply({ text: '', hearing: 'not-heard', confidence: 0.1 })).toEqual(NOT_HEARD);
  });

  it('never keeps words the server did not hear, and hears nothing in a reply without words', () => {
    expect(
      readTranscribeReply({ text: 'i need are will got on', hearing: 'not-heard', confidence: 0.2 }),
    ).toEqual(NOT_HEARD);
    expect(readTranscribeReply({ text: '  ', hearing: 'heard', confidence: 1 })).toEqual(NOT_HEARD);
  });

  it('reads a reply from before hearings were given: words heard, no words not heard', () => {
    expect(readTranscribeReply({ text: 'my house is on fire' })).toEqual({
      text: 'my house is on fire',
      hearing: 'heard',
      confidence: 1,
    });
    expect(readTranscribeReply({ text: '' })).toEqual(NOT_HEARD);
  });

  it('asks the child about words with a hearing it does not know, and keeps no confidence out of range', () => {
    expect(readTranscribeReply({ text: 'fire', hearing: 'maybe' })?.hearing).toBe('check');
    expect(readTranscribeReply({ text: 'fire', hearing: 'check', confidence: 7 })).toEqual({
      text: 'fire',
      hearing: 'check',
      confidence: 0,
    });
  });

  it('refuses a reply with no text', () => {
    for (const body of [null, 'fire', {}, { text: 3 }, { hearing: 'heard' }])
      expect(readTranscribeReply(body)).toBeNull();
  });
});
