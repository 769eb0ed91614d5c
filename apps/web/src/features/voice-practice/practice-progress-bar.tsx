import { practiceProgressPercent } from './practice-progress';

/** How many of the exercises the child has practised, as a bar that never passes 100%. */
export function PracticeProgressBar({ practised, total }: { practised: number; total: number }) {
  const percent = practiceProgressPercent(practised, total);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-lg font-bold">
        <span id="practice-progress-label">Your progress</span>
        <span className="tabular-nums">
          {Math.min(practised, total)} of {total} practised
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="practice-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-5 overflow-hidden rounded-full bg-white shadow-inner"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-green-400 to-green-600 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
