import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountry } from '@callready/core';
import { buildEmergencyGuide } from './emergency-guide';

const allText = (guide: ReturnType<typeof buildEmergencyGuide>) =>
  [
    ...guide.emergencies.flatMap((e) => [e.title, e.summary, ...e.whatToDo, ...e.whatToSay, ...e.dontDo]),
    ...guide.tips.flatMap((tip) => [tip.title, tip.text]),
  ].join('\n');

describe('buildEmergencyGuide', () => {
  it('covers fire, medical, accident and stranger, each with all three lists and a High or Medium severity', () => {
    const guide = buildEmergencyGuide(getCountry('uk'));
    expect(guide.emergencies.map((e) => e.kind)).toEqual(['fire', 'medical', 'accident', 'stranger']);
    for (const emergency of guide.emergencies) {
      expect(['High', 'Medium']).toContain(emergency.severity);
      expect(emergency.whatToDo.length).toBeGreaterThan(0);
      expect(emergency.whatToSay.length).toBeGreaterThan(0);
      expect(emergency.dontDo.length).toBeGreaterThan(0);
    }
    expect(guide.tips).toHaveLength(6);
  });

  it('tells a UK child to call 999 from outside a fire and to ask for the Fire Service', () => {
    const fire = buildEmergencyGuide(getCountry('uk')).emergencies.find((e) => e.kind === 'fire');
    expect(fire?.whatToDo.join(' ')).toMatch(/outside, call 999/);
    expect(fire?.whatToSay.join(' ')).toContain('Fire Service, please.');
  });

  it.each(COUNTRIES.map((country) => [country.id, country] as const))(
    'uses only the numbers and service names of %s',
    (_id, country) => {
      const text = allText(buildEmergencyGuide(country));
      expect(text).toContain(country.emergencyNumber);
      expect(text).toContain(country.services.fire);
      expect(text).toContain(country.services.ambulance);
      expect(text).toContain(country.services.police);
      const otherNumbers = new Set(
        COUNTRIES.map((other) => other.emergencyNumber).filter((n) => n !== country.emergencyNumber),
      );
      for (const number of otherNumbers) {
        // A New Zealand child must never read 999, and a UK child must never read 111 as the emergency line.
        expect(text, `${country.id} guide mentions ${number}`).not.toMatch(new RegExp(`\\b${number}\\b`));
      }
    },
  );
});
