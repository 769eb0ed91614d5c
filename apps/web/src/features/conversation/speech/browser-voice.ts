// The browser's own speech synthesis: the fallback when the server has no operator voice.

/** The voice for `locale` (en-GB), else one of the same language (en), else none (the browser's default). */
export function pickVoiceForLocale<V extends { lang: string }>(voices: readonly V[], locale: string): V | undefined {
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0];
  const lang = (voice: V) => voice.lang.toLowerCase().replace('_', '-');
  return voices.find((voice) => lang(voice) === wanted) ?? voices.find((voice) => lang(voice).split('-')[0] === language);
}

export function browserCanSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

/** Says one line; resolves when it is spoken, fails or `signal` aborts. False when the browser could not say it. */
export function speakWithBrowser(line: string, locale: string, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(true);
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(line);
    utterance.lang = locale;
    const voice = pickVoiceForLocale(synth.getVoices(), locale);
    if (voice) utterance.voice = voice;
    const onAbort = () => {
      synth.cancel();
      resolve(true);
    };
    signal.addEventListener('abort', onAbort, { once: true });
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
