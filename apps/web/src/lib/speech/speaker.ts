// The product's voice (docs/product.md §3, docs/architecture.md §2, ADR 045): on a call, the child's
// device's own natural voice when the parent chose it and the device has one, else the server's
// voice; the browser's other voices only for lines without the child's words; captions alone when
// nothing may speak. The call screen, the voice practice and the home page demo all speak through a Speaker.
import {
  DEFAULT_OPERATOR_VOICE,
  DEMO_SPEECH_PATH,
  SYNTHESIZE_PATH,
  type OperatorVoiceSource,
} from '@callready/contract';
import { getCountry, readBackParts, READ_BACK_FIXED_PARTS, type CountryId } from '@callready/core';
import { browserCanSpeak, browserVoices, speakWithBrowser } from './browser-voice';
import { speechCapabilities } from './capabilities';
import { chooseDeviceVoice } from './device-voices';
import { voiceForLine } from './line-voice';
import { playAudio } from './play-audio';
import { prefetchedAudio, prefetchLines } from './prefetched-audio';
import type { VoiceLike } from './voices';

export interface SpeakContext {
  /** Picks the accent. */
  countryId: CountryId;
  /** A child's invite code, which lets the server's voice answer a child without a parent signed in. */
  inviteCode?: string | undefined;
  /** Whose voice first (ADR 045); without it, this server's voice, as the demo and voice practice use. */
  voiceSource?: OperatorVoiceSource | undefined;
  /** True for a line holding the child's own words, which no online browser voice may say. */
  isPrivateLine?: ((line: string) => boolean) | undefined;
}

/**
 * How speaking went: every line said (or stopped on purpose), a failure the user has been told
 * about, or no voice at all in this browser (so only the words on screen remain).
 */
export type SpeakResult = 'spoken' | 'stopped' | 'failed' | 'no-voice';

export interface Speaker {
  /** Says `lines` in order. Never rejects; `onPlaying` fires when sound starts. */
  speak(
    lines: readonly string[],
    context: SpeakContext,
    signal: AbortSignal,
    onPlaying?: () => void,
  ): Promise<SpeakResult>;
  /** Fetches lines that will probably be said next, so they play at once (operator lines only). */
  prefetch(lines: readonly string[], context: SpeakContext): void;
}

/**
 * operator: the call screen and voice practice, for a signed-in parent or a child's code.
 * demo: the public home page demo, whose own lines are capped by the server (ADR 009).
 */
export type SpeakerKind = 'operator' | 'demo';

type ServerOutcome = 'played' | 'unavailable' | 'busy' | 'failed' | 'stopped';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

// The toast library loads only when there is something to say (it is in no page's first view).
const showError = (title: string, description: string) =>
  void import('sonner').then(({ toast }) => toast.error(title, { description }));
const generationFailed = () =>
  showError('Speech Generation Error', 'Failed to generate speech. Please try again.');
const playbackFailed = () => showError('Audio Playback Error', 'Failed to play the generated speech.');

function requestFor(kind: SpeakerKind, line: string, { countryId, inviteCode }: SpeakContext) {
  return kind === 'demo'
    ? { path: DEMO_SPEECH_PATH, body: { text: line, countryId } }
    : { path: SYNTHESIZE_PATH, body: { text: line, voice: DEFAULT_OPERATOR_VOICE, countryId, inviteCode } };
}

type Fetched = Blob | Exclude<ServerOutcome, 'played'>;

/** The server's audio of a line: fetched ahead when it was, else asked for now. */
async function fetchFromServer(
  kind: SpeakerKind,
  line: string,
  context: SpeakContext,
  signal: AbortSignal,
  { ahead = true } = {},
): Promise<Fetched> {
  // A line fetched ahead plays without asking the server again.
  const fetched = kind === 'operator' && ahead ? await prefetchedAudio(context.countryId, line) : null;
  if (signal.aborted) return 'stopped';
  if (fetched) return fetched;
  const { path, body } = requestFor(kind, line, context);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted || isAbort(error)) return 'stopped';
    generationFailed();
    return 'failed';
  }
  if (response.status === 503) return 'unavailable';
  // Too many lines for now: this one is read by another voice instead.
  if (response.status === 429) return 'busy';
  if (!response.ok) {
    generationFailed();
    return 'failed';
  }
  const audio = await response.blob().catch(() => null);
  if (signal.aborted) return 'stopped';
  if (!audio) {
    playbackFailed();
    return 'failed';
  }
  return audio;
}

