import { describe, expect, it } from 'vitest';
import { audioAddress, scriptedAudioBook, scriptedRequests, voiceTagOf } from './audio-address';

describe('audioAddress', () => {
  it('is the hash the web works out too (the web’s test holds the same figure)', () => {
    const request = { text: 'Is anyone hurt?', voice: 'charlotte', countryId: 'uk' } as const;
    expect(audioAddress('0123456789abcdef', request)).toBe(
      'cceebc7520e48e8871aaf77af0d0448cb37aadac695aa3e17cfad77e04875da3',
    );
  });

  it('changes with the voice engine, and the tag does not name the engine', () => {
    expect(voiceTagOf('espeak')).not.toBe(voiceTagOf('openai'));
    expect(voiceTagOf('espeak')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives every scripted line an address, and nothing else', () => {
    const book = scriptedAudioBook(voiceTagOf('espeak'));
    for (const request of scriptedRequests()) {
      const address = book.addressOf(request);
      expect(address && book.requestAt(address)).toEqual(request);
    }
    expect(
      book.addressOf({ text: 'You said “Sol” — is that right?', voice: 'charlotte', countryId: 'uk' }),
    ).toBe(undefined);
  });

  it('gives a read-back’s fixed words an address, never the child’s words (ADR 045)', () => {
    const book = scriptedAudioBook(voiceTagOf('espeak'));
    const uk = (text: string) => ({ text, voice: 'charlotte', countryId: 'uk' }) as const;
    for (const fixed of ['You said', 'is that right?', "You're", 'Is that right?'])
      expect(book.addressOf(uk(fixed))).toMatch(/^[0-9a-f]{64}$/);
    expect(book.addressOf(uk('Sol'))).toBe(undefined);
  });
});
