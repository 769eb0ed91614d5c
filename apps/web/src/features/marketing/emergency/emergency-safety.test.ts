import { describe, expect, it } from 'vitest';
import { getCountry } from '@callready/core';
import { buildEmergencySafetyRules } from './emergency-safety';

describe('buildEmergencySafetyRules', () => {
  it("names the country's own number in the promise", () => {
    expect(buildEmergencySafetyRules(getCountry('au')).promise).toContain(
      'only call 000 in a real emergency',
    );
    expect(buildEmergencySafetyRules(getCountry('us')).promise).toContain(
      'only call 911 in a real emergency',
    );
  });

  it('asks for the right local service in each situation', () => {
    const rules = buildEmergencySafetyRules(getCountry('ie'));
    expect(rules.whenToCall.map((rule) => rule.askFor)).toEqual([
      'Fire Brigade',
      'Ambulance',
      'Gardaí',
      'Gardaí or Ambulance',
    ]);
  });

  it('tells a child who called by accident to stay on the line and say it was a mistake', () => {
    const steps = buildEmergencySafetyRules(getCountry('uk')).accidentalCallSteps.join(' ');
    expect(steps).toMatch(/Don't hang up\. Stay on the line/);
    expect(steps).toMatch(/called by mistake/);
  });

  it('offers the press-55 silent call advice only in the UK, where it exists', () => {
    expect(buildEmergencySafetyRules(getCountry('uk')).silentCallAdvice).toMatch(/press 55/);
    expect(buildEmergencySafetyRules(getCountry('nz')).silentCallAdvice).toBeNull();
  });
});
