// The live count of a breathing exercise (ADR 024): which part of the breath each second is, and the
// words shown, built up a count at a time ("Breathe in… 2… 3… 4"). Pure, so the sequence is tested here.
import type { BreathingExercise, BreathPhase } from './exercises';

export interface BreathingMoment {
  /** Every round has been counted. */
  done: boolean;
  phase: BreathPhase;
  /** 1 for the first second of the phase. */
  count: number;
  /** 1 for the first round. */
  round: number;
  /** What the child reads now. */
  text: string;
}

/** The words for `count` seconds into `phase`: "Breathe in…", "Breathe in… 2…", … "Breathe in… 2… 3… 4". */
export function countText(phase: BreathPhase, count: number): string {
  const parts = [phase.cue, ...Array.from({ length: count - 1 }, (_, index) => String(index + 2))];
  return parts.join('… ') + (count < phase.seconds ? '…' : '');
}

const roundSeconds = (exercise: Pick<BreathingExercise, 'phases'>) =>
  exercise.phases.reduce((total, phase) => total + phase.seconds, 0);

/** Where the count is after `elapsed` whole seconds (0 is the first second). */
export function breathingMoment(
  exercise: Pick<BreathingExercise, 'phases' | 'rounds'>,
  elapsed: number,
): BreathingMoment {
  const perRound = roundSeconds(exercise);
  const last = exercise.phases[exercise.phases.length - 1]!;
  if (elapsed >= perRound * exercise.rounds) {
    return {
      done: true,
      phase: last,
      count: last.seconds,
      round: exercise.rounds,
      text: 'All done. Well breathed!',
    };
  }
  const round = Math.floor(elapsed / perRound) + 1;
  let within = elapsed % perRound;
  for (const phase of exercise.phases) {
    if (within < phase.seconds) {
      const count = within + 1;
      return { done: false, phase, count, round, text: countText(phase, count) };
    }
    within -= phase.seconds;
  }
  throw new Error('unreachable: elapsed is inside a round');
}

/** What the voice says at this moment: the part of the breath on its first second, then the number. */
export function spokenCount(moment: BreathingMoment): string {
  if (moment.done) return moment.text;
  return moment.count === 1 ? moment.phase.cue : String(moment.count);
}
