// The second held-out set measures the engine, so its shape is checked on its own: a mistyped id, flag
// or country would silently measure nothing, and an id shared with another fixture would blur them.
import { describe, expect, it } from 'vitest';
import { SPOKEN_SCENARIOS } from '../../../../scenarios';
import { RED_FLAGS } from '../../../red-flags';
import { HELD_OUT_WHOLE_CALLS } from '../held-out';
import { ALL_WHOLE_CALLS } from '../index';
import {
  expectEveryCountryInEveryScenario,
  expectEveryScenarioHolds,
  expectWellFormedWholeCall,
} from '../whole-call-shape';
import { SECOND_HELD_OUT_WHOLE_CALLS } from './index';

const CALLS_PER_SCENARIO = 12;
const SCENARIOS = SPOKEN_SCENARIOS.filter((scenario) => scenario.id !== 'hiding-cant-talk');

const callsOf = (scenarioId: string) =>
  SECOND_HELD_OUT_WHOLE_CALLS.filter((call) => call.scenarioId === scenarioId);

describe('second held-out whole-call fixture shape', () => {
  it('holds 12 calls for every spoken scenario', () => {
    expect(SECOND_HELD_OUT_WHOLE_CALLS).toHaveLength(SCENARIOS.length * CALLS_PER_SCENARIO);
    for (const scenario of SCENARIOS)
      expect(callsOf(scenario.id), scenario.id).toHaveLength(CALLS_PER_SCENARIO);
  });

  it('has unique ids, prefixed second-held-out/, that no other fixture uses', () => {
    const ids = SECOND_HELD_OUT_WHOLE_CALLS.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    const otherIds = new Set([...ALL_WHOLE_CALLS, ...HELD_OUT_WHOLE_CALLS].map((call) => call.id));
    for (const call of SECOND_HELD_OUT_WHOLE_CALLS) {
      expect(call.id.startsWith(`second-held-out/${call.scenarioId}/`), call.id).toBe(true);
      expect(otherIds.has(call.id), call.id).toBe(false);
    }
  });

  it.each(SECOND_HELD_OUT_WHOLE_CALLS.map((call) => [call.id, call] as const))(
    '%s is well formed',
    (_id, call) => {
      expectWellFormedWholeCall(call, 'its-call-type');
    },
  );

  it('has every country at least twice in every scenario', () => {
    expectEveryCountryInEveryScenario(SECOND_HELD_OUT_WHOLE_CALLS, SCENARIOS, 2);
  });

  it('has at least a third of its calls from children aged 5–8', () => {
    const young = SECOND_HELD_OUT_WHOLE_CALLS.filter((call) => call.age <= 8);
    expect(young.length * 3).toBeGreaterThanOrEqual(SECOND_HELD_OUT_WHOLE_CALLS.length);
  });

  it('covers every red flag, missing places, and lookalikes and early answers in every scenario', () => {
    const expected = new Set(SECOND_HELD_OUT_WHOLE_CALLS.flatMap((call) => call.expect.flags ?? []));
    for (const flag of RED_FLAGS) expect(expected.has(flag), flag).toBe(true);
    const noPlace = SECOND_HELD_OUT_WHOLE_CALLS.filter((call) => call.expect.noPlace);
    expect(noPlace.length).toBeGreaterThanOrEqual(6);
    expectEveryScenarioHolds(SECOND_HELD_OUT_WHOLE_CALLS, SCENARIOS, ['lookalikes', 'early answers']);
  });
});
