import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperatorSpeechContext, OperatorVoice } from '../operator-voice';

/** Runs an OperatorVoice for the call screen: one batch of lines at a time, the newest winning. */
export function useOperatorSpeech(voice: OperatorVoice, context: OperatorSpeechContext) {
  const [speaking, setSpeaking] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const { countryId, childAge, inviteCode, voiceSource, isPrivateLine } = context;

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setSpeaking(false);
  }, []);

  const say = useCallback(
    (lines: readonly string[]) => {
      controllerRef.current?.abort();
      if (lines.length === 0) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      if (voice.audible) setSpeaking(true);
      void voice
        .speak(lines, { countryId, childAge, inviteCode, voiceSource, isPrivateLine }, controller.signal)
        .catch(() => undefined)
        .finally(() => {
          if (controllerRef.current === controller) {
            controllerRef.current = null;
            setSpeaking(false);
          }
        });
    },
    [voice, countryId, childAge, inviteCode, voiceSource, isPrivateLine],
  );

  const prefetch = useCallback(
    (lines: readonly string[]) =>
      voice.prefetch?.(lines, { countryId, childAge, inviteCode, voiceSource, isPrivateLine }),
    [voice, countryId, childAge, inviteCode, voiceSource, isPrivateLine],
  );

  // Silence the operator when the call screen goes away.
  useEffect(() => () => controllerRef.current?.abort(), []);

  return { speaking, say, stop, prefetch };
}
