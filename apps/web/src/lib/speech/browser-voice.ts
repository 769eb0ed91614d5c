// The browser's own speech synthesis: the fallback when the server has no voice (or the demo's cap
// is reached), and the only voice for visitors whose server has none.
import { pickVoiceForLocale } from './voices';

export function browserCanSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

/** Says one line; resolves when it is spoken, fails or `signal` aborts. False when the browser could not say it. */
export function speakWithBrowser(
  line: string,
  locale: string,
  signal: AbortSignal,
  onPlaying?: () => void,
): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(true);
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(line);
    utterance.lang = locale;
    const voice = pickVoiceForLocale(synth.getVoices(), locale);
    if (voice) utterance.voice = voice;
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
