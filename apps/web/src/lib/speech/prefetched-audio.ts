// The operator's next scripted lines, fetched while the child is still answering, so the operator
// speaks as soon as the answer is in (ADR 027). Scripted lines have immutable public addresses (a
// hash of the voice tag, voice, country and line), which the browser's HTTP cache keeps as well.
import { DEFAULT_OPERATOR_VOICE, SPEECH_AUDIO_PATH } from '@callready/contract';
import type { CountryId } from '@callready/core';

/** A call's next few lines, with room to spare; the oldest go first. */
const MAX_KEPT = 24;
const kept = new Map<string, Promise<Blob | null>>();

const keyOf = (countryId: CountryId, text: string) => JSON.stringify([countryId, text]);

/** The address the server gives a line (the same hash as its audio-address module); null without WebCrypto. */
export async function audioAddressOf(
  voiceTag: string,
  countryId: CountryId,
  text: string,
): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const input = new TextEncoder().encode(JSON.stringify([voiceTag, DEFAULT_OPERATOR_VOICE, countryId, text]));
  const digest = new Uint8Array(await subtle.digest('SHA-256', input));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function fetchLine(voiceTag: string, countryId: CountryId, text: string): Promise<Blob | null> {
  try {
    const address = await audioAddressOf(voiceTag, countryId, text);
    if (!address) return null;
    // Behind the line being spoken now; no cookie, as the audio is the same for everyone.
    const response = await fetch(`${SPEECH_AUDIO_PATH}/${address}`, {
      credentials: 'omit',
      priority: 'low',
    } as RequestInit);
    // Not a scripted line (a family's own advice line, say): it is synthesized when it is said.
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/** Starts fetching each line not already fetched or on its way. */
export function prefetchLines(lines: readonly string[], countryId: CountryId, voiceTag: string): void {
  for (const text of lines) {
    const key = keyOf(countryId, text);
    if (kept.has(key)) continue;
    kept.set(key, fetchLine(voiceTag, countryId, text));
    while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  }
}

/** The fetched audio of a line, undefined when it was never fetched, null when fetching failed. */
export function prefetchedAudio(countryId: CountryId, text: string): Promise<Blob | null> | undefined {
  return kept.get(keyOf(countryId, text));
}

/** For tests: forget every fetched line. */
export function forgetPrefetchedAudio(): void {
  kept.clear();
}
