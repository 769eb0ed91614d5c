// The shape checks every whole-call fixture shares: a mistyped id, flag or country would silently
// measure nothing, so each fixture's shape test runs these over its own calls.
import { expect } from 'vitest';
import { COUNTRY_IDS } from '../../../countries';
import { QUESTION_KINDS } from '../../../rating';
import { findScenarioById, type Scenario } from '../../../scenarios';
import { ADVICE_CALL_RED_FLAGS, EMERGENCY_CALL_RED_FLAGS, RED_FLAGS } from '../../red-flags';
import type { WholeCall } from './whole-call';

const SERVICES = ['fire', 'ambulance', 'police'];
const HAZARDS = ['fire-spreading', 'smoke', 'car-fire', 'weapon', 'traffic', 'fuel-leak'];

/**
 * Checks one call: a known scenario, country and age, answers, and expectations that name real
 * things. `expectedFlags`: whether an expected red flag may be any flag, or must be one its type of
 * call (999 or 111) listens for.
 */
export function expectWellFormedWholeCall(
  call: WholeCall,
  expectedFlags: 'any-flag' | 'its-call-type',
): void {
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
  // An expected flag cannot also be a lookalike in the same call.
  const callFlags =
    expectedFlags === 'any-flag'
      ? RED_FLAGS
      : call.type === '111'
        ? ADVICE_CALL_RED_FLAGS
        : EMERGENCY_CALL_RED_FLAGS;
  for (const flag of wanted.flags ?? []) {
    expect(callFlags).toContain(flag);
    expect(wanted.noFlags ?? []).not.toContain(flag);
  }
  for (const kind of wanted.neverAsk ?? []) expect(QUESTION_KINDS).toContain(kind);
  // No place given and a place expected contradict each other.
  if (wanted.noPlace) expect(wanted.location).toBeUndefined();
  for (const part of Object.values(wanted.location ?? {})) expect(part?.trim()).not.toBe('');
  for (const piece of [...(wanted.mustSay ?? []), ...(wanted.neverSay ?? [])])
    expect(piece.trim()).not.toBe('');
  if (wanted.patientAge !== undefined) expect(Number.isInteger(wanted.patientAge)).toBe(true);
  if (wanted.trappedWho !== undefined) expect(wanted.trapped).toBe('yes');
}

/** Kinds of call a fixture should hold in every scenario, by the name a failure reports. */
export const CALL_KINDS = {
  flags: (call: WholeCall) => (call.expect.flags ?? []).length > 0,
  lookalikes: (call: WholeCall) => (call.expect.noFlags ?? []).length > 0,
  'no place': (call: WholeCall) => call.expect.noPlace === true,
  'early answers': (call: WholeCall) => (call.expect.neverAsk ?? []).length > 0,
  'two services': (call: WholeCall) => (call.expect.services ?? []).length >= 2,
} satisfies Record<string, (call: WholeCall) => boolean>;

/** Checks that every scenario has at least one call of each kind named. */
export function expectEveryScenarioHolds(
  calls: readonly WholeCall[],
  scenarios: readonly Scenario[],
  kinds: readonly (keyof typeof CALL_KINDS)[],
): void {
  for (const scenario of scenarios) {
    const ofScenario = calls.filter((call) => call.scenarioId === scenario.id);
    for (const kind of kinds) expect(ofScenario.some(CALL_KINDS[kind]), `${scenario.id} ${kind}`).toBe(true);
  }
}

/** Checks that every country has at least `least` calls in every scenario. */
export function expectEveryCountryInEveryScenario(
  calls: readonly WholeCall[],
  scenarios: readonly Scenario[],
  least: number,
): void {
  for (const scenario of scenarios)
    for (const country of COUNTRY_IDS)
      expect(
        calls.filter((call) => call.scenarioId === scenario.id && call.country === country).length,
        `${scenario.id} ${country}`,
      ).toBeGreaterThanOrEqual(least);
}
