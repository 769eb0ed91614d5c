import { useEffect, useId, useState, type ReactNode } from 'react';
import { Play, Square, Wind } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Checkbox } from '@/components/ui/checkbox';
import { breathingMoment, spokenCount, type BreathingMoment } from './breathing-count';
import { BREATHING_EXERCISES, type BreathingExercise } from './exercises';

// Movement follows the count a second at a time; with reduced motion it steps instead of gliding.
const glide = 'motion-safe:transition-all motion-safe:duration-1000 motion-safe:ease-linear';

/** Where the dot is on the square: in along the top, hold down the right, out along the bottom, hold up the left. */
function dotPosition(moment: BreathingMoment | null) {
  if (!moment || moment.done) return { left: '0%', top: '0%' };
  const progress = (moment.count / moment.phase.seconds) * 100;
  switch (moment.phase.step) {
    case 0:
      return { left: `${progress}%`, top: '0%' };
    case 1:
      return { left: '100%', top: `${progress}%` };
    case 2:
      return { left: `${100 - progress}%`, top: '100%' };
    default:
      return { left: '0%', top: `${100 - progress}%` };
  }
}

function SquarePicture({ moment }: { moment: BreathingMoment | null }) {
  return (
    <div className="relative mx-auto size-36 sm:size-40" aria-hidden="true">
      <div className="absolute inset-0 rounded-xl border-4 border-sky-300 bg-sky-50" />
      <span
        className={cn(
          'absolute block size-6 -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary shadow-md',
          glide,
        )}
        style={dotPosition(moment)}
      />
      <span className="absolute inset-0 flex items-center justify-center text-lg font-extrabold text-sky-800">
        4 · 4 · 4 · 4
      </span>
    </div>
  );
}

/** The tummy balloon fills while breathing in and empties while breathing out. */
function balloonScale(moment: BreathingMoment | null) {
  if (!moment || moment.done) return 0.6;
  const progress = moment.count / moment.phase.seconds;
  return moment.phase.cue === 'Breathe in' ? 0.6 + 0.4 * progress : 1 - 0.4 * progress;
}

function BalloonPicture({ moment }: { moment: BreathingMoment | null }) {
  return (
    <div className="relative mx-auto size-32 sm:size-36" aria-hidden="true">
      <span
        className={cn(
          'absolute inset-0 rounded-full bg-gradient-to-br from-violet-300 to-fuchsia-300 shadow-inner',
          glide,
        )}
        style={{ transform: `scale(${balloonScale(moment)})` }}
      />
    </div>
  );
}

/** Says the count out loud, one word a second; a newer word stops the last. */
export interface CountVoice {
  say: (word: string) => void;
  stop: () => void;
}

/** Counts seconds from Start until Stop or the last round; null while not started. */
function useBreathingCount(exercise: BreathingExercise) {
  const [elapsed, setElapsed] = useState<number | null>(null);
  const moment = elapsed === null ? null : breathingMoment(exercise, elapsed);
  const running = moment !== null && !moment.done;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setElapsed((seconds) => (seconds ?? 0) + 1), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return {
    moment,
    running,
    start: () => setElapsed(0),
    stop: () => setElapsed(null),
  };
}

function BreathingCard({
  exercise,
  picture,
  voice,
}: {
  exercise: BreathingExercise;
  picture: (moment: BreathingMoment | null) => ReactNode;
  voice: CountVoice | undefined;
}) {
  const { moment, running, start, stop } = useBreathingCount(exercise);
  const [aloud, setAloud] = useState(true);
  const aloudId = useId();
  const word = moment && aloud && voice ? spokenCount(moment) : null;
  const elapsedKey = moment ? `${moment.round}-${moment.phase.step}-${moment.count}-${moment.done}` : null;
  // Each second's word once; the key changes every second even when the word repeats round to round.
  useEffect(() => {
    if (word !== null && elapsedKey !== null) voice?.say(word);
  }, [word, elapsedKey, voice]);
  useEffect(() => {
    if (moment === null || !aloud) voice?.stop();
  }, [moment, aloud, voice]);
  const live = running ? moment : null;
  const headingId = `${exercise.id}-heading`;
  const activeStep = live ? live.phase.step : null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border-2 border-white bg-white p-6 shadow-md"
    >
      <h3 id={headingId} className="text-2xl font-extrabold">
        {exercise.title}
      </h3>
      <p className="text-lg text-slate-700">{exercise.description}</p>
      {picture(moment)}
      <div className="flex min-h-14 flex-col items-center gap-1 text-center">
        {/* Shown every second, but announced only when the part of the breath changes. */}
        <p role="timer" className="text-2xl font-extrabold text-violet-900">
          {moment ? moment.text : 'Press Start and follow the count.'}
        </p>
        <p aria-live="polite" className="sr-only">
          {live ? live.phase.cue : moment?.done ? moment.text : ''}
        </p>
        {live && (
          <p className="text-base text-muted-foreground">
            Round {live.round} of {exercise.rounds}
          </p>
        )}
      </div>
      {voice && (
        <div className="flex items-center justify-center gap-3">
          <Checkbox id={aloudId} checked={aloud} onCheckedChange={(checked) => setAloud(checked === true)} />
          <label htmlFor={aloudId} className="text-lg font-semibold">
            Count out loud
          </label>
        </div>
      )}
      <Button
        size="lg"
        variant={running ? 'outline' : 'default'}
        className="min-h-14 text-lg"
        onClick={running ? stop : start}
      >
        {running ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
        {running ? 'Stop' : 'Start'}
        <span className="sr-only"> {exercise.title}</span>
      </Button>
      <ol className="flex flex-col gap-2">
        {exercise.steps.map((step, index) => (
          <li
            key={step}
            aria-current={activeStep === index ? 'step' : undefined}
            className={cn(
              'flex items-start gap-3 rounded-xl border-2 border-transparent p-2 text-lg',
              activeStep === index && 'border-primary bg-blue-100',
            )}
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

/** Two ways to calm down before or during a call (docs/product.md §3), each with a live count after Start. */
export function BreathingExercises({ voice }: { voice?: CountVoice }) {
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
          picture={(moment) => <SquarePicture moment={moment} />}
          voice={voice}
        />
        <BreathingCard
          exercise={belly}
          picture={(moment) => <BalloonPicture moment={moment} />}
          voice={voice}
        />
      </div>
    </section>
  );
}
