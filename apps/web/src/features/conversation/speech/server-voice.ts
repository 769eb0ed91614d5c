// The operator's voice from POST /api/speech/synthesize, with the browser's own speech as the fallback
// when the server has no voice, and captions alone when neither can speak.
import { getCountry } from '@callready/core';
import { toast } from 'sonner';
import type { OperatorSpeechContext, OperatorVoice } from '../operator-voice';
import { browserCanSpeak, speakWithBrowser } from './browser-voice';
import { speechCapabilities } from './speech-capabilities';

type ServerOutcome = 'played' | 'unavailable' | 'failed' | 'stopped';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Plays audio bytes until they end or `signal` aborts. False when the browser could not play them. */
function playAudio(audio: Blob, signal: AbortSignal): Promise<boolean> {
  const url = URL.createObjectURL(audio);
  const element = new Audio(url);
  return new Promise<boolean>((resolve) => {
    const finish = (played: boolean) => {
      signal.removeEventListener('abort', onAbort);
      element.pause();
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(played);
    };
    const onAbort = () => finish(true);
    signal.addEventListener('abort', onAbort, { once: true });
    element.onended = () => finish(true);
    element.onerror = () => finish(false);
    element.play().catch((error: unknown) => finish(signal.aborted || isAbort(error)));
  });
}

async function speakWithServer(
  line: string,
  context: OperatorSpeechContext,
  signal: AbortSignal,
): Promise<ServerOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/speech/synthesize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ text: line, voice: 'charlotte', countryId: context.countryId, inviteCode: context.inviteCode }),
      signal,
    });
  } catch (error) {
    if (signal.aborted || isAbort(error)) return 'stopped';
    toast.error('Speech Generation Error', { description: 'Failed to generate speech. Please try again.' });
    return 'failed';
  }
  if (response.status === 503) return 'unavailable';
  if (!response.ok) {
    toast.error('Speech Generation Error', { description: 'Failed to generate speech. Please try again.' });
    return 'failed';
  }
  const audio = await response.blob().catch(() => null);
  if (signal.aborted) return 'stopped';
  if (!audio || !(await playAudio(audio, signal))) {
    toast.error('Audio Playback Error', { description: 'Failed to play the generated speech.' });
    return 'failed';
  }
  return signal.aborted ? 'stopped' : 'played';
}

/** A spoken operator. One instance per call screen: it remembers when the server has no voice. */
export function createServerVoice(): OperatorVoice {
  let serverHasVoice = true;
  return {
    audible: true,
    async speak(lines, context, signal) {
      const locale = getCountry(context.countryId).speechLocale;
      if (serverHasVoice && !(await speechCapabilities()).synthesis) serverHasVoice = false;
      for (const line of lines) {
        if (signal.aborted) return;
        if (serverHasVoice) {
          const outcome = await speakWithServer(line, context, signal);
          if (outcome === 'played') continue;
          // After a failure the captions carry the rest of this turn.
          if (outcome !== 'unavailable') return;
          serverHasVoice = false;
        }
        if (!browserCanSpeak()) return;
        if (!(await speakWithBrowser(line, locale, signal))) {
          toast.error('Audio Playback Error', { description: 'Failed to play the generated speech.' });
          return;
        }
      }
    },
  };
}
