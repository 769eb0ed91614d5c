import { Loader2, Mic, Play, Square } from 'lucide-react';
import { notHeardLine } from '@callready/core';
import { MicrophoneLevel } from '@/components/microphone-level';
import { Button } from '@/components/ui/button';
import { usePracticeTake, type TakeOptions, type TakeResult } from './use-practice-take';

/** Whose reading band the messages are in; a parent browsing without a child reads the oldest. */
const ADULT_READER_AGE = 16;

function WhatWeHeard({ result, childAge }: { result: TakeResult; childAge: number | null }) {
  if (result.transcribeFailed) {
    return (
      <p className="text-lg text-slate-700">
        We couldn&apos;t work out the words this time, but you can still listen back and check them.
      </p>
    );
  }
  if (!result.heard) {
    return (
      <p className="text-lg text-slate-700">
        Listen back: can you hear every word? Is it slow and steady, like talking to someone new?
      </p>
    );
  }
  if (result.heard.hearing === 'not-heard') {
    return (
      <p className="text-lg font-semibold text-slate-800">
        {notHeardLine(childAge ?? ADULT_READER_AGE, 'listen-back')}
      </p>
    );
  }
  if (result.heard.hearing === 'check') {
    return (
      <div>
        <h4 className="text-lg font-extrabold text-slate-900">What we think we heard</h4>
        <p className="text-xl leading-relaxed font-semibold text-slate-800">“{result.heard.transcript}”</p>
        <p className="mt-2 text-lg text-slate-700">
          We weren&apos;t sure of every word. Play your recording to check, then try again.
        </p>
      </div>
    );
  }
  const { transcript, tip } = result.heard;
  return (
    <div className="flex flex-col gap-3">
      {transcript !== '' && (
        <div>
          <h4 className="text-lg font-extrabold text-slate-900">What we heard</h4>
          <p className="text-xl leading-relaxed font-semibold text-slate-800">“{transcript}”</p>
        </div>
      )}
      <div>
        <h4 className="text-lg font-extrabold text-slate-900">Your tip</h4>
        <p className="text-lg text-slate-800">{tip.text}</p>
      </div>
    </div>
  );
}

/**
 * Start Recording records the child with the call's recorder, then offers playback and, where the server
 * can listen, what it heard with one tip (ADR 024), or, when it is unsure or heard nothing, says so in
 * the child's reading band's words (ADR 054). Without a microphone API the child says it aloud.
 */
export function PracticeRecorder({
  onStart,
  childAge,
  ...options
}: TakeOptions & { onStart: () => void; childAge: number | null }) {
  const take = usePracticeTake(options);
  if (!take.canRecord) {
    return (
      <p className="text-lg text-slate-700">
        This browser can&apos;t record, so say the sentence out loud to a grown-up instead.
      </p>
    );
  }
  const recording = take.stage === 'recording';
  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        variant={recording ? 'destructive' : 'outline'}
        className="min-h-14 text-lg sm:w-fit"
        disabled={take.stage === 'processing'}
        onClick={() => {
          if (recording) {
            take.stop();
            return;
          }
          onStart();
          void take.start();
        }}
      >
        {take.stage === 'processing' ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : recording ? (
          <Square aria-hidden="true" />
        ) : (
          <Mic aria-hidden="true" />
        )}
        {take.stage === 'processing'
          ? 'Listening to your recording…'
          : recording
            ? 'Stop Recording'
            : 'Start Recording'}
      </Button>
      {recording && (
        <>
          <p role="status" className="flex items-center gap-2 text-lg font-bold text-emergency">
            <span className="size-3 rounded-full bg-emergency motion-safe:animate-pulse" aria-hidden="true" />
            Say it out loud now, then press Stop Recording.
          </p>
          <MicrophoneLevel level={take.level} />
        </>
      )}
      {take.problem && (
        <p role="alert" className="text-lg font-semibold text-red-800">
          {take.problem === 'denied'
            ? 'The microphone is not allowed. Allow it in your browser to record, or just say it out loud.'
            : 'The microphone could not be started. You can still say it out loud.'}
        </p>
      )}
      {take.result && !recording && (
        <section
          aria-label="Your recording"
          className="flex flex-col gap-4 rounded-2xl border-2 border-violet-200 bg-violet-50 p-4 sm:p-5"
        >
          <Button
            variant="outline"
            className="min-h-12 w-fit bg-white text-base"
            onClick={take.playing ? take.stopPlayback : take.play}
          >
            {take.playing ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
            {take.playing ? 'Stop Playing' : 'Play My Recording'}
          </Button>
          <div aria-live="polite">
            <WhatWeHeard result={take.result} childAge={childAge} />
          </div>
        </section>
      )}
    </div>
  );
}
