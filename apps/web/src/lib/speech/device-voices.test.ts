import { describe, expect, it } from 'vitest';
import { accentOfLang, chooseDeviceVoice, deviceVoiceLabel, naturalness } from './device-voices';
import type { VoiceLike } from './voices';

// Voice lists as each platform's browser reports them, built from the makers' published voice names
// (ADR 045 lists the sources); local is what `localService` says.
const local = (name: string, lang: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({
  name,
  lang,
  localService: true,
  ...extra,
});
const online = (name: string, lang: string): VoiceLike => ({ name, lang, localService: false });

/** Safari on an iPhone with two voices downloaded in Settings › Accessibility › Spoken Content. */
const IOS = [
  local('Daniel', 'en-GB'),
  local('Karen', 'en-AU'),
  local('Karen (Enhanced)', 'en-AU'),
  local('Moira', 'en-IE'),
  local('Rishi', 'en-IN'),
  local('Samantha', 'en-US', { default: true }),
  local('Serena (Premium)', 'en-GB'),
  local('Tessa', 'en-ZA'),
  local('Albert', 'en-US'),
  local('Zarvox', 'en-US'),
];

/** Safari on a Mac: compact voices, one premium download, the novelty voices. */
const MACOS = [
  local('Alex', 'en-US', { default: true }),
  local('Bad News', 'en-US'),
  local('Daniel', 'en-GB'),
  local('Fred', 'en-US'),
  local('Karen', 'en-AU'),
  local('Moira', 'en-IE'),
  local('Samantha', 'en-US'),
  local('Ava (Premium)', 'en-US'),
];

/** Edge on Windows 11: the installed voices, the Narrator natural voice, and Edge's online voices. */
const WINDOWS = [
  local('Microsoft David - English (United States)', 'en-US', { default: true }),
  local('Microsoft Mark - English (United States)', 'en-US'),
  local('Microsoft Zira - English (United States)', 'en-US'),
  local('Microsoft Hazel - English (United Kingdom)', 'en-GB'),
  local('Microsoft Catherine - English (Australia)', 'en-AU'),
  local('Microsoft Sonia (Natural) - English (United Kingdom)', 'en-GB'),
  online('Microsoft Libby Online (Natural) - English (United Kingdom)', 'en-GB'),
  online('Microsoft Natasha Online (Natural) - English (Australia)', 'en-AU'),
  online('Microsoft Connor Online (Natural) - English (Ireland)', 'en-IE'),
];

/** Chrome on Android: the Speech Services voices, local and '-network' ones. */
const ANDROID = [
  local('English United Kingdom', 'en-GB'),
  local('English United States', 'en-US', { default: true }),
  local('English Australia', 'en-AU'),
  local('English India', 'en-IN'),
  online('en-au-x-aub-network', 'en-AU'),
  online('en-gb-x-gba-network', 'en-GB'),
];

/** Chrome on a Chromebook: ChromeOS's own voices, the natural ones, and Google's online voices. */
const CHROMEOS = [
  local('Chrome OS US English 1', 'en-US', { default: true }),
  local('Chrome OS UK English 1', 'en-GB'),
  local('Google Australian English 2 (Natural)', 'en-AU'),
  online('Google UK English Female', 'en-GB'),
  online('Google US English', 'en-US'),
];

/** Chrome on Linux: only Google's online voices, and speech-dispatcher's eSpeak. */
const LINUX = [
  online('Google UK English Female', 'en-GB'),
  online('Google US English', 'en-US'),
  local('English (Great Britain) eSpeak', 'en-GB'),
];

const pick = (voices: readonly VoiceLike[], locale: string) =>
  chooseDeviceVoice(voices, locale)?.voice.name ?? null;

describe('chooseDeviceVoice', () => {
  it('on iOS picks the premium and enhanced voices of the call’s own English', () => {
    expect(pick(IOS, 'en-GB')).toBe('Serena (Premium)');
    expect(pick(IOS, 'en-AU')).toBe('Karen (Enhanced)');
    expect(pick(IOS, 'en-IE')).toBe('Moira');
    // No New Zealand voice: Australian English is nearest.
    expect(pick(IOS, 'en-NZ')).toBe('Karen (Enhanced)');
    expect(pick(IOS, 'en-US')).toBe('Samantha');
    // No Canadian voice: American English is nearest.
    expect(pick(IOS, 'en-CA')).toBe('Samantha');
  });

  it('on macOS passes over the novelty voices and prefers a premium one', () => {
    expect(pick(MACOS, 'en-US')).toBe('Ava (Premium)');
    expect(pick(MACOS, 'en-AU')).toBe('Karen');
    expect(pick([local('Bad News', 'en-US'), local('Zarvox', 'en-US')], 'en-US')).toBeNull();
  });

  it('on Windows takes the installed natural voice, never an online one', () => {
    expect(pick(WINDOWS, 'en-GB')).toBe('Microsoft Sonia (Natural) - English (United Kingdom)');
    expect(pick(WINDOWS, 'en-AU')).toBe('Microsoft Catherine - English (Australia)');
    // Ireland's only voice is online: the nearest English on the device instead.
    expect(pick(WINDOWS, 'en-IE')).toBe('Microsoft Sonia (Natural) - English (United Kingdom)');
    expect(pick(WINDOWS, 'en-US')).toBe('Microsoft David - English (United States)');
  });

  it('on Android takes the voice on the phone, not the network one', () => {
    expect(pick(ANDROID, 'en-AU')).toBe('English Australia');
    expect(pick(ANDROID, 'en-NZ')).toBe('English Australia');
    expect(pick(ANDROID, 'en-CA')).toBe('English United States');
  });

  it('on ChromeOS prefers the natural voice of the call’s English', () => {
    expect(pick(CHROMEOS, 'en-AU')).toBe('Google Australian English 2 (Natural)');
    expect(pick(CHROMEOS, 'en-GB')).toBe('Chrome OS UK English 1');
  });

  it('with only online voices and a robotic local one, takes the local one; with none, nothing', () => {
    expect(pick(LINUX, 'en-GB')).toBe('English (Great Britain) eSpeak');
    expect(
      pick(
        LINUX.filter((voice) => !voice.localService),
        'en-GB',
      ),
    ).toBeNull();
    expect(pick([], 'en-AU')).toBeNull();
  });

  it('reads underscores and lower case in languages, and ignores other languages', () => {
    expect(pick([local('Amélie', 'fr-CA'), local('Lee', 'en_au')], 'en-AU')).toBe('Lee');
    expect(pick([local('Amélie', 'fr-CA')], 'en-CA')).toBeNull();
  });
});

describe('naming the accent heard', () => {
  it('names the device voice’s own English', () => {
    expect(deviceVoiceLabel(chooseDeviceVoice(IOS, 'en-AU'))).toBe('Australian English voice on this device');
    // A New Zealand call on a device with only an Australian voice says so.
    expect(deviceVoiceLabel(chooseDeviceVoice(IOS, 'en-NZ'))).toBe('Australian English voice on this device');
    expect(deviceVoiceLabel(chooseDeviceVoice(WINDOWS, 'en-IE'))).toBe(
      'British English voice on this device',
    );
    expect(deviceVoiceLabel(null)).toBeNull();
    expect(accentOfLang('en')).toBeNull();
  });

  it('ranks names: premium and natural, enhanced, plain, robotic, novelty', () => {
    expect(naturalness('Serena (Premium)')).toBe(3);
    expect(naturalness('Microsoft Sonia (Natural) - English (United Kingdom)')).toBe(3);
    expect(naturalness('Karen (Enhanced)')).toBe(2);
    expect(naturalness('Daniel')).toBe(1);
    expect(naturalness('English (Great Britain) eSpeak')).toBe(0);
    expect(naturalness('Zarvox')).toBeNull();
  });
});
