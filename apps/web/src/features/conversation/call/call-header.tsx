import { Headset, PhoneOff, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCallDuration } from './call-duration';

type CallHeaderProps = {
  operatorName: string;
  /** The number the child dialled, when there was one. */
  dialledNumber: string | null;
  startedAt: number | null;
  now: number;
  speaking: boolean;
};

/** The top of the "phone": who is on the line, that the call is connected, and for how long. */
export function CallHeader({ operatorName, dialledNumber, startedAt, now, speaking }: CallHeaderProps) {
  return (
    <div className="flex items-center gap-3 sm:gap-4">
      <span className="relative flex size-11 shrink-0 items-center justify-center sm:size-16">
        {speaking && (
          <span className="absolute inset-0 animate-ping rounded-full bg-sky-400/50" aria-hidden="true" />
        )}
        <span
          className={cn(
            'relative flex size-11 items-center justify-center rounded-full bg-sky-500 text-white ring-4 ring-sky-300/40 sm:size-16',
            speaking && 'ring-sky-200',
          )}
        >
          <Headset className="size-6 sm:size-8" aria-hidden="true" />
        </span>
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-base leading-tight font-extrabold sm:text-xl">{operatorName}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm font-semibold text-slate-200 sm:text-base">
          <span className="inline-flex items-center gap-1.5 text-green-300">
            <span className="size-2.5 rounded-full bg-green-400" aria-hidden="true" />
            Connected
          </span>
          {dialledNumber && <span className="tabular-nums">{dialledNumber}</span>}
        </p>
      </div>
      <p className="shrink-0 rounded-full bg-white/10 px-3 py-1 text-base font-bold tabular-nums sm:text-lg">
        <span className="sr-only">Call time </span>
        <time>{formatCallDuration(startedAt === null ? 0 : now - startedAt)}</time>
      </p>
    </div>
  );
}

/** The call's buttons along the bottom of the "phone". */
export function CallControls({ onRestart, onEndCall }: { onRestart: () => void; onEndCall: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 sm:gap-3">
      <Button
        variant="outline"
        size="sm"
        onClick={onRestart}
        className="border-slate-500 bg-slate-800 text-white hover:border-white hover:bg-slate-700 hover:text-white"
      >
        <RotateCcw aria-hidden="true" />
        Restart
      </Button>
      <Button variant="destructive" size="sm" onClick={onEndCall}>
        <PhoneOff aria-hidden="true" />
        End Call
      </Button>
    </div>
  );
}
