import { describe, expect, it } from 'vitest';
import { READING_BANDS } from '../age';
import { scenariosOfType } from '../scenarios';
import { SCORE_FIGURES, type ScoreFigureId } from '../scoring/score-figures';
import {
  READ_ALOUD_MAX_AGE,
  START_BRIEFING_LABEL,
  UNRATED_ANSWER_NOTE,
  addressLearnedRule,
  offersReadAloud,
  scenarioStoryFor,
  scoreMeasuresFor,
  startBriefingLabel,
} from './child-screens';

// The words the family saw a 6-year-old stumble on (issue 37), and their like.
const HARD_FOR_SIX = [
  'climbing frame',
  'swollen',
  'tablets',
  'briefing',
  'crackly',
  'operator asked for the answers gave',
  'enough words',
  'finding it hard',
  'different days in a row',
  'accurate',
  'situation',
];

/** Short sentences: the youngest read a sentence at a time. */
const longestSentence = (text: string) =>
  Math.max(...text.split(/[.!?]\s*/).map((sentence) => sentence.split(/\s+/).filter(Boolean).length));

const everyScenario = [...scenariosOfType('999'), ...scenariosOfType('111')];

describe('the youngest reading band on the screens around a call', () => {
  it.each(everyScenario.map((scenario) => [scenario.id, scenario] as const))(
    '%s has a story a 6-year-old can read, and the older bands keep the original',
    (_id, scenario) => {
      const young = scenarioStoryFor(scenario, 6);
      expect(young).not.toBe(scenario.story);
      for (const word of HARD_FOR_SIX) expect(young.toLowerCase()).not.toContain(word);
      expect(longestSentence(young)).toBeLessThanOrEqual(14);
      expect(scenarioStoryFor(scenario, 9)).toBe(scenario.story);
      expect(scenarioStoryFor(scenario, null)).toBe(scenario.story);
    },
  );

  it("keeps the spec's 'Start Briefing' from 8 up and gives 5–7 their own words", () => {
    expect(startBriefingLabel(null)).toBe(START_BRIEFING_LABEL);
    expect(startBriefingLabel(8)).toBe('Start Briefing');
    expect(startBriefingLabel(15)).toBe('Start Briefing');
    expect(startBriefingLabel(6)).toBe('Get ready');
  });

  it('says what each score measures in plain words for 5–7, and the full words for the others', () => {
    for (const id of Object.keys(SCORE_FIGURES) as ScoreFigureId[]) {
      const young = scoreMeasuresFor(id, 6);
      for (const word of HARD_FOR_SIX) expect(young.toLowerCase()).not.toContain(word);
      expect(longestSentence(young)).toBeLessThanOrEqual(10);
      expect(scoreMeasuresFor(id, 12)).toBe(SCORE_FIGURES[id].measures);
    }
    expect(scoreMeasuresFor('clarity', 6)).toBe('Did you talk clearly, with not too many "ums"?');
  });

  it('explains a typed answer and a learned address part in short words for 5–7', () => {
    for (const band of READING_BANDS) expect(UNRATED_ANSWER_NOTE.typed[band]).toMatch(/out loud/);
    expect(UNRATED_ANSWER_NOTE.typed['5-7']).toBe(
      'You typed this. Say it out loud next time for Clear and Calm stars.',
    );
    for (const how of ['typed', 'tapped', 'checked'] as const)
      expect(longestSentence(UNRATED_ANSWER_NOTE[how]['5-7'])).toBeLessThanOrEqual(11);
    expect(addressLearnedRule('5-7', 2)).toBe('Get a part right today and again tomorrow. Then you know it!');
    expect(addressLearnedRule('8-10', 2)).toBe(
      'A part is learned when you get it right on 2 different days in a row.',
    );
    for (const text of [UNRATED_ANSWER_NOTE.typed['5-7'], addressLearnedRule('5-7', 2)])
      for (const word of HARD_FOR_SIX) expect(text.toLowerCase()).not.toContain(word);
  });

  it('offers the read-aloud button to children of 5 to 8, not to older children or a parent', () => {
    expect(READ_ALOUD_MAX_AGE).toBe(8);
    expect([5, 6, 7, 8].every(offersReadAloud)).toBe(true);
    expect([9, 12, 16].some(offersReadAloud)).toBe(false);
    expect(offersReadAloud(null)).toBe(false);
  });
});
