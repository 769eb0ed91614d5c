import { describe, expect, it } from 'vitest';
import { COUNTRY_IDS, getCountry } from '../countries';
import { SCENARIOS } from '../scenarios';
import { AGE_BANDS } from './scripted-lines';
import {
  CALL_MINUTES,
  PRACTICE_TIME_CLAIM,
  SCENARIO_PRACTICE_MINUTES,
  practiceTimeEstimate,
} from './practice-time';

const estimates = SCENARIOS.flatMap((scenario) =>
  COUNTRY_IDS.flatMap((countryId) =>
    AGE_BANDS.map((band) => ({
      label: `${scenario.id} ${countryId} ${band}`,
      ...practiceTimeEstimate(scenario, getCountry(countryId), band),
    })),
  ),
);

describe('how long practice takes, as every page says it', () => {
  it('covers every scenario’s call, in every country and for every age', () => {
    const minutes = estimates.map((estimate) => estimate.callSeconds / 60);
    expect(Math.min(...minutes)).toBeGreaterThanOrEqual(CALL_MINUTES.min);
    expect(Math.max(...minutes)).toBeLessThanOrEqual(CALL_MINUTES.max);
  });

  it('covers a whole scenario: the briefing, the call, the results and a second try', () => {
    for (const estimate of estimates) {
      const minutes = estimate.scenarioSeconds / 60;
      expect(minutes, estimate.label).toBeGreaterThanOrEqual(SCENARIO_PRACTICE_MINUTES.min);
      expect(minutes, estimate.label).toBeLessThanOrEqual(SCENARIO_PRACTICE_MINUTES.max);
    }
  });

  it('is said in one sentence naming what a scenario holds', () => {
    expect(PRACTICE_TIME_CLAIM).toBe(
      'Each scenario takes 5 to 10 minutes of practice: the briefing, a pretend call of 1 to 3 minutes, the results and a second try.',
    );
  });
});
