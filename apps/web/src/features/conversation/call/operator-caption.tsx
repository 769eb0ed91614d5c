import { Volume2 } from 'lucide-react';

/**
 * The operator's latest words as a large caption. It is the page's live region, so screen readers
 * read each new operator line once.
 */
export function OperatorCaption({ lines, speaking }: { lines: readonly string[]; speaking: boolean }) {
  return (
    <div className="rounded-2xl bg-white/10 px-4 py-3 sm:p-5">
      <p className="mb-1 flex items-center gap-2 text-sm font-bold tracking-wide text-sky-200 uppercase">
        <Volume2 className="size-4" aria-hidden="true" />
        {speaking ? 'The operator is speaking' : 'The operator says'}
      </p>
      <div
        aria-live="polite"
        aria-atomic="true"
        className="space-y-1 text-lg leading-snug font-bold sm:space-y-2 sm:text-2xl"
      >
        {lines.map((line, index) => (
          <p key={`${index}-${line}`}>{line}</p>
        ))}
      </div>
    </div>
  );
}
