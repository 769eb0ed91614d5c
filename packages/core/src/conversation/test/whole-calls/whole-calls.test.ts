// Every whole call of the fixture, played through the reducer (ADR 035). The report printed at
// the end gives the figures the product is measured on: facts lost, cold asks, red flags handled,
// lookalikes, and per-field understanding (overall and for ages 5–7).
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_WHOLE_CALLS } from './index';
import { playWholeCall, type WholeCallOutcome } from './play-whole-call';

const outcomes: WholeCallOutcome[] = [];

function percent(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`;
}

function fieldOf(check: string): string {
  return check.split(/[.:]/)[0] ?? check;
}

function understanding(selected: readonly WholeCallOutcome[]): { understood: number; total: number } {
  const understood = selected.reduce((sum, outcome) => sum + outcome.understood.length, 0);
  const total = understood + selected.reduce((sum, outcome) => sum + outcome.lost.length, 0);
  return { understood, total };
}

afterAll(() => {
  if (outcomes.length === 0) return;
  const all = understanding(outcomes);
  const young = understanding(outcomes.filter((outcome) => outcome.call.age <= 7));
  const byField = new Map<string, { ok: number; total: number }>();
  for (const outcome of outcomes) {
    for (const [list, ok] of [
      [outcome.understood, 1],
      [outcome.lost, 0],
    ] as const) {
      for (const check of list) {
        const field = fieldOf(check);
        const entry = byField.get(field) ?? { ok: 0, total: 0 };
        byField.set(field, { ok: entry.ok + ok, total: entry.total + 1 });
      }
    }
  }
  const flagsExpected = outcomes.reduce((sum, outcome) => sum + (outcome.call.expect.flags?.length ?? 0), 0);
  const flagCalls = outcomes.filter((outcome) => (outcome.call.expect.flags?.length ?? 0) > 0);
  const report = [
    `whole calls: ${outcomes.length}`,
    `facts lost: ${outcomes.reduce((sum, outcome) => sum + outcome.lost.length, 0)} in ${outcomes.filter((outcome) => outcome.lost.length > 0).length} calls`,
    `cold asks: ${outcomes.reduce((sum, outcome) => sum + outcome.coldAsks.length, 0)}`,
    `red flags handled: ${flagCalls.filter((outcome) => outcome.flagProblems.length === 0).length} of ${flagCalls.length} calls (${flagsExpected} flags)`,
    `lookalikes raised: ${outcomes.reduce((sum, outcome) => sum + outcome.falseFlags.length, 0)}`,
    `line problems: ${outcomes.reduce((sum, outcome) => sum + outcome.lineProblems.length, 0)}`,
    `understanding: ${percent(all.understood, all.total)} overall, ${percent(young.understood, young.total)} for ages 5–7`,
    ...[...byField.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, { ok, total }]) => `  ${field}: ${percent(ok, total)} (${ok}/${total})`),
  ];
  // The core has no console in its types: the report goes to the test runner's output all the same.
  (globalThis as { console?: { info(message: string): void } }).console?.info(
    `Whole-call report\n${report.join('\n')}`,
  );
});

describe('whole calls as children make them', () => {
  it.each(ALL_WHOLE_CALLS.map((call) => [call.id, call] as const))('%s', (_id, call) => {
    const outcome = playWholeCall(call);
    outcomes.push(outcome);
    expect(outcome.finished).toBe(true);
    expect({
      lost: outcome.lost,
      coldAsks: outcome.coldAsks,
      flagProblems: outcome.flagProblems,
      falseFlags: outcome.falseFlags,
      lineProblems: outcome.lineProblems,
    }).toEqual({ lost: [], coldAsks: [], flagProblems: [], falseFlags: [], lineProblems: [] });
  });

  it('understands at least 95 % of the expected facts, and 90 % for ages 5–7', () => {
    const played = outcomes.length > 0 ? outcomes : ALL_WHOLE_CALLS.map(playWholeCall);
    const all = understanding(played);
    const young = understanding(played.filter((outcome) => outcome.call.age <= 7));
    expect(all.understood / all.total).toBeGreaterThanOrEqual(0.95);
    expect(young.understood / young.total).toBeGreaterThanOrEqual(0.9);
  });
});
