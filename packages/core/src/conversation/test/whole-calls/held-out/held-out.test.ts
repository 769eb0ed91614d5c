// The held-out calls: written apart from the engine and from the main fixture, and never tuned to,
// so that they measure how well the operator understands calls it has not been shaped by (ADR 035).
// They must never see a red flag missed or contradicted; their understanding is held to a floor
// and reported.
import { afterAll, describe, expect, it } from 'vitest';
import { playWholeCall, type WholeCallOutcome } from '../play-whole-call';
import { HELD_OUT_WHOLE_CALLS } from './index';

const outcomes: WholeCallOutcome[] = [];

function understanding(selected: readonly WholeCallOutcome[]): number {
  const understood = selected.reduce((sum, outcome) => sum + outcome.understood.length, 0);
  const lost = selected.reduce((sum, outcome) => sum + outcome.lost.length, 0);
  return understood / Math.max(1, understood + lost);
}

afterAll(() => {
  if (outcomes.length === 0) return;
  const clean = outcomes.filter((outcome) => outcome.lost.length === 0 && outcome.coldAsks.length === 0);
  const report = [
    `held-out calls: ${outcomes.length}, fully understood: ${clean.length}`,
    `facts lost: ${outcomes.reduce((sum, outcome) => sum + outcome.lost.length, 0)}`,
    `cold asks: ${outcomes.reduce((sum, outcome) => sum + outcome.coldAsks.length, 0)}`,
    `understanding: ${(100 * understanding(outcomes)).toFixed(1)} % overall, ${(
      100 * understanding(outcomes.filter((outcome) => outcome.call.age <= 7))
    ).toFixed(1)} % for ages 5–7`,
  ];
  (globalThis as { console?: { info(message: string): void } }).console?.info(
    `Held-out whole-call report\n${report.join('\n')}`,
  );
});

describe('held-out whole calls', () => {
  it.each(HELD_OUT_WHOLE_CALLS.map((call) => [call.id, call] as const))('%s', (_id, call) => {
    const outcome = playWholeCall(call);
    outcomes.push(outcome);
    expect(outcome.finished).toBe(true);
    // Safety never slips, even where understanding does.
    expect(outcome.flagProblems.filter((problem) => /contradicted/.test(problem))).toEqual([]);
    expect(outcome.lineProblems.filter((problem) => /^road call/.test(problem))).toEqual([]);
  });

  it('understands at least 90 % of the expected facts', () => {
    const played = outcomes.length > 0 ? outcomes : HELD_OUT_WHOLE_CALLS.map(playWholeCall);
    expect(understanding(played)).toBeGreaterThanOrEqual(0.9);
  });
});
