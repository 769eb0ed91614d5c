// "Read this to me" (ADR 058): for children of 5 to 8, every screen before and after a call can read
// its main words aloud, in order, in the operator's voice as the parent chose it (the device's own
// voice or this server's, each the other's fallback, as on the call screen: ADR 045). Nothing plays
// until the child presses it, and a second press stops it. One component on every such screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Loader2, Square, Volume2 } from 'lucide-react';
import type { OperatorVoiceSource } from '@callready/contract';
import { normalizeCountryId, offersReadAloud } from '@callready/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Speaker, SpeakResult } from '@/lib/speech/speaker';

export interface ReadAloudChild {
  age: number;
  countryCode: string;
  operatorVoice?: OperatorVoiceSource | undefined;
}

type ReadState = 'idle' | 'loading' | 'playing';

/** The screen's words said one after the other; a newer press, a stop or leaving the page silences them. */
function useReadAloud(child: ReadAloudChild, inviteCode: string | null) {
  const speakerRef = useRef<Promise<Speaker> | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<ReadState>('idle');
  const [result, setResult] = useState<SpeakResult | null>(null);

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState('idle');
  }, []);

  const read = useCallback(
    async (lines: readonly string[]) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const isCurrent = () => controllerRef.current === controller;
      setState('loading');
      setResult(null);
      // The speaker (and the toast library it may use) loads with the first press only.
      speakerRef.current ??= import('@/lib/speech/speaker').then(({ createSpeaker }) =>
        createSpeaker('operator'),
      );
      let spoken: SpeakResult;
      try {
        const speaker = await speakerRef.current;
        spoken = await speaker.speak(
          lines,
          {
            countryId: normalizeCountryId(child.countryCode),
            inviteCode: inviteCode ?? undefined,
            voiceSource: child.operatorVoice ?? 'device',
            // The screen's own words, never the child's: any voice may read them.
            isPrivateLine: () => false,
          },
          controller.signal,
          () => isCurrent() && setState('playing'),
        );
      } catch {
        speakerRef.current = null;
        spoken = 'failed';
      }
      if (isCurrent()) {
        controllerRef.current = null;
        setState('idle');
        setResult(spoken);
      }
    },
    [child.countryCode, child.operatorVoice, inviteCode],
  );

  useEffect(() => () => controllerRef.current?.abort(), []);
  return { state, result, read, stop };
}

/**
 * The read-aloud button, shown only to children of 5 to 8 (`offersReadAloud`); `lines` are the
 * screen's main words in reading order, without the child's own words or their address.
 */
export function ReadAloudButton({
  child,
  inviteCode,
  lines,
  className,
}: {
  child: ReadAloudChild | null | undefined;
  inviteCode: string | null;
  lines: readonly string[];
  className?: string;
}) {
  if (!child || !offersReadAloud(child.age)) return null;
  return <ReadAloud child={child} inviteCode={inviteCode} lines={lines} className={className} />;
}

function ReadAloud({
  child,
  inviteCode,
  lines,
  className,
}: {
  child: ReadAloudChild;
  inviteCode: string | null;
  lines: readonly string[];
  className?: string | undefined;
}) {
  const { state, result, read, stop } = useReadAloud(child, inviteCode);
  const reading = state !== 'idle';
  const words = lines.map((line) => line.trim()).filter(Boolean);
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <Button
        type="button"
        size="lg"
        variant={reading ? 'secondary' : 'outline'}
        className="min-h-14 border-2 bg-white text-lg font-extrabold"
        aria-label={reading ? 'Stop reading' : 'Read this to me'}
        onClick={() => (reading ? stop() : void read(words))}
        data-testid="read-aloud"
      >
        {state === 'loading' ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : reading ? (
          <Square aria-hidden="true" />
        ) : (
          <Volume2 aria-hidden="true" />
        )}
        {reading ? 'Stop' : 'Read this to me'}
      </Button>
      {result === 'no-voice' && (
        <p role="status" className="text-base text-slate-700">
          This device cannot read aloud. Ask a grown-up to read it with you.
        </p>
      )}
    </div>
  );
}