async function speakWithServer(
  kind: SpeakerKind,
  line: string,
  context: SpeakContext,
  signal: AbortSignal,
  onPlaying?: () => void,
): Promise<ServerOutcome> {
  // A read-back: its fixed words were prepared like any scripted line, so they play at once while
  // only the child's words are synthesized, at the same time (ADR 045).
  const parts = kind === 'operator' ? readBackParts(line) : null;
  const pieces = parts
    ? parts.map((part) => fetchFromServer(kind, part.text, context, signal, { ahead: !part.childWords }))
    : [fetchFromServer(kind, line, context, signal)];
  for (const piece of pieces) {
    const audio = await piece;
    if (!(audio instanceof Blob)) return audio;
    const outcome = await playFetched(audio, signal, onPlaying);
    if (outcome !== 'played') return outcome;
  }
  return 'played';
}

async function playFetched(audio: Blob, signal: AbortSignal, onPlaying?: () => void): Promise<ServerOutcome> {
  if (!(await playAudio(audio, signal, onPlaying))) {
    playbackFailed();
    return 'failed';
  }
  return signal.aborted ? 'stopped' : 'played';
}

/** The device's own English voice for a locale, or null (no speechSynthesis, or only online voices). */
async function deviceVoiceFor(locale: string): Promise<VoiceLike | null> {
  return chooseDeviceVoice(await browserVoices(), locale)?.voice ?? null;
}

/** A Speaker that remembers, for the life of the page, when the server has no voice. */
export function createSpeaker(kind: SpeakerKind = 'operator'): Speaker {
  let serverHasVoice = true;
  // Whether the last call found a voice on the device; a call spoken by it needs nothing fetched.
  let deviceFound = false;
  return {
    async speak(lines, context, signal, onPlaying) {
      const locale = getCountry(context.countryId).speechLocale;
      const source = context.voiceSource ?? 'server';
      if (serverHasVoice && !(await speechCapabilities()).synthesis) serverHasVoice = false;
      // The device's voice is looked for when it may be needed: chosen, or the server cannot speak.
      let device: VoiceLike | null | undefined;
      const findDevice = async () =>
        device === undefined ? (device = await deviceVoiceFor(locale)) : device;
      if (source === 'device' || !serverHasVoice) deviceFound = (await findDevice()) !== null;
      for (const line of lines) {
        if (signal.aborted) return 'stopped';
        const privateLine = context.isPrivateLine?.(line) ?? false;
        const choose = (serverCanSpeak: boolean) =>
          voiceForLine({
            privateLine,
            source,
            hasDeviceVoice: Boolean(device),
            serverCanSpeak,
            browserCanSpeak: browserCanSpeak(),
          });
        let voice = choose(serverHasVoice);
        if (voice === 'server') {
          const outcome = await speakWithServer(kind, line, context, signal, onPlaying);
          if (outcome === 'played') continue;
          if (outcome === 'stopped' || outcome === 'failed') return outcome;
          if (outcome === 'unavailable') serverHasVoice = false;
          await findDevice();
          voice = choose(false);
        }
        // A line with the child's words and no private voice to say it stays a caption.
        if (voice === 'none') {
          if (privateLine) continue;
          return 'no-voice';
        }
        const spokenBy = voice === 'device' ? (device ?? undefined) : undefined;
        if (!(await speakWithBrowser(line, spokenBy?.lang ?? locale, signal, onPlaying, spokenBy))) {
          playbackFailed();
          return 'failed';
        }
      }
      return signal.aborted ? 'stopped' : 'spoken';
    },
    prefetch(lines, { countryId, voiceSource }) {
      if (kind !== 'operator' || !serverHasVoice || lines.length === 0) return;
      if (voiceSource === 'device' && deviceFound) return;
      void speechCapabilities().then(({ synthesis, voiceTag }) => {
        // A read-back's fixed words come along, so a read-back starts as soon as a scripted line.
        if (synthesis && voiceTag) prefetchLines([...lines, ...READ_BACK_FIXED_PARTS], countryId, voiceTag);
      });
    },
  };
}
