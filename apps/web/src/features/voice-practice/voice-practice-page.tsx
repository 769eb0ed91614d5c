import { useMemo, useReducer } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, ArrowRight, Flag, LayoutGrid, PartyPopper, RotateCcw } from 'lucide-react';
import { getCountry } from '@callready/core';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { TrainingBreadcrumb } from '@/components/training-breadcrumb';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCountry } from '@/lib/country-context';
import { usePageTitle } from '@/lib/page-title';
import { useSpokenLine } from '@/lib/speech/use-spoken-line';
import { useTrainingChild } from '@/lib/child-portal/use-training-child';
import { BreathingExercises, type CountVoice } from './breathing-exercises';
import { ExerciseCard } from './exercise-card';
import { buildVoiceExercises, spokenExample } from './exercises';
import { INITIAL_PRACTICE, practiceControls, practiceReducer } from './practice-progress';
import { PracticeProgressBar } from './practice-progress-bar';
import { PracticeRecorder } from './practice-recorder';
import { exercisesForAge, voicePracticeIntro } from './young-exercise-words';
import { paths } from '@/lib/paths';

const navButtonClasses = 'min-h-14 px-3 text-base sm:px-7 sm:text-lg';

function PracticeFinished({
  scenariosPath,
  onStartAgain,
}: {
  scenariosPath: string;
  onStartAgain: () => void;
}) {
  return (
    <section
      aria-labelledby="finished-heading"
      className="flex flex-col items-center gap-4 rounded-3xl border-4 border-green-200 bg-white p-6 text-center shadow-lg sm:p-10"
    >
      <PartyPopper className="size-16 text-amber-500" aria-hidden="true" />
      <h2 id="finished-heading" className="text-3xl font-extrabold sm:text-4xl">
        You finished Voice Practice!
      </h2>
      <p className="max-w-xl text-xl text-slate-700">
        Brilliant work. Your voice is warmed up and ready, so now try a pretend call with the operator.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" className="min-h-14 text-lg">
          <Link to={scenariosPath}>
            <LayoutGrid aria-hidden="true" />
            Try a Practice Call
          </Link>
        </Button>
        <Button size="lg" variant="outline" className="min-h-14 text-lg" onClick={onStartAgain}>
          <RotateCcw aria-hidden="true" />
          Practise Again
        </Button>
      </div>
    </section>
  );
}

/** /voice-practice and /child/{inviteCode}/voice-practice: six speaking exercises and two breathing ones. */
export function VoicePracticePage() {
  usePageTitle('Voice Practice');
  const { pathname } = useLocation();
  const { child, inviteCode } = useTrainingChild();
  const { effectiveCountry } = useCountry();
  const country = child ? getCountry(child.countryCode) : effectiveCountry;
  const age = child?.age ?? null;
  const exercises = useMemo(
    () => exercisesForAge(buildVoiceExercises(country.emergencyNumber), age, country.emergencyNumber),
    [country.emergencyNumber, age],
  );
  const ids = useMemo(() => exercises.map((exercise) => exercise.id), [exercises]);
  const reducer = useMemo(() => practiceReducer(ids), [ids]);
  const [state, practiceDispatch] = useReducer(reducer, INITIAL_PRACTICE);
  const example = useSpokenLine('operator');
  // Whatever the child does next, the example stops talking over it.
  const dispatch: typeof practiceDispatch = (action) => {
    example.stop();
    practiceDispatch(action);
  };
  // The breathing count is spoken in the operator's voice, a word a second.
  const counter = useSpokenLine('operator');
  const { play: playCount, stop: stopCount } = counter;
  const countVoice = useMemo<CountVoice>(
    () => ({
      say: (word) => void playCount(word, { countryId: country.id, inviteCode: inviteCode ?? undefined }),
      stop: stopCount,
    }),
    [playCount, stopCount, country.id, inviteCode],
  );
  const controls = practiceControls(state, ids);
  const exercise = exercises[state.index];
  const scenariosPath = inviteCode ? paths.child(inviteCode).scenarios : paths.scenarios;

  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-violet-50 via-sky-50 to-white">
      <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-5 sm:gap-8 sm:px-6 sm:py-8">
        <TrainingBreadcrumb pathname={pathname} />
        <header className="flex flex-col gap-2 text-center sm:text-left">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Voice Practice</h1>
          <p className="text-xl text-slate-700">{voicePracticeIntro(age)}</p>
          <ReadAloudButton
            child={child}
            inviteCode={inviteCode}
            className="items-center sm:items-start"
            lines={
              state.finished || !exercise
                ? ['Voice Practice.', 'You finished Voice Practice!']
                : [
                    'Voice Practice.',
                    `${exercise.title}.`,
                    exercise.description,
                    exercise.instruction,
                    `For example: ${spokenExample(exercise.example)}`,
                  ]
            }
          />
        </header>

        <PracticeProgressBar practised={state.practised.length} total={exercises.length} />

        {state.finished || !exercise ? (
          <PracticeFinished
            scenariosPath={scenariosPath}
            onStartAgain={() => dispatch({ type: 'start-again' })}
          />
        ) : (
          <>
            <ExerciseCard
              key={exercise.id}
              exercise={exercise}
              position={state.index + 1}
              total={exercises.length}
              practised={controls.isPractised}
              recorder={
                <PracticeRecorder
                  exercise={exercise}
                  countryId={country.id}
                  inviteCode={inviteCode}
                  childAge={child?.age ?? null}
                  onStart={example.stop}
                />
              }
              onMarkPractised={() => dispatch({ type: 'mark-practised' })}
              listening={example.state}
              onListen={() =>
                void example.play(spokenExample(exercise.example), {
                  countryId: country.id,
                  inviteCode: inviteCode ?? undefined,
                })
              }
              onStopListening={example.stop}
            />
            <nav
              aria-label="Exercises"
              className="grid grid-cols-2 gap-3 sm:flex sm:items-center sm:justify-between"
            >
              <Button
                size="lg"
                variant="outline"
                className={navButtonClasses}
                disabled={!controls.canGoPrevious}
                onClick={() => dispatch({ type: 'previous' })}
              >
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              {controls.isLast ? (
                <Button
                  size="lg"
                  className={cn(navButtonClasses, 'bg-success hover:bg-green-700')}
                  disabled={!controls.canGoForward}
                  onClick={() => dispatch({ type: 'finish' })}
                >
                  <Flag aria-hidden="true" />
                  Finish Practice
                </Button>
              ) : (
                <Button
                  size="lg"
                  className={navButtonClasses}
                  disabled={!controls.canGoForward}
                  onClick={() => dispatch({ type: 'next' })}
                >
                  Next Exercise
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </nav>
            {!controls.isPractised && (
              <p className="-mt-3 text-center text-base text-muted-foreground sm:text-right">
                Mark this exercise as practised to move on.
              </p>
            )}
          </>
        )}

        <BreathingExercises voice={countVoice} />
      </div>
    </div>
  );
}
