import {
  NOT_RATED_REASON,
  readingBandOf,
  scoreFigure,
  scoreMeasuresFor,
  type CallScores,
  type ScoreFigure,
} from '@callready/core';

/** The call's four figures (docs/product.md §9.15), named and scaled as in the parent's reports. */
export function callScoreFigures(scores: CallScores): ScoreFigure[] {
  return [
    scoreFigure('clarity', scores.clarity),
    scoreFigure('calmness', scores.calmness),
    scoreFigure('accuracy', scores.accuracy),
    scoreFigure('serviceChoice', scores.serviceSelection),
  ];
}

/** Why clarity or calmness has no figure, in the child's band's words (ADR 058). */
export function notRatedNote(childAge: number | null): string {
  return readingBandOf(childAge) === '5-7'
    ? 'Say your answers out loud to get this score.'
    : `${NOT_RATED_REASON}: every answer in this call was typed, tapped or checked with you.`;
}

/**
 * The four results scores of docs/product.md §3, each 0–100%, with what each one measures, in the
 * child's band's words (`childAge` null: the full words).
 */
export function ScoreList({ scores, childAge = null }: { scores: CallScores; childAge?: number | null }) {
  return (
    <section
      aria-labelledby="score-list-title"
      className="flex flex-col gap-4 rounded-3xl border-2 bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="score-list-title" className="text-2xl font-extrabold">
        Your scores
      </h2>
      <ul className="flex flex-col gap-4">
        {callScoreFigures(scores).map(({ id, name, value, text, rated }) => (
          <li key={id} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0">
                <span className="block text-lg font-bold">{name}</span>
                <span className="block text-sm text-muted-foreground">{scoreMeasuresFor(id, childAge)}</span>
                {!rated && (
                  <span className="block text-sm font-semibold text-muted-foreground">
                    {notRatedNote(childAge)}
                  </span>
                )}
              </span>
              <span
                className={
                  rated
                    ? 'text-2xl font-extrabold tabular-nums'
                    : 'shrink-0 text-lg font-bold text-muted-foreground'
                }
              >
                {text}
              </span>
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
        ))}
      </ul>
    </section>
  );
}
