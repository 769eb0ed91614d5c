// The second held-out set measures the engine, so its shape is checked on its own: a mistyped id, flag
// or country would silently measure nothing, and an id shared with another fixture would blur them.
import { describe, expect, it } from 'vitest';
import { COUNTRY_IDS } from '../../../../countries';
import { QUESTION_KINDS } from '../../../../rating';
import { SPOKEN_SCENARIOS, findScenarioById } from '../../../../scenarios';
import { ADVICE_CALL_RED_FLAGS, EMERGENCY_CALL_RED_FLAGS, RED_FLAGS } from '../../../red-flags';
import { HELD_OUT_WHOLE_CALLS } from '../held-out';
import { ALL_WHOLE_CALLS } from '../index';
import type { WholeCall } from '../whole-call';
import { SECOND_HELD_OUT_WHOLE_CALLS } from './index';

const SERVICES = ['fire', 'ambulance', 'police'];
const HAZARDS = ['fire-spreading', 'smoke', 'car-fire', 'weapon', 'traffic', 'fuel-leak'];
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
    (_id, call: WholeCall) => {
      const scenario = findScenarioById(call.scenarioId);
      expect(scenario).toBeDefined();
      expect(call.type).toBe(scenario?.type);
      expect(COUNTRY_IDS).toContain(call.country);
      expect(Number.isInteger(call.age)).toBe(true);
      expect(call.age).toBeGreaterThanOrEqual(5);
      expect(call.age).toBeLessThanOrEqual(16);
      expect(call.about.trim()).not.toBe('');
      expect(call.answers.length).toBeGreaterThan(0);
      for (const answer of call.answers) expect(answer.trim()).not.toBe('');

      const { expect: wanted } = call;
      for (const service of wanted.services ?? []) expect(SERVICES).toContain(service);
      for (const hazard of wanted.hazards ?? []) expect(HAZARDS).toContain(hazard);
      for (const flag of wanted.noFlags ?? []) expect(RED_FLAGS).toContain(flag);
      const callFlags = call.type === '111' ? ADVICE_CALL_RED_FLAGS : EMERGENCY_CALL_RED_FLAGS;
      for (const flag of wanted.flags ?? []) {
        expect(callFlags).toContain(flag);
        expect(wanted.noFlags ?? []).not.toContain(flag);
      }
      for (const kind of wanted.neverAsk ?? []) expect(QUESTION_KINDS).toContain(kind);
      if (wanted.noPlace) expect(wanted.location).toBeUndefined();
      for (const part of Object.values(wanted.location ?? {})) expect(part?.trim()).not.toBe('');
      if (wanted.trappedWho !== undefined) expect(wanted.trapped).toBe('yes');
    },
  );

  it('has every country at least twice in every scenario', () => {
    for (const scenario of SCENARIOS)
      for (const country of COUNTRY_IDS)
        expect(
          callsOf(scenario.id).filter((call) => call.country === country).length,
          `${scenario.id} ${country}`,
        ).toBeGreaterThanOrEqual(2);
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
    for (const scenario of SCENARIOS) {
      const calls = callsOf(scenario.id);
      expect(
        calls.some((call) => (call.expect.noFlags ?? []).length > 0),
        `${scenario.id} lookalikes`,
      ).toBe(true);
      expect(
        calls.some((call) => (call.expect.neverAsk ?? []).length > 0),
        `${scenario.id} early`,
      ).toBe(true);
    }
  });
});
