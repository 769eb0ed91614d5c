// "Say it" in Learn my address (ADR 043, ADR 058): the child records their address and this server's
// own recogniser hears it, with the child's own address words in its vocabulary (the learn-address
// question). Ages 8–16 get the words in the answer box to check and send; ages 5–7, who built the
// address from tiles, say it out loud and the words heard are checked at once. Only the server
// listens (for a child with a stored address it never hands the recording to a cloud recogniser); a
// browser's own recogniser is not offered, since it may send the words to its maker.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Loader2, Mic, Square } from 'lucide-react';
import { MicrophoneLevel } from '@/components/microphone-level';
import { Button } from '@/components/ui/button';
import { speechCapabilities } from '@/lib/speech/capabilities';
import { transcribeRecording } from '@/lib/speech/transcribe-recording';

/** The question the transcribe endpoint knows Learn my address by (the server's call vocabulary). */
const LEARN_ADDRESS_QUESTION = 'learn-my-address';
import { canRecordAudio, useMicrophoneRecorder } from '@/lib/speech/use-microphone-recorder';

/** Whether this server can listen and this browser can record; undefined while asking. */
function useServerListens(): boolean | undefined {
  const [listens, setListens] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let current = true;
    speechCapabilities().then(
      (capabilities) => current && setListens(capabilities.transcription && canRecordAudio()),
      () => current && setListens(false),
    );
    return () => {
      current = false;
    };
  }, []);
  return listens;
}

const PROBLEMS = {
  denied: 'The microphone is switched off for this page. You can type your address instead.',
  failed: 'That did not work. Try again, or type your address instead.',
  nothing: 'I did not hear anything. Try again, a bit louder.',
} as const;

export function SayAddressButton({
  inviteCode,
  countryId,
  onHeard,
  label = 'Say my address',
  busy = false,
  withoutListening = null,
}: {
  inviteCode: string;
  countryId: string;
  /** The words heard, for the answer box or the check. */
  onHeard: (text: string) => void;
  /** The button's words before recording. */
  label?: string;
  /** Something is being done with the last words heard (the check): the button waits. */
  busy?: boolean;
  /** Shown instead when this server cannot listen or this browser cannot record. */
  withoutListening?: ReactNode;
}) {
  const listens = useServerListens();
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<keyof typeof PROBLEMS | null>(null);
  const handlers = useMemo(
    () => ({
      onRecorded: ({ audio }: { audio: Blob }) => {
        setProcessing(true);
        transcribeRecording(audio, { inviteCode, countryId, questionId: LEARN_ADDRESS_QUESTION })
          // Words to check go into the answer box too: the child checks them there before sending.
          .then(({ text }) => {
            if (text === '') setProblem('nothing');
            else onHeard(text);
          })
          .catch(() => setProblem('failed'))
          .finally(() => setProcessing(false));
      },
      onProblem: (reason: 'denied' | 'failed') => setProblem(reason),
    }),
    [inviteCode, countryId, onHeard],
  );
  const microphone = useMicrophoneRecorder(handlers);
  if (listens === false) return <>{withoutListening}</>;
  if (listens === undefined) return null;
  const recording = microphone.recording;
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        size="lg"
        variant={recording ? 'destructive' : 'outline'}
        disabled={processing || busy}
        onClick={() => {
          setProblem(null);
          if (recording) microphone.stop();
          else void microphone.start();
        }}
        className="min-h-14 w-full text-xl"
      >
        {processing || busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : recording ? (
          <Square aria-hidden="true" />
        ) : (
          <Mic aria-hidden="true" />
        )}
        {processing || busy ? 'Listening to your address…' : recording ? 'Stop' : label}
      </Button>
      {recording && <MicrophoneLevel level={microphone.level} />}
      {problem !== null && (
        <p role="alert" className="text-lg text-emergency">
          {PROBLEMS[problem]}
        </p>
      )}
    </div>
  );
}
