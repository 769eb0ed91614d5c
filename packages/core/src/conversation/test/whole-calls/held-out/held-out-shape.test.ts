// The held-out calls measure the engine, so their shape is checked on its own: a mistyped id, flag or
// country would silently measure nothing, and an id shared with the main fixture would blur the two.
import { describe, expect, it } from 'vitest';
import { SPOKEN_SCENARIOS } from '../../../../scenarios';
import { ALL_WHOLE_CALLS } from '../index';
import type { WholeCall } from '../whole-call';
import {
  expectEveryCountryInEveryScenario,
  expectEveryScenarioHolds,
  expectWellFormedWholeCall,
} from '../whole-call-shape';
import { HELD_OUT_WHOLE_CALLS } from './index';

const CALLS_PER_SCENARIO = 15;

const youngest = (call: WholeCall) => call.age >= 5 && call.age <= 7;
const callsOf = (scenarioId: string) => HELD_OUT_WHOLE_CALLS.filter((call) => call.scenarioId === scenarioId);

describe('held-out whole-call fixture shape', () => {
  it('holds 15 calls for every scenario, 120 in all', () => {
    expect(HELD_OUT_WHOLE_CALLS).toHaveLength(SPOKEN_SCENARIOS.length * CALLS_PER_SCENARIO);
    for (const scenario of SPOKEN_SCENARIOS)
      expect(callsOf(scenario.id), scenario.id).toHaveLength(CALLS_PER_SCENARIO);
  });

  it('has unique held-out ids that the main fixture does not use', () => {
    const ids = HELD_OUT_WHOLE_CALLS.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    const mainIds = new Set(ALL_WHOLE_CALLS.map((call) => call.id));
    for (const call of HELD_OUT_WHOLE_CALLS) {
      expect(call.id.startsWith(`held-out/${call.scenarioId}/`), call.id).toBe(true);
      expect(mainIds.has(call.id), call.id).toBe(false);
    }
  });

  it.each(HELD_OUT_WHOLE_CALLS.map((call) => [call.id, call] as const))('%s is well formed', (_id, call) => {
    expectWellFormedWholeCall(call, 'its-call-type');
  });

  it('has every country at least twice in every scenario', () => {
    expectEveryCountryInEveryScenario(HELD_OUT_WHOLE_CALLS, SPOKEN_SCENARIOS, 2);
  });

  it('has at least a quarter of calls from children aged 5–7, in every scenario', () => {
    for (const scenario of SPOKEN_SCENARIOS)
      expect(callsOf(scenario.id).filter(youngest).length * 4, scenario.id).toBeGreaterThanOrEqual(
        CALLS_PER_SCENARIO,
      );
  });

  it('covers red flags, lookalikes, missing places and early answers in every scenario', () => {
    expectEveryScenarioHolds(HELD_OUT_WHOLE_CALLS, SPOKEN_SCENARIOS, [
      'flags',
      'lookalikes',
      'no place',
      'early answers',
    ]);
  });
});
