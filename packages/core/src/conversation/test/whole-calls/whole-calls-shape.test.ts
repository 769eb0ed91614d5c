// The whole-call fixture is the measure of the conversation engine, so its own shape is checked here:
// a mistyped id, flag or country would silently measure nothing.
import { describe, expect, it } from 'vitest';
import { SPOKEN_SCENARIOS } from '../../../scenarios';
import { RED_FLAGS } from '../../red-flags';
import { ALL_WHOLE_CALLS } from './index';
import type { WholeCall } from './whole-call';
import {
  expectEveryCountryInEveryScenario,
  expectEveryScenarioHolds,
  expectWellFormedWholeCall,
} from './whole-call-shape';
const YOUNGEST = (call: WholeCall) => call.age >= 5 && call.age <= 7;

function callsOf(scenarioId: string): readonly WholeCall[] {
  return ALL_WHOLE_CALLS.filter((call) => call.scenarioId === scenarioId);
}

describe('whole-call fixture shape', () => {
  it('holds at least 220 calls with unique ids named after their scenario', () => {
    expect(ALL_WHOLE_CALLS.length).toBeGreaterThanOrEqual(220);
    const ids = ALL_WHOLE_CALLS.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const call of ALL_WHOLE_CALLS) expect(call.id.startsWith(`${call.scenarioId}/`), call.id).toBe(true);
  });

  it.each(ALL_WHOLE_CALLS.map((call) => [call.id, call] as const))('%s is well formed', (_id, call) => {
    expectWellFormedWholeCall(call, 'any-flag');
  });

  it('gives each emergency scenario about 30 calls and each advice scenario about 20–25', () => {
    for (const scenario of SPOKEN_SCENARIOS) {
      const count = callsOf(scenario.id).length;
      if (scenario.type === '999') expect(count, scenario.id).toBeGreaterThanOrEqual(28);
      else expect(count, scenario.id).toBeGreaterThanOrEqual(20);
    }
  });

  it('has every country several times in every scenario', () => {
    expectEveryCountryInEveryScenario(ALL_WHOLE_CALLS, SPOKEN_SCENARIOS, 3);
  });

  it('has at least a quarter of calls from children aged 5–7, in every scenario', () => {
    expect(ALL_WHOLE_CALLS.filter(YOUNGEST).length * 4).toBeGreaterThanOrEqual(ALL_WHOLE_CALLS.length);
    for (const scenario of SPOKEN_SCENARIOS)
      expect(callsOf(scenario.id).filter(YOUNGEST).length, scenario.id).toBeGreaterThanOrEqual(4);
  });

  it('covers red flags, lookalikes, missing places, early answers and two services in every scenario', () => {
    expectEveryScenarioHolds(ALL_WHOLE_CALLS, SPOKEN_SCENARIOS, [
      'flags',
      'lookalikes',
      'no place',
      'early answers',
      'two services',
    ]);
    for (const scenario of SPOKEN_SCENARIOS) {
      const calls = callsOf(scenario.id);
      for (const part of ['number', 'street', 'town', 'postcode', 'landmark', 'relativeHome'] as const) {
        expect(
          calls.some((call) => call.expect.location?.[part] !== undefined),
          `${scenario.id} location ${part}`,
        ).toBe(true);
      }
      // A crash in the street has no flat or floor to give.
      if (scenario.id !== 'car-accident')
        expect(
          calls.some((call) => call.expect.location?.floorOrRoom !== undefined),
          `${scenario.id} location floorOrRoom`,
        ).toBe(true);
    }
  });

  it('raises every red flag somewhere and uses every flag as a lookalike somewhere', () => {
    const raised = new Set(ALL_WHOLE_CALLS.flatMap((call) => call.expect.flags ?? []));
    const lookalikes = new Set(ALL_WHOLE_CALLS.flatMap((call) => call.expect.noFlags ?? []));
    for (const flag of RED_FLAGS) {
      expect(raised.has(flag), `${flag} raised`).toBe(true);
      expect(lookalikes.has(flag), `${flag} lookalike`).toBe(true);
    }
  });
});
