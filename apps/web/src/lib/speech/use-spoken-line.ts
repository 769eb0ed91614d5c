import { useCallback, useEffect, useRef, useState } from 'react';
import type { SpeakContext, Speaker, SpeakerKind, SpeakResult } from './speaker';

/** Speech playback (docs/product.md §4): fetching the voice, then playing, with stop. */
export type PlaybackState = 'idle' | 'loading' | 'playing';

/** Plays one line at a time on demand (a Play or Listen button); a newer line or unmounting stops the last. */
export function useSpokenLine(kind: SpeakerKind) {
  // The speaker (voice fetching, playback, the browser's voice) loads with the first line played:
  // the home page shows a Play button on its first view but plays nothing until pressed.
  const speakerRef = useRef<Promise<Speaker> | null>(null);
  const [state, setState] = useState<PlaybackState>('idle');
  const [lastResult, setLastResult] = useState<SpeakResult | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState('idle');
  }, []);

  const play = useCallback(
    async (line: string, context: SpeakContext): Promise<SpeakResult> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const isCurrent = () => controllerRef.current === controller;
      setState('loading');
      setLastResult(null);
      speakerRef.current ??= import('./speaker').then(({ createSpeaker }) => createSpeaker(kind));
      let speaker: Speaker;
      try {
        speaker = await speakerRef.current;
      } catch {
        // The next press tries again.
        speakerRef.current = null;
        if (isCurrent()) {
          controllerRef.current = null;
          setState('idle');
          setLastResult('failed');
        }
        return 'failed';
      }
      const result = await speaker.speak([line], context, controller.signal, () => {
        if (isCurrent()) setState('playing');
      });
      if (isCurrent()) {
        controllerRef.current = null;
        setState('idle');
        setLastResult(result);
      }
      return result;
    },
    [kind],
  );

  // Silence the line when its page goes away.
  useEffect(() => () => controllerRef.current?.abort(), []);

  return { state, lastResult, play, stop };
}
