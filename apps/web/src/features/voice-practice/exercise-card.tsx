import type { ReactNode } from 'react';
import { Check, CircleCheck, Loader2, Quote, Square, Volume2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PlaybackState } from '@/lib/speech/use-spoken-line';
import type { Difficulty, VoiceExercise } from './exercises';

const difficultyStyles: Record<Difficulty, string> = {
  Easy: 'bg-green-100 text-green-800',
  Medium: 'bg-amber-100 text-amber-900',
  Hard: 'bg-red-100 text-red-800',
};

type ExerciseCardProps = {
  exercise: VoiceExercise;
  position: number;
  total: number;
  practised: boolean;
  /** Start Recording, playback and the tip (practice-recorder.tsx). */
  recorder: ReactNode;
  onMarkPractised: () => void;
  /** The example read aloud by the operator's voice. */
  listening: PlaybackState;
  onListen: () => void;
  onStopListening: () => void;
};

function ListenButton({
  listening,
  onListen,
  onStopListening,
}: Pick<ExerciseCardProps, 'listening' | 'onListen' | 'onStopListening'>) {
  if (listening === 'idle') {
    return (
      <Button variant="outline" className="min-h-12 w-fit bg-white text-base" onClick={onListen}>
        <Volume2 aria-hidden="true" />
        Listen
      </Button>
    );
  }
  return (
    <Button variant="outline" className="min-h-12 w-fit bg-white text-base" onClick={onStopListening}>
      {listening === 'loading' ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <Square aria-hidden="true" />
      )}
      Stop listening
    </Button>
  );
}

/** One speaking exercise: why it matters, what to do, something to say, and the practice controls. */
export function ExerciseCard({
  exercise,
  position,
  total,
  practised,
  recorder,
  onMarkPractised,
  listening,
  onListen,
  onStopListening,
}: ExerciseCardProps) {
  return (
    <article
      aria-labelledby="exercise-title"
      className="flex flex-col gap-5 rounded-3xl border-4 border-white bg-white p-5 shadow-lg sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-base font-bold text-muted-foreground">
          Exercise {position} of {total}
        </span>
        <Badge
          className={cn('border-transparent px-3 py-0.5 text-base', difficultyStyles[exercise.difficulty])}
        >
          <span className="sr-only">Difficulty: </span>
          {exercise.difficulty}
        </Badge>
        {practised && (
          <Badge variant="success" className="px-3 py-0.5 text-base">
            <Check aria-hidden="true" />
            Practised
          </Badge>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h2 id="exercise-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {exercise.title}
        </h2>
        <p className="text-lg text-slate-700 sm:text-xl">{exercise.description}</p>
      </div>

      <section className="rounded-2xl bg-sky-50 p-4 sm:p-5">
        <h3 className="text-lg font-extrabold text-sky-900">What to do</h3>
        <p className="mt-1 text-lg leading-relaxed">{exercise.instruction}</p>
      </section>

      <figure className="flex gap-3 rounded-2xl border-2 border-amber-200 bg-amber-50 p-4 sm:p-5">
        <Quote className="size-7 shrink-0 text-amber-500" aria-hidden="true" />
        <div className="flex flex-col gap-3">
          <figcaption className="text-lg font-extrabold text-amber-950">Try saying</figcaption>
          <blockquote className="text-xl leading-relaxed font-semibold text-slate-800">
            {exercise.example}
          </blockquote>
          <ListenButton listening={listening} onListen={onListen} onStopListening={onStopListening} />
        </div>
      </figure>

      <section aria-label="Record yourself" className="flex flex-col gap-3">
        {recorder}
      </section>
      <Button
        size="lg"
        className={cn('min-h-14 text-lg sm:w-fit', practised && 'bg-success disabled:opacity-100')}
        disabled={practised}
        onClick={onMarkPractised}
      >
        <CircleCheck aria-hidden="true" />
        {practised ? 'Practised!' : 'Mark as practised'}
      </Button>
    </article>
  );
}
