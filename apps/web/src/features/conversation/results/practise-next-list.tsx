import { Target } from 'lucide-react';
import type { PractiseNext } from '@callready/core';

/** "Two things to practise next", from the call's weakest answers (ADR 023). */
export function PractiseNextList({ next }: { next: PractiseNext }) {
  return (
    <section
      aria-labelledby="practise-next-title"
      className="flex flex-col gap-3 rounded-3xl border-2 border-sky-200 bg-sky-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id="practise-next-title" className="flex items-center gap-2 text-2xl font-extrabold text-sky-950">
        <Target className="size-7 shrink-0 text-sky-700" aria-hidden="true" />
        {next.title}
      </h2>
      <ol className="flex flex-col gap-2">
        {next.items.map((item, index) => (
          <li key={item} className="flex items-start gap-3 text-lg">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sky-700 font-extrabold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{item}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
