// The browser's own speech synthesis: the device's own voice when the parent chose it (ADR 045), the
// fallback when the server has no voice (or the demo's cap is reached), and the only voice for
// visitors whose server has none.
import { pickVoiceForLocale, type VoiceLike } from './voices';

export function browserCanSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

/** How long to wait for a browser that fills its voice list late (Chrome does, after a voiceschanged event). */
const VOICE_LIST_WAIT_MS = 1_000;
let voiceList: Promise<SpeechSynthesisVoice[]> | null = null;

/** The browser's voices, once it has listed them (an empty list where it has none). */
export function browserVoices(): Promise<readonly VoiceLike[]> {
  if (!browserCanSpeak()) return Promise.resolve([]);
  const synth = window.speechSynthesis;
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  voiceList ??= new Promise((resolve) => {
    const done = () => {
      synth.removeEventListener('voiceschanged', done);
      clearTimeout(timer);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICE_LIST_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
  return voiceList.then((voices) => (voices.length > 0 ? voices : synth.getVoices()));
}

/**
 * Says one line, in `voice` when given (one of the browser's own voices), else the best for the
 * locale; resolves when it is spoken, fails or `signal` aborts. False when the browser could not say it.
 */
export function speakWithBrowser(
  line: string,
  locale: string,
  signal: AbortSignal,
  onPlaying?: () => void,
  voice?: VoiceLike,
): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(true);
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(line);
    utterance.lang = voice?.lang ?? locale;
    const chosen = voice ?? pickVoiceForLocale(synth.getVoices(), locale);
    if (chosen) utterance.voice = chosen as SpeechSynthesisVoice;
    utterance.rate = 0.95;
    const onAbort = () => {
      synth.cancel();
      resolve(true);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    utterance.onstart = () => onPlaying?.();
    utterance.onend = () => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    };
    utterance.onerror = (event) => {
      signal.removeEventListener('abort', onAbort);
      // Cancelling (a newer line, or the child answered) is not a failure.
      resolve(event.error === 'canceled' || event.error === 'interrupted');
    };
    synth.speak(utterance);
  });
}
