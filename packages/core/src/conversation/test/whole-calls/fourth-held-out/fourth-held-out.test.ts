// The fourth held-out calls (169, written for this round by someone who had read neither the reader
// nor any other fixture: every country, a quarter aged 5–7, away from home, pets, babysitters, sports
// clubs, second-language English, corrections, red flags in ordinary words beside their lookalikes).
// Measured as written, before any change to the reader, and again after the reader was improved by
// kind (never by a phrase of this set; the calls and expectations are as written):
//   first sight: 99 of 169 fully understood; 104 facts lost in 69 calls; 1 cold ask; 4 flag problems
//     of 43 flags, none contradicted; 3 lookalikes raised; 89.4 % understood, 92.9 % for ages 5–7
//     (37 of 49 fully understood).
//   after: 137 of 169 fully understood; 57 facts lost in 31 calls (37 of them in the 19 calls that
//     ended before the child's last answers: chest compressions, or an advice call sent on to the
//     emergency number); 1 cold ask; no flag problem; no lookalike raised; 94.2 % understood, 97.3 %
//     for ages 5–7 (44 of 49).
// The assertions hold what is true today and must not slip; the report prints the rest.
import { afterAll, describe, expect, it } from 'vitest';
import { heldOutReport } from '../held-out-report';
import { playWholeCall, type WholeCallOutcome } from '../play-whole-call';
import { FOURTH_HELD_OUT_WHOLE_CALLS } from './index';

const outcomes: WholeCallOutcome[] = [];

afterAll(() => {
  if (outcomes.length === 0) return;
  (globalThis as { console?: { info(message: string): void } }).console?.info(
    `Fourth held-out whole-call report\n${heldOutReport('fourth held-out', outcomes)}`,
  );
});

describe('fourth held-out whole calls', () => {
  it.each(FOURTH_HELD_OUT_WHOLE_CALLS.map((call) => [call.id, call] as const))('%s', (_id, call) => {
    const outcome = playWholeCall(call);
    outcomes.push(outcome);
    expect(outcome.finished).toBe(true);
    // Safety never slips, even where understanding does.
    expect(outcome.flagProblems.filter((problem) => /contradicted/.test(problem))).toEqual([]);
  });
});
