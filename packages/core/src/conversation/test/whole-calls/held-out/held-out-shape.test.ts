// The held-out calls measure the engine, so their shape is checked on its own: a mistyped id, flag or
// country would silently measure nothing, and an id shared with the main fixture would blur the two.
import { describe, expect, it } from 'vitest';
import { COUNTRY_IDS } from '../../../../countries';
import { QUESTION_KINDS } from '../../../../rating';
import { SPOKEN_SCENARIOS, findScenarioById } from '../../../../scenarios';
import { ADVICE_CALL_RED_FLAGS, EMERGENCY_CALL_RED_FLAGS, RED_FLAGS } from '../../../red-flags';
import { ALL_WHOLE_CALLS } from '../index';
import type { WholeCall } from '../whole-call';
import { HELD_OUT_WHOLE_CALLS } from './index';

const SERVICES = ['fire', 'ambulance', 'police'];
const HAZARDS = ['fire-spreading', 'smoke', 'car-fire', 'weapon', 'traffic', 'fuel-leak'];
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
    // An expected flag must be one this kind of call listens for.
    const callFlags = call.type === '111' ? ADVICE_CALL_RED_FLAGS : EMERGENCY_CALL_RED_FLAGS;
    for (const flag of wanted.flags ?? []) {
      expect(callFlags).toContain(flag);
      expect(wanted.noFlags ?? []).not.toContain(flag);
    }
    for (const kind of wanted.neverAsk ?? []) expect(QUESTION_KINDS).toContain(kind);
    if (wanted.noPlace) expect(wanted.location).toBeUndefined();
    for (const part of Object.values(wanted.location ?? {})) expect(part?.trim()).not.toBe('');
    for (const piece of [...(wanted.mustSay ?? []), ...(wanted.neverSay ?? [])])
      expect(piece.trim()).not.toBe('');
    if (wanted.patientAge !== undefined) expect(Number.isInteger(wanted.patientAge)).toBe(true);
    if (wanted.trappedWho !== undefined) expect(wanted.trapped).toBe('yes');
  });

  it('has every country at least twice in every scenario', () => {
    for (const scenario of SPOKEN_SCENARIOS)
      for (const country of COUNTRY_IDS)
        expect(
          callsOf(scenario.id).filter((call) => call.country === country).length,
          `${scenario.id} ${country}`,
        ).toBeGreaterThanOrEqual(2);
  });

  it('has at least a quarter of calls from children aged 5–7, in every scenario', () => {
    for (const scenario of SPOKEN_SCENARIOS)
      expect(callsOf(scenario.id).filter(youngest).length * 4, scenario.id).toBeGreaterThanOrEqual(
        CALLS_PER_SCENARIO,
      );
  });

  it('covers red flags, lookalikes, missing places and early answers in every scenario', () => {
    for (const scenario of SPOKEN_SCENARIOS) {
      const calls = callsOf(scenario.id);
      expect(
        calls.some((call) => (call.expect.flags ?? []).length > 0),
        `${scenario.id} flags`,
      ).toBe(true);
      expect(
        calls.some((call) => (call.expect.noFlags ?? []).length > 0),
        `${scenario.id} lookalikes`,
      ).toBe(true);
      expect(
        calls.some((call) => call.expect.noPlace),
        `${scenario.id} no place`,
      ).toBe(true);
      expect(
        calls.some((call) => (call.expect.neverAsk ?? []).length > 0),
        `${scenario.id} early`,
      ).toBe(true);
    }
  });
});
