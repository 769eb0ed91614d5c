// The figures a held-out set is judged by, printed after its run: how many calls were fully understood,
// the facts lost, cold asks, red-flag problems and lookalikes, and the understanding share overall and
// for ages 5–7, then every loss by call.
import type { WholeCallOutcome } from './play-whole-call';

const sum = (selected: readonly WholeCallOutcome[], count: (outcome: WholeCallOutcome) => number) =>
  selected.reduce((total, outcome) => total + count(outcome), 0);

/** The share of expected facts understood. */
export function understanding(selected: readonly WholeCallOutcome[]): number {
  const understood = sum(selected, (outcome) => outcome.understood.length);
  return understood / Math.max(1, understood + sum(selected, (outcome) => outcome.lost.length));
}

export const fullyUnderstood = (selected: readonly WholeCallOutcome[]) =>
  selected.filter((outcome) => outcome.lost.length === 0 && outcome.coldAsks.length === 0);

const percent = (share: number) => `${(100 * share).toFixed(1)} %`;

export function heldOutReport(setName: string, outcomes: readonly WholeCallOutcome[]): string {
  const young = outcomes.filter((outcome) => outcome.call.age <= 7);
  const flagsExpected = sum(outcomes, (outcome) => outcome.call.expect.flags?.length ?? 0);
  return [
    `${setName} calls: ${outcomes.length}, fully understood: ${fullyUnderstood(outcomes).length}`,
    `facts lost: ${sum(outcomes, (outcome) => outcome.lost.length)} in ${outcomes.filter((outcome) => outcome.lost.length > 0).length} calls`,
    `cold asks: ${sum(outcomes, (outcome) => outcome.coldAsks.length)}`,
    `calls that ended before the child's last answers: ${outcomes.filter((outcome) => outcome.answersUnheard > 0).length}, with ${sum(
      outcomes.filter((outcome) => outcome.answersUnheard > 0),
      (outcome) => outcome.lost.length,
    )} of the facts lost`,
    `red flags expected: ${flagsExpected}, flag problems: ${sum(outcomes, (outcome) => outcome.flagProblems.length)}, contradicted: ${sum(
      outcomes,
      (outcome) => outcome.flagProblems.filter((problem) => /contradicted/.test(problem)).length,
    )}`,
    `lookalikes raised: ${sum(outcomes, (outcome) => outcome.falseFlags.length)}`,
    `line problems: ${sum(outcomes, (outcome) => outcome.lineProblems.length)}`,
    `understanding: ${percent(understanding(outcomes))} overall, ${percent(understanding(young))} for ages 5–7 (${fullyUnderstood(young).length} of ${young.length} calls fully understood)`,
    ...outcomes.flatMap(({ call, lost, flagProblems, falseFlags, coldAsks, lineProblems }) => [
      ...lost.map((field) => `${call.id}: ${field}`),
      ...flagProblems.map((problem) => `${call.id}: flag ${problem}`),
      ...falseFlags.map((flag) => `${call.id}: lookalike raised ${flag}`),
      ...coldAsks.map((kind) => `${call.id}: cold ask ${kind}`),
      ...lineProblems.map((problem) => `${call.id}: line ${problem}`),
    ]),
  ].join('\n');
}
