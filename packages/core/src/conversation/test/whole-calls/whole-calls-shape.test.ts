// The whole-call fixture is the measure of the conversation engine, so its own shape is checked here:
// a mistyped id, flag or country would silently measure nothing.
import { describe, expect, it } from 'vitest';
import { COUNTRY_IDS, type CountryId } from '../../../countries';
import { QUESTION_KINDS } from '../../../rating';
import { SPOKEN_SCENARIOS, findScenarioById } from '../../../scenarios';
import { RED_FLAGS } from '../../red-flags';
import { ALL_WHOLE_CALLS } from './index';
import type { WholeCall } from './whole-call';

const SERVICES = ['fire', 'ambulance', 'police'];
const HAZARDS = ['fire-spreading', 'smoke', 'car-fire', 'weapon', 'traffic', 'fuel-leak'];
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
    for (const flag of [...(wanted.flags ?? []), ...(wanted.noFlags ?? [])])
      expect(RED_FLAGS).toContain(flag);
    for (const kind of wanted.neverAsk ?? []) expect(QUESTION_KINDS).toContain(kind);
    // A flag cannot be both heard and a lookalike in the same call.
    for (const flag of wanted.flags ?? []) expect(wanted.noFlags ?? []).not.toContain(flag);
    // No place given and a place expected contradict each other.
    if (wanted.noPlace) expect(wanted.location).toBeUndefined();
    for (const part of Object.values(wanted.location ?? {})) expect(part?.trim()).not.toBe('');
    for (const piece of [...(wanted.mustSay ?? []), ...(wanted.neverSay ?? [])])
      expect(piece.trim()).not.toBe('');
    if (wanted.patientAge !== undefined) expect(Number.isInteger(wanted.patientAge)).toBe(true);
    if (wanted.trappedWho !== undefined) expect(wanted.trapped).toBe('yes');
  });

  it('gives each emergency scenario about 30 calls and each advice scenario about 20–25', () => {
    for (const scenario of SPOKEN_SCENARIOS) {
      const count = callsOf(scenario.id).length;
      if (scenario.type === '999') expect(count, scenario.id).toBeGreaterThanOrEqual(28);
      else expect(count, scenario.id).toBeGreaterThanOrEqual(20);
    }
  });

  it('has every country several times in every scenario', () => {
    for (const scenario of SPOKEN_SCENARIOS) {
      const calls = callsOf(scenario.id);
      for (const country of COUNTRY_IDS) {
        const count = calls.filter((call) => call.country === (country as CountryId)).length;
        expect(count, `${scenario.id} ${country}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('has at least a quarter of calls from children aged 5–7, in every scenario', () => {
    expect(ALL_WHOLE_CALLS.filter(YOUNGEST).length * 4).toBeGreaterThanOrEqual(ALL_WHOLE_CALLS.length);
    for (const scenario of SPOKEN_SCENARIOS)
      expect(callsOf(scenario.id).filter(YOUNGEST).length, scenario.id).toBeGreaterThanOrEqual(4);
  });

  it('covers red flags, lookalikes, missing places, early answers and two services in every scenario', () => {
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
        `${scenario.id} early answers`,
      ).toBe(true);
      expect(
        calls.some((call) => (call.expect.services ?? []).length >= 2),
        `${scenario.id} two services`,
      ).toBe(true);
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
