import { useEffect, useRef } from 'react';
import { Headset, User } from 'lucide-react';
import type { HistoryEntry } from '@callready/core';
import { cn } from '@/lib/cn';

/** The whole call so far as chat bubbles: the operator on the left, the child on the right. */
export function CallTranscript({
  history,
  childName,
}: {
  history: readonly HistoryEntry[];
  childName: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);

  // Keep the newest line in view without scrolling the page itself.
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [history.length]);

  return (
    <section
      aria-labelledby="call-transcript-title"
      className="flex min-h-0 flex-col rounded-2xl border-2 bg-card shadow-sm"
    >
      <h2 id="call-transcript-title" className="border-b-2 px-4 py-3 text-lg font-extrabold">
        The call so far
      </h2>
      <div
        ref={scrollRef}
        tabIndex={0}
        aria-label="Call transcript"
        className="relative max-h-[26rem] min-h-40 overflow-y-auto px-3 py-4 sm:px-4 lg:max-h-[calc(100dvh-16rem)]"
      >
        <ol className="flex flex-col gap-3">
          {history.map((entry, index) => {
            const fromOperator = entry.speaker === 'operator';
            return (
              <li
                key={`${index}-${entry.timestamp}`}
                className={cn('flex items-end gap-2', !fromOperator && 'flex-row-reverse')}
              >
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full',
                    fromOperator ? 'bg-sky-600 text-white' : 'bg-amber-300 text-amber-950',
                  )}
                  aria-hidden="true"
                >
                  {fromOperator ? <Headset className="size-4" /> : <User className="size-4" />}
                </span>
                <p
                  className={cn(
                    'max-w-[85%] rounded-2xl px-4 py-2.5 text-base leading-snug',
                    fromOperator
                      ? 'rounded-bl-sm bg-slate-100 text-slate-900'
                      : 'rounded-br-sm bg-primary text-primary-foreground',
                  )}
                >
                  <span className="sr-only">{fromOperator ? 'Operator: ' : `${childName}: `}</span>
                  {entry.message}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
