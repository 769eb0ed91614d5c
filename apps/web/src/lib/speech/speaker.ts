// The product's one voice (docs/product.md §3, docs/architecture.md §2): the server's voice when it has one, the browser's
// own speech when it has none, and captions alone when neither can speak. The call screen, the voice
// practice and the home page demo all speak through a Speaker.
import { DEFAULT_OPERATOR_VOICE, DEMO_SPEECH_PATH, SYNTHESIZE_PATH } from '@callready/contract';
import { getCountry, type CountryId } from '@callready/core';
import { browserCanSpeak, speakWithBrowser } from './browser-voice';
import { speechCapabilities } from './capabilities';
import { playAudio } from './play-audio';
import { prefetchedAudio, prefetchLines } from './prefetched-audio';

export interface SpeakContext {
  /** Picks the accent. */
  countryId: CountryId;
  /** A child's invite code, which lets the server's voice answer a child without a parent signed in. */
  inviteCode?: string | undefined;
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

async function speakWithServer(
  kind: SpeakerKind,
  line: string,
  context: SpeakContext,
  signal: AbortSignal,
  onPlaying?: () => void,
): Promise<ServerOutcome> {
  // A line fetched ahead plays without asking the server again.
  const ahead = kind === 'operator' ? await prefetchedAudio(context.countryId, line) : null;
  if (signal.aborted) return 'stopped';
  if (ahead) return playFetched(ahead, signal, onPlaying);
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
  // Too many lines for now: this one is read by the browser instead.
  if (response.status === 429) return 'busy';
  if (!response.ok) {
    generationFailed();
    return 'failed';
  }
  const audio = await response.blob().catch(() => null);
  if (signal.aborted) return 'stopped';
  return playFetched(audio, signal, onPlaying);
}

async function playFetched(
  audio: Blob | null,
  signal: AbortSignal,
  onPlaying?: () => void,
): Promise<ServerOutcome> {
  if (!audio || !(await playAudio(audio, signal, onPlaying))) {
    playbackFailed();
    return 'failed';
  }
  return signal.aborted ? 'stopped' : 'played';
}

/** A Speaker that remembers, for the life of the page, when the server has no voice. */
export function createSpeaker(kind: SpeakerKind = 'operator'): Speaker {
  let serverHasVoice = true;
  return {
    async speak(lines, context, signal, onPlaying) {
      const locale = getCountry(context.countryId).speechLocale;
      if (serverHasVoice && !(await speechCapabilities()).synthesis) serverHasVoice = false;
      for (const line of lines) {
        if (signal.aborted) return 'stopped';
        if (serverHasVoice) {
          const outcome = await speakWithServer(kind, line, context, signal, onPlaying);
          if (outcome === 'played') continue;
          if (outcome === 'stopped' || outcome === 'failed') return outcome;
          if (outcome === 'unavailable') serverHasVoice = false;
        }
        if (!browserCanSpeak()) return 'no-voice';
        if (!(await speakWithBrowser(line, locale, signal, onPlaying))) {
          playbackFailed();
          return 'failed';
        }
      }
      return signal.aborted ? 'stopped' : 'spoken';
    },
    prefetch(lines, { countryId }) {
      if (kind !== 'operator' || !serverHasVoice || lines.length === 0) return;
      void speechCapabilities().then(({ synthesis, voiceTag }) => {
        if (synthesis && voiceTag) prefetchLines(lines, countryId, voiceTag);
      });
    },
  };
}
