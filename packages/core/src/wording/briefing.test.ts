import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountry } from '../countries';
import { getScenario } from '../scenarios';
import { briefingFor, briefingForScenario } from './briefing';
import { AMERICAN_ONLY_WORDS, BRITISH_ONLY_WORDS, containsWord } from './spelling';
import { usesEmergencyWording } from '../test/emergency-wording';

const uk = getCountry('uk');
const us = getCountry('us');
const AGES = [5, 7, 8, 10, 11, 16, null] as const;

function allText(briefing: ReturnType<typeof briefingFor>): string[] {
  return [
    briefing.subtitle,
    briefing.notice ?? '',
    ...briefing.tasks,
    ...briefing.reminders,
    briefing.readyLine,
    briefing.startLabel,
  ];
}

describe('emergency briefing', () => {
  it("keeps the spec's task and reminder lists for 11–16 (and for a parent browsing)", () => {
    for (const age of [11, 16, null]) {
      const briefing = briefingFor('999', age, us);
      expect(briefing.subtitle).toBe('Practice handling this emergency situation');
      expect(briefing.tasks).toEqual([
        'Call the emergency services',
        'Request the correct service',
        'Provide clear accurate information',
        'Stay calm throughout the call',
      ]);
      expect(briefing.reminders).toEqual([
        'Speak clearly at normal volume',
        'Listen carefully to the operator',
        "Don't hang up until told to",
        "It's okay to say 'I don't know'",
      ]);
      expect(briefing.startLabel).toBe('Start Emergency Call');
      expect(briefing.startTone).toBe('urgent');
      expect(briefing.notice).toBeNull();
    }
  });

  it('spells the verb "practise" for British-spelling countries', () => {
    expect(briefingFor('999', 12, uk).subtitle).toBe('Practise handling this emergency situation');
    expect(briefingFor('999', 9, getCountry('nz')).subtitle).toBe('Practise what to do in this emergency.');
    expect(briefingFor('999', 9, getCountry('ca')).subtitle).toBe('Practice what to do in this emergency.');
  });

  it("words the 5–7 list with fewer, shorter words and the country's number", () => {
    const young = briefingFor('999', 6, us);
    const middle = briefingFor('999', 9, us);
    const older = briefingFor('999', 13, us);
    expect(young.tasks[0]).toBe('Call 911');
    expect(middle.tasks[0]).toBe('Call 911');
    const longest = (texts: readonly string[]) => Math.max(...texts.map((text) => text.split(' ').length));
    expect(longest(young.tasks)).toBeLessThanOrEqual(5);
    expect(longest(young.reminders)).toBeLessThanOrEqual(6);
    expect(longest(young.reminders)).toBeLessThan(longest(older.reminders));
    expect(longest(young.tasks)).toBeLessThan(longest(middle.tasks));
    expect(young.subtitle.length).toBeLessThan(older.subtitle.length);
  });
});

describe('advice briefing', () => {
  it('says plainly that it is not an emergency, with a calm start and the advice tasks', () => {
    const briefing = briefingFor('111', 9, uk);
    expect(briefing.notice).toMatch(/^This is not an emergency\./);
    expect(briefing.startTone).toBe('calm');
    expect(briefing.startLabel).toBe('Start Advice Call');
    expect(briefing.tasks).toEqual([
      'Call the advice line (111)',
      "Say what's wrong",
      'Answer the questions',
      'Listen to the advice',
    ]);
  });

  it('gives 5–7 the three plainest tasks', () => {
    expect(briefingFor('111', 5, uk).tasks).toEqual([
      'Call the advice line',
      "Say what's wrong",
      'Answer the questions',
    ]);
  });

  it('names no number where the country has no national advice line', () => {
    expect(briefingFor('111', 9, getCountry('ie')).tasks[0]).toBe('Call the advice line');
  });

  it('never uses emergency wording, at any age, in any country', () => {
    for (const country of COUNTRIES) {
      for (const age of AGES) {
        for (const text of allText(briefingFor('111', age, country)))
          expect(usesEmergencyWording(text), text).toBe(false);
      }
    }
  });
});

describe('spelling of every briefing', () => {
  it('uses only the spelling of the country, for both call types and every age', () => {
    for (const country of COUNTRIES) {
      const other = country.spelling === 'british' ? AMERICAN_ONLY_WORDS : BRITISH_ONLY_WORDS;
      for (const type of ['999', '111'] as const) {
        for (const age of AGES) {
          const text = allText(briefingFor(type, age, country)).join(' ');
          expect(containsWord(text, other), `${country.id} ${type} ${age}: ${text}`).toBe(false);
          if (country.spelling === 'american') expect(text).not.toMatch(/practis/i);
        }
      }
    }
  });
});

describe('the silent call’s briefing (ADR 044)', () => {
  const hiding = getScenario('999', 'hiding-cant-talk')!;
  const robbery = getScenario('999', 'robbery')!;

  it('teaches the Silent Solution in the UK: stay silent, then 5 5 when the message asks', () => {
    for (const age of [8, 12, null]) {
      const text = allText(briefingForScenario(hiding, age, uk)).join(' ');
      expect(text).toContain('Press 5 5 when the recorded message asks you to');
      expect(text).toContain("If it isn't safe to talk, you don't have to");
    }
  });

  it('teaches staying on the line everywhere else, and never 55', () => {
    for (const country of COUNTRIES.filter((candidate) => candidate.id !== 'uk')) {
      for (const age of [8, 12, null]) {
        const text = allText(briefingForScenario(hiding, age, country)).join(' ');
        expect(text).toMatch(/Stay on the line and don't hang up/);
        expect(text).toContain(country.emergencyNumber);
        expect(text).not.toMatch(/\b5 ?5\b/);
      }
    }
  });

  it('leaves every other scenario with its call type’s briefing', () => {
    expect(briefingForScenario(robbery, 9, us)).toEqual(briefingFor('999', 9, us));
  });
});
