import type { CallScores } from '@callready/core';

const SCORES: readonly { key: keyof CallScores; label: string; explanation: string }[] = [
  { key: 'clarity', label: 'Clarity', explanation: 'How clearly you spoke' },
  { key: 'calmness', label: 'Calmness', explanation: 'How calm you stayed' },
  { key: 'accuracy', label: 'Accuracy', explanation: 'How much useful information you gave' },
  {
    key: 'serviceSelection',
    label: 'Service Selection',
    explanation: 'Whether you asked for the right help',
  },
];

/** The four results scores of docs/product.md §3, each 0–100%. */
export function ScoreList({ scores }: { scores: CallScores }) {
  return (
    <section
      aria-labelledby="score-list-title"
      className="flex flex-col gap-4 rounded-3xl border-2 bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="score-list-title" className="text-2xl font-extrabold">
        Your scores
      </h2>
      <ul className="flex flex-col gap-4">
        {SCORES.map(({ key, label, explanation }) => {
          const value = Math.min(100, Math.max(0, Math.round(scores[key])));
          return (
            <li key={key} className="flex flex-col gap-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <span>
                  <span className="block text-lg font-bold">{label}</span>
                  <span className="block text-sm text-muted-foreground">{explanation}</span>
                </span>
                <span className="text-2xl font-extrabold tabular-nums">{value}%</span>
              </div>
              <div className="h-4 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                <div
                  className={
                    value >= 67
                      ? 'h-full rounded-full bg-success'
                      : value >= 34
                        ? 'h-full rounded-full bg-amber-500'
                        : 'h-full rounded-full bg-emergency'
                  }
                  style={{ width: `${value}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
