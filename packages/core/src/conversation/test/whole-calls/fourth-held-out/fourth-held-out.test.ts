// The fourth held-out calls (168, written for this round by someone who had read neither the reader
// nor any other fixture, in themes the earlier sets lacked: away from home, places as people say them,
// red flags in ordinary words beside their lookalikes, several services, grown-ups by role, changes
// mid-call). Measured as written, before any change to the reader, and again after the reader was
// improved by kind (never by a phrase of this set; the calls and expectations are as written):
//   first sight: 45 of 168 fully understood; 257 facts lost in 123 calls; 2 cold asks; 15 flag
//     problems of 52 flags, none contradicted; 3 lookalikes raised; 78.4 % understood, 85.0 % for
//     ages 5–7 (15 of 36 fully understood).
//   after: 67 of 168 fully understood; 172 facts lost in 101 calls; 2 cold asks; no flag problem,
//     none contradicted; no lookalike raised; 85.5 % understood, 91.2 % for ages 5–7 (22 of 36).
//   Of the facts still lost, 94 (in 59 calls) were said only in answers the call never reached, and
//   6 expect an intruder "inside" for a break-in next door, which this harness reads as in the child's
//   home (the intruder-inside red flag).
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
