import type { ReactNode } from 'react';
import { Wind } from 'lucide-react';
import { BREATHING_EXERCISES, type BreathingExercise } from './exercises';
import './breathing.css';

function SquareAnimation() {
  return (
    <div className="relative mx-auto size-36 sm:size-40" aria-hidden="true">
      <div className="absolute inset-0 rounded-xl border-4 border-sky-300 bg-sky-50" />
      <div className="absolute inset-0">
        <span className="breathing-square-dot absolute top-0 left-0 block size-6 -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary shadow-md" />
      </div>
      <span className="absolute inset-0 flex items-center justify-center text-lg font-extrabold text-sky-800">
        4 · 4 · 4 · 4
      </span>
    </div>
  );
}

function BalloonAnimation() {
  return (
    <div className="mx-auto flex flex-col items-center gap-2" aria-hidden="true">
      <div className="relative size-32 sm:size-36">
        <span className="breathing-balloon absolute inset-0 rounded-full bg-gradient-to-br from-violet-300 to-fuchsia-300 shadow-inner" />
      </div>
      <span className="grid text-lg font-extrabold text-violet-900">
        <span className="breathing-cue-in col-start-1 row-start-1">Breathe in…</span>
        <span className="breathing-cue-out col-start-1 row-start-1">Breathe out…</span>
        <span className="breathing-cue-still col-start-1 row-start-1">Breathe in… and out…</span>
      </span>
    </div>
  );
}

function BreathingCard({
  exercise,
  animation,
  stepClassName,
}: {
  exercise: BreathingExercise;
  animation: ReactNode;
  stepClassName?: string;
}) {
  return (
    <article className="flex flex-col gap-4 rounded-3xl border-2 border-white bg-white p-6 shadow-md">
      <h3 className="text-2xl font-extrabold">{exercise.title}</h3>
      <p className="text-lg text-slate-700">{exercise.description}</p>
      {animation}
      <ol className="flex flex-col gap-2">
        {exercise.steps.map((step, index) => (
          <li
            key={step}
            className={`flex items-start gap-3 rounded-xl border-2 border-transparent p-2 text-lg ${stepClassName ?? ''}`}
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-base font-extrabold text-white">
              {index + 1}
            </span>
            <span className="self-center leading-snug">{step}</span>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** Two ways to calm down before or during a call (docs/product.md §3). */
export function BreathingExercises() {
  const [square, belly] = BREATHING_EXERCISES;
  return (
    <section aria-labelledby="breathing-heading" className="flex flex-col gap-4">
      <h2 id="breathing-heading" className="flex items-center gap-2 text-2xl font-extrabold sm:text-3xl">
        <Wind className="size-7 text-sky-600" aria-hidden="true" />
        Breathing Exercises
      </h2>
      <p className="text-lg text-slate-700">
        Feeling wobbly? Slow breathing helps your body calm down so you can think and talk clearly.
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <BreathingCard
          exercise={square}
          animation={<SquareAnimation />}
          stepClassName="breathing-square-step"
        />
        <BreathingCard exercise={belly} animation={<BalloonAnimation />} />
      </div>
    </section>
  );
}
