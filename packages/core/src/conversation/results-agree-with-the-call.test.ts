// The results agree with what happened in the call (ADR 057): nothing done well is set as a thing to
// practise, and an advice call's title, certificate and saved message never call it an emergency.
import { describe, expect, it } from 'vitest';
import { getCountry } from '../countries';
import type { AnswerMode } from '../rating';
import { SPOKEN_SCENARIOS } from '../scenarios';
import { MAX_EVENTS_PER_CALL, step } from './engine';
import { progressSavedMessage, resultTierFor } from '../scoring';
import { practiseNext, practiseNextSkills, skillsDoneWell } from './practise-next';
import { createConversation, type ConversationState, type OperatorPrompt } from './state';

/** One age in each reading band and each wording band. */
const AGES = [5, 6, 7, 8, 9, 10, 12, 15] as const;
const MODES: readonly AnswerMode[] = ['voice', 'typed', 'tapped'];

function play(
  scenarioId: string,
  childAge: number,
  mode: AnswerMode,
  reply: (prompt: OperatorPrompt, answer: number) => string,
): ConversationState {
  const scenario = SPOKEN_SCENARIOS.find((candidate) => candidate.id === scenarioId);
  if (!scenario) throw new Error(scenarioId);
  let state = createConversation({ scenario, country: getCountry('uk'), childAge });
  let at = 1_700_000_000_000;
  let answers = 0;
  let result = step(state, { type: 'start', at });
  for (let events = 0; result.state.stage !== 'finished' && events < MAX_EVENTS_PER_CALL * 2; events += 1) {
    state = result.state;
    at += 1000;
    if (state.stage === 'listening' && state.prompt) {
      result = step(state, { type: 'answer', text: reply(state.prompt, answers), at, mode });
      answers += 1;
    } else result = step(state, { type: 'continue', at });
  }
  return result.state;
}

const model = (prompt: OperatorPrompt) => prompt.modelAnswer;
/** A strong first answer (the service named first), then nothing useful. */
const strongStart = (prompt: OperatorPrompt, answer: number) =>
  answer === 0 ? prompt.modelAnswer : "I don't know";

const cases = SPOKEN_SCENARIOS.flatMap((scenario) =>
  AGES.flatMap((childAge) =>
    MODES.map((mode) => ({ scenario, childAge, mode, label: `${scenario.id}, age ${childAge}, ${mode}` })),
  ),
);

describe('things to practise next never name what the call did well', () => {
  it.each(cases)('$label', ({ scenario, childAge, mode }) => {
    for (const reply of [model, strongStart]) {
      const state = play(scenario.id, childAge, mode, reply);
      expect(state.stage).toBe('finished');
      const doneWell = skillsDoneWell(state.responseRatings);
      const skills = practiseNextSkills(state.responseRatings, scenario.type, false);
      expect(skills).toHaveLength(2);
      for (const skill of skills) expect(doneWell.has(skill), `${skill} was done well`).toBe(false);
      // Every answer given full stars for its own question is a strength, never homework.
      for (const rating of state.responseRatings)
        if (rating.stars === 3 && rating.categories.completeness === 3)
          expect(skills).not.toContain(rating.skill);
      const next = practiseNext(state.responseRatings, {
        callType: scenario.type,
        childAge,
        countryId: 'uk',
      });
      expect(next.items).toHaveLength(2);
    }
  });

  it('a five-star spoken call whose first words named the service lists neither the service nor the address', () => {
    const state = play('heart-attack', 13, 'voice', model);
    expect(state.results?.overallStars).toBe(5);
    const { items } = practiseNext(state.responseRatings, {
      callType: '999',
      childAge: 13,
      countryId: 'uk',
      saidOwnAddress: 'yes',
    });
    expect(items).not.toContain('Naming the service you need as your very first words.');
    expect(items).not.toContain("Giving your full address, or a landmark nearby when you don't know it.");
    expect(items).toHaveLength(2);
  });

  it('the address stays to practise when the child’s own address was said only in part', () => {
    const state = play('house-fire', 9, 'voice', model);
    expect(practiseNextSkills(state.responseRatings, '999', false, { saidOwnAddress: 'partly' })).toContain(
      'give-address',
    );
    expect(practiseNextSkills(state.responseRatings, '999', false, { saidOwnAddress: 'yes' })).not.toContain(
      'give-address',
    );
  });

  it('calm and clear speech are not strengths of a call with no spoken answer', () => {
    const typed = skillsDoneWell(play('house-fire', 9, 'typed', model).responseRatings);
    expect(typed.has('stay-calm')).toBe(false);
    expect(typed.has('speak-clearly')).toBe(false);
    const ratings = play('house-fire', 9, 'voice', model).responseRatings;
    const calmThroughout = ratings.every((rating) => rating.categories.calmness === 3);
    expect(skillsDoneWell(ratings).has('stay-calm')).toBe(calmThroughout);
  });
});

describe('an advice call is never an emergency expert', () => {
  const adviceCases = cases.filter(({ scenario }) => scenario.type === '111');

  it.each(adviceCases)('$label', ({ scenario, childAge, mode }) => {
    for (const reply of [model, strongStart, () => "I don't know"]) {
      const state = play(scenario.id, childAge, mode, reply);
      const tier = state.results?.tier;
      expect(tier).toBeDefined();
      expect(`${tier?.title} ${tier?.certificate}`).not.toMatch(/emergency/i);
      expect(progressSavedMessage(state.results?.overallStars ?? 1, '111')).not.toMatch(/emergency/i);
    }
  });

  it('a five-star advice call is an Advice Call Expert with the Expert Advice Caller certificate', () => {
    const state = play('fever-child', 9, 'voice', model);
    expect(state.results?.tier).toEqual({
      title: 'Advice Call Expert',
      level: 5,
      certificate: 'Expert Advice Caller',
    });
    expect(progressSavedMessage(5, '111')).toBe("Amazing work! You're brilliant at advice calls!");
  });

  it('an emergency call keeps the spec’s titles and message', () => {
    const state = play('house-fire', 9, 'voice', model);
    expect(state.results?.tier.title).toBe('Emergency Expert');
    expect(state.results?.tier.certificate).toBe('Expert Emergency Caller');
    expect(progressSavedMessage(5, '999')).toBe("Amazing work! You're brilliant at emergency calls!");
  });

  it('no advice tier at any score names an emergency', () => {
    for (let score = 0; score <= 5; score += 0.25) {
      const tier = resultTierFor(score, '111');
      expect(`${tier.title} ${tier.certificate}`).not.toMatch(/emergency/i);
      expect(tier.level).toBe(resultTierFor(score, '999').level);
    }
  });
});
