// The child's own device's voice (ADR 045): of the voices the browser offers, only those that run on
// the device (`localService`), for the call's English or the nearest English, the most natural first.
// Pure functions over the list `speechSynthesis.getVoices()` gives, so they are tested on recorded lists.
import type { VoiceLike } from './voices';

const normalizeLang = (lang: string) => lang.trim().replace('_', '-').toLowerCase();

/**
 * For each English a call is in, the Englishes nearest to it, in order (the call's own first). A
 * voice in none of them but still English comes last of all.
 */
const NEAREST_ENGLISH: Record<string, readonly string[]> = {
  'en-gb': ['en-gb', 'en-ie', 'en-au', 'en-nz', 'en-za', 'en-us', 'en-ca'],
  'en-ie': ['en-ie', 'en-gb', 'en-au', 'en-nz', 'en-za', 'en-us', 'en-ca'],
  'en-au': ['en-au', 'en-nz', 'en-gb', 'en-ie', 'en-za', 'en-us', 'en-ca'],
  'en-nz': ['en-nz', 'en-au', 'en-gb', 'en-ie', 'en-za', 'en-us', 'en-ca'],
  'en-us': ['en-us', 'en-ca', 'en-gb', 'en-au', 'en-nz', 'en-ie', 'en-za'],
  'en-ca': ['en-ca', 'en-us', 'en-gb', 'en-au', 'en-nz', 'en-ie', 'en-za'],
};

/** What a listener hears from a voice of each English, as the pages name it. */
const ACCENT_NAMES: Record<string, string> = {
  'en-gb': 'British English',
  'en-ie': 'Irish English',
  'en-au': 'Australian English',
  'en-nz': 'New Zealand English',
  'en-us': 'American English',
  'en-ca': 'Canadian English',
  'en-za': 'South African English',
  'en-in': 'Indian English',
  'en-sg': 'Singapore English',
};

/** 'Australian English' for 'en-AU'; null for a language the product names no accent for. */
export function accentOfLang(lang: string): string | null {
  return ACCENT_NAMES[normalizeLang(lang)] ?? null;
}

/**
 * Names a device's voices carry, from the makers' own lists (ADR 045 gives the sources):
 * - Apple (iOS, iPadOS, macOS): downloaded voices are 'Name (Premium)' and 'Name (Enhanced)'; the
 *   compact ones are the plain name; the novelty voices (Albert, Bad News, Zarvox…) are not speech
 *   a child should hear.
 * - Windows 11: the natural voices installed for Narrator are 'Microsoft Name (Natural)'; the older
 *   ones are 'Microsoft Name - English (Country)'.
 * - Android Chrome: the Speech Services voices, with '-network' in the name when they need the
 *   network (those report localService false as well).
 * - ChromeOS: 'Chrome OS … English' and the natural Google voices '(Natural)'.
 * - Linux: speech-dispatcher's eSpeak and Pico voices, robotic.
 */
const NATURAL = /\((premium|natural)\)|\bneural\b|\bnatural\b/i;
const ENHANCED = /\(enhanced\)|\bhigh quality\b/i;
const ROBOTIC = /\bespeak\b|\bpico\b|\bflite\b|\bmbrola\b/i;
const NOVELTY = new Set([
  'albert',
  'bad news',
  'bahh',
  'bells',
  'boing',
  'bubbles',
  'cellos',
  'deranged',
  'fred',
  'good news',
  'hysterical',
  'jester',
  'junior',
  'kathy',
  'organ',
  'pipe organ',
  'ralph',
  'superstar',
  'trinoids',
  'whisper',
  'wobble',
  'zarvox',
]);

/** How natural a voice sounds by its name: 3 premium or natural, 2 enhanced, 1 plain, 0 robotic; null for a novelty voice. */
export function naturalness(name: string): number | null {
  const plain = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .toLowerCase();
  if (NOVELTY.has(plain)) return null;
  if (NATURAL.test(name)) return 3;
  if (ENHANCED.test(name)) return 2;
  if (ROBOTIC.test(name)) return 0;
  return 1;
}

export interface DeviceVoiceChoice<T extends VoiceLike> {
  voice: T;
  /** The English the voice speaks, as pages name it ('Australian English'); null when it has no name here. */
  accent: string | null;
}

/**
 * The device's own voice for a call in `locale` ('en-AU'): only voices on the device; the call's
 * English, then the nearest, then any English; within one, the most natural, then the browser's
 * default, then the list's order. Null when the device has no English voice of its own.
 */
export function chooseDeviceVoice<T extends VoiceLike>(
  voices: readonly T[],
  locale: string,
): DeviceVoiceChoice<T> | null {
  const wanted = normalizeLang(locale);
  const order = NEAREST_ENGLISH[wanted] ?? [wanted];
  let best: { voice: T; key: number[] } | null = null;
  voices.forEach((voice, index) => {
    if (voice.localService !== true) return;
    const lang = normalizeLang(voice.lang);
    if (lang.split('-')[0] !== 'en') return;
    const quality = naturalness(voice.name);
    if (quality === null) return;
    const position = order.indexOf(lang);
    const key = [position === -1 ? order.length : position, -quality, voice.default ? 0 : 1, index];
    if (!best || isBefore(key, best.key)) best = { voice, key };
  });
  if (!best) return null;
  const chosen: T = (best as { voice: T }).voice;
  return { voice: chosen, accent: accentOfLang(chosen.lang) };
}

function isBefore(a: readonly number[], b: readonly number[]): boolean {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/** 'Australian English voice on this device', or null when the device's voice has no accent we can name. */
export function deviceVoiceLabel(choice: DeviceVoiceChoice<VoiceLike> | null): string | null {
  return choice?.accent ? `${choice.accent} voice on this device` : null;
}
