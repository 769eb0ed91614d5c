import { describe, expect, it } from 'vitest';
import type { AnswerStars, PracticeSkill, ResponseRating } from '../rating';
import { usesEmergencyWording } from '../test/emergency-wording';
import { practiseNext, practiseNextSkills } from './practise-next';

function rating(stars: AnswerStars, skill: PracticeSkill, completeness: AnswerStars = stars): ResponseRating {
  return {
    stars,
    praise: '',
    feedback: '',
    tips: [],
    skill,
    categories: { clarity: stars, completeness, calmness: stars },
  };
}

describe('practiseNextSkills', () => {
  it('takes the skills of the two weakest answers, weakest first', () => {
    const ratings = [
      rating(3, 'name-service'),
      rating(2, 'give-address'),
      rating(1, 'say-what-happened'),
      rating(3, 'answer-about-people'),
    ];
    expect(practiseNextSkills(ratings, '999')).toEqual(['say-what-happened', 'give-address']);
  });

  it('breaks a tie in stars by the categories, then by the order of the call', () => {
    const ratings = [rating(2, 'name-service'), rating(2, 'give-address', 1), rating(2, 'stay-calm')];
    expect(practiseNextSkills(ratings, '999')).toEqual(['give-address', 'name-service']);
  });

  it('lists a skill once, and fills up to two when the call trained only one', () => {
    const ratings = [rating(1, 'speak-clearly'), rating(1, 'speak-clearly')];
    expect(practiseNextSkills(ratings, '999')).toEqual(['speak-clearly', 'give-address']);
    expect(practiseNextSkills([], '111')).toEqual(['say-what-happened', 'speak-clearly']);
  });
});

describe('practiseNext', () => {
  const ratings = [rating(3, 'name-service'), rating(1, 'give-address'), rating(2, 'stay-calm')];

  it('always lists exactly two things', () => {
    expect(practiseNext(ratings, { callType: '999', childAge: 9, countryId: 'uk' }).items).toHaveLength(2);
    expect(practiseNext([], { callType: '999', childAge: 9, countryId: 'uk' }).items).toHaveLength(2);
  });

  it('spells the title per country', () => {
    expect(practiseNext(ratings, { callType: '999', childAge: 9, countryId: 'au' }).title).toBe(
      'Two things to practise next',
    );
    expect(practiseNext(ratings, { callType: '999', childAge: 9, countryId: 'us' }).title).toBe(
      'Two things to practice next',
    );
  });

  it('words each thing for the reading band', () => {
    const at = (childAge: number) =>
      practiseNext(ratings, { callType: '999', childAge, countryId: 'uk' }).items;
    expect(at(6)).toEqual(['Saying your house number and street.', 'Taking a big breath before you talk.']);
    expect(at(9)).toEqual([
      'Saying your house number and street name, or a place nearby.',
      'Staying calm: a slow breath before you answer.',
    ]);
    expect(at(14)[0]).toBe("Giving your full address, or a landmark nearby when you don't know it.");
  });

  it('uses no emergency wording after an advice call', () => {
    const skills: PracticeSkill[] = [
      'say-not-emergency',
      'give-address',
      'say-what-happened',
      'answer-about-people',
      'stay-calm',
      'speak-clearly',
    ];
    for (const childAge of [6, 9, 13]) {
      for (const skill of skills) {
        const { items } = practiseNext([rating(1, skill)], { callType: '111', childAge, countryId: 'uk' });
        for (const item of items) expect(usesEmergencyWording(item), item).toBe(false);
      }
    }
  });
});

describe('practise next after a call that became an emergency', () => {
  it('never asks the child to say it is not an emergency (ADR 035)', () => {
    const weakAdvice = rating(1, 'say-not-emergency');
    const skills = practiseNextSkills([weakAdvice, weakAdvice], '111', true);
    expect(skills).not.toContain('say-not-emergency');
    expect(skills).toHaveLength(2);
    expect(practiseNextSkills([weakAdvice], '111', false)).toContain('say-not-emergency');
  });
});
