// Pronouns follow the patient (ADR 057): the operator speaks of the person the child told them about.
import { describe, expect, it } from 'vitest';
import { getCountry } from '../countries';
import { SPOKEN_SCENARIOS, getScenario, type Scenario } from '../scenarios';
import { patientOf, speakOfPatient } from './patient';
import { playCall } from '../test/play-call';

const fever = getScenario('111', 'fever-child') as Scenario;
const brokenArm = getScenario('111', 'broken-arm') as Scenario;
const AGES = [5, 6, 7, 9, 12, 15] as const;

function operatorLines(scenario: Scenario, childAge: number, first: string): string[] {
  const call = playCall({ scenario, country: getCountry('uk'), childAge }, (prompt, answer) =>
    answer === 0 ? first : prompt.purpose === 'confirmation' ? 'yes' : prompt.modelAnswer,
  );
  const said = call.state.conversationHistory.filter((entry) => entry.speaker === 'operator');
  const tips = call.state.responseRatings.flatMap((rating) => [rating.praise, ...rating.tips]);
  return [...said.map((entry) => entry.message), ...tips];
}

describe('the patient as the child gave them', () => {
  it('reads the relation and the pronoun from what the child said was wrong', () => {
    expect(patientOf('fever-child', ['my brother has a fever'])).toEqual({ noun: 'brother', pronoun: 'he' });
    expect(patientOf('fever-child', ['my little sis is boiling'])).toEqual({
      noun: 'sister',
      pronoun: 'she',
    });
    expect(patientOf('broken-arm', ['my friend fell and hurt his arm'])).toEqual({
      noun: 'friend',
      pronoun: 'he',
    });
    expect(patientOf('broken-arm', ['my friend fell'])).toEqual({ noun: 'friend', pronoun: 'she' });
    expect(patientOf('fever-child', [])).toEqual({ noun: 'sister', pronoun: 'she' });
    // A scenario about a named person keeps them.
    expect(patientOf('heart-attack', ['my nan has chest pain'])).toEqual({ noun: 'Grandad', pronoun: 'he' });
    expect(patientOf('house-fire', ['my brother is inside'])).toBeNull();
  });

  it('turns her into him or his as English does', () => {
    const boy = { noun: 'friend', pronoun: 'he' } as const;
    const speak = (line: string) => speakOfPatient(line, 'broken-arm', boy);
    expect(speak('Tell your friend to keep her arm still.')).toBe('Tell your friend to keep his arm still.');
    expect(speak('A grown-up needs to take her to see a doctor or nurse today.')).toBe(
      'A grown-up needs to take him to see a doctor or nurse today.',
    );
    expect(
      speak('She needs to see a doctor or nurse today, so a grown-up should take her to get it checked.'),
    ).toBe('He needs to see a doctor or nurse today, so a grown-up should take him to get it checked.');
    expect(
      speakOfPatient('Give your sister little sips of water and let her rest.', 'fever-child', {
        noun: 'brother',
        pronoun: 'he',
      }),
    ).toBe('Give your brother little sips of water and let him rest.');
    expect(
      speakOfPatient('If she or he gets worse, tell the nurse.', 'fever-child', {
        noun: 'sister',
        pronoun: 'she',
      }),
    ).toBe('If she gets worse, tell the nurse.');
  });

  it.each(AGES)('a fever call about a brother speaks of him, age %i', (childAge) => {
    const lines = operatorLines(
      fever,
      childAge,
      "It's not an emergency, I need advice. My brother has a fever and he is really hot.",
    );
    const text = lines.join(' ');
    expect(text).not.toMatch(/\b(?:she|her|hers|sister)\b/i);
    expect(text).toMatch(/\bbrother\b|\bhe\b|\bhim\b|\bhis\b/i);
  });

  it.each(AGES)('a broken arm of a friend the child calls "he" says his arm, age %i', (childAge) => {
    const lines = operatorLines(
      brokenArm,
      childAge,
      "It's not an emergency. My friend fell off the climbing frame and hurt his arm.",
    );
    const text = lines.join(' ');
    expect(text).not.toMatch(/\b(?:she|her|hers)\b/i);
    expect(text).toMatch(/\bhis arm\b/i);
  });

  it.each(AGES)('a fever call about a sister speaks of her, age %i', (childAge) => {
    const lines = operatorLines(
      fever,
      childAge,
      "It's not an emergency, I need advice. My sister has a fever.",
    );
    expect(lines.join(' ')).not.toMatch(/\b(?:he|him|his|brother)\b/i);
  });

  const everyCall = SPOKEN_SCENARIOS.flatMap((scenario) => AGES.map((childAge) => ({ scenario, childAge })));
  it.each(everyCall)('$scenario.id, age $childAge: nothing says "she or he"', ({ scenario, childAge }) => {
    for (const first of [
      (prompt: { modelAnswer: string }) => prompt.modelAnswer,
      () => 'my brother is not well',
    ]) {
      const call = playCall({ scenario, country: getCountry('uk'), childAge }, (prompt, answer) =>
        answer === 0 ? first(prompt) : prompt.modelAnswer,
      );
      const texts = [
        ...call.state.conversationHistory.map((entry) => entry.message),
        ...call.state.responseRatings.flatMap((rating) => [rating.praise, rating.feedback, ...rating.tips]),
      ];
      for (const text of texts) expect(text).not.toMatch(/\b(?:she or he|he or she)\b/i);
    }
  });
});
