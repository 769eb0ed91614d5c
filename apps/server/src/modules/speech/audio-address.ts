// Public, immutable addresses for the operator's scripted lines (docs/architecture.md §2 speech out).
// An address is a hash of what determines the audio (the line, voice, country and this server's voice
// engine), so a browser or a CDN can keep the audio for good. Only lines with fixed words have an
// address: a read-back of a child's own words is never served from a shareable URL.
import { createHash } from 'node:crypto';
import { DEFAULT_OPERATOR_VOICE, DEMO_PROMPT } from '@callready/contract';
import { COUNTRY_IDS, getCountry, READ_BACK_FIXED_PARTS, scriptedOperatorLines } from '@callready/core';
import type { SynthesisRequest, SynthesizerId } from '../../providers/speech';

/** Bump when an engine's settings change what the same line sounds like, so old addresses retire. */
const VOICE_SETTINGS_VERSION = 1;

export const AUDIO_ADDRESS_PATTERN = /^[0-9a-f]{64}$/;

/** An opaque name for this server's voice: it changes with the engine, never says which it is. */
export function voiceTagOf(synthesizer: SynthesizerId): string {
  return createHash('sha256')
    .update(`operator-voice/${VOICE_SETTINGS_VERSION}/${synthesizer}`)
    .digest('hex')
    .slice(0, 16);
}

/** sha256 hex of the voice tag, voice, country and text; the web computes the same (speech/audio-address). */
export function audioAddress(voiceTag: string, { voice, countryId, text }: SynthesisRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([voiceTag, voice, countryId, text]))
    .digest('hex');
}

/**
 * Every scripted operator line, in the default voice and each country's accent, plus the fixed words
 * of the read-backs (ADR 045) and the demo prompt.
 */
export function scriptedRequests(): SynthesisRequest[] {
  const voice = DEFAULT_OPERATOR_VOICE;
  return COUNTRY_IDS.flatMap((countryId) => [
    ...[...scriptedOperatorLines(getCountry(countryId)), ...READ_BACK_FIXED_PARTS].map(
      (text): SynthesisRequest => ({
        text,
        voice,
        countryId,
      }),
    ),
    { text: DEMO_PROMPT, voice, countryId },
  ]);
}

export interface ScriptedAudioBook {
  /** The line behind an address, or undefined for anything that is not a scripted line. */
  requestAt(address: string): SynthesisRequest | undefined;
  /** The address of a scripted line, or undefined for any other text. */
  addressOf(request: SynthesisRequest): string | undefined;
}

const books = new Map<string, ScriptedAudioBook>();

/** The addresses of every scripted line for one voice, worked out once per process (about 50 ms). */
export function scriptedAudioBook(voiceTag: string): ScriptedAudioBook {
  let book = books.get(voiceTag);
  if (!book) {
    book = createBook(voiceTag);
    books.set(voiceTag, book);
  }
  return book;
}

function createBook(voiceTag: string): ScriptedAudioBook {
  const byAddress = new Map<string, SynthesisRequest>();
  for (const request of scriptedRequests()) byAddress.set(audioAddress(voiceTag, request), request);
  return {
    requestAt: (address) => (AUDIO_ADDRESS_PATTERN.test(address) ? byAddress.get(address) : undefined),
    addressOf(request) {
      const address = audioAddress(voiceTag, request);
      return byAddress.has(address) ? address : undefined;
    },
  };
}
