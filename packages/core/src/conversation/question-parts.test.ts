// One thing at a time (ADR 057): the youngest are never asked two things in one turn, and at every
// age an answer to either part of a two-part question counts.
import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountry } from '../countries';
import { SPOKEN_SCENARIOS, getScenario, type Scenario } from '../scenarios';
import { step } from './engine';
import { firstQuestionOnly, questionText } from './question-parts';
import { buildScript } from './scripts';
import { bandOf, createConversation, type ConversationState } from './state';
import { playCall } from '../test/play-call';

/** A turn asks two things when it has two question marks, or joins two questions with "and". */
function asksTwoThings(text: string): boolean {
  const questions = text.split('?').length - 1;
  return questions > 1 || /, and (?:is|are|how|where|what|can|do|does|did|who)\b/i.test(text);
}

const YOUNGEST = [5, 6, 7] as const;

describe('ages 5–7 are asked one thing at a time', () => {
  const cases = SPOKEN_SCENARIOS.flatMap((scenario) =>
    COUNTRIES.flatMap((country) =>
      YOUNGEST.map((childAge) => ({
        scenario,
        country,
        childAge,
        label: `${scenario.id} (${country.id}), age ${childAge}`,
      })),
    ),
  );

  it.each(cases)(
    '$label: every question and each of its parts asks one thing',
    ({ scenario, country, childAge }) => {
      const band = bandOf({ childAge });
      for (const question of buildScript(scenario, country).questions) {
        const opening = questionText(question, band, childAge);
        expect({ opening, two: asksTwoThings(opening) }).toEqual({ opening, two: false });
        for (const part of question.parts ?? [])
          expect({ part: part.text, two: asksTwoThings(part.text) }).toEqual({ part: part.text, two: false });
      }
    },
  );

  it.each(cases)('$label: no turn of a whole call asks two things', ({ scenario, country, childAge }) => {
    const replies = [
      (prompt: { modelAnswer: string }) => prompt.modelAnswer,
      () => "I don't know",
      () => 'yes',
      (_: unknown, answer: number) => (answer % 2 === 0 ? 'no' : 'um'),
    ];
    for (const reply of replies) {
      const call = playCall({ scenario, country, childAge }, reply);
      const asked = call.state.conversationHistory.filter(
        (entry) =>
          entry.speaker === 'operator' && entry.purpose !== undefined && entry.purpose !== 'confirmation',
      );
      for (const entry of asked)
        expect({ line: entry.message, two: asksTwoThings(entry.message) }).toEqual({
          line: entry.message,
          two: false,
        });
    }
  });

  it('a child of 6 hears "Is a grown-up with you?", then "How old is your sister?"', () => {
    const fever = getScenario('111', 'fever-child') as Scenario;
    const lines: string[] = [];
    playCall({ scenario: fever, country: getCountry('uk'), childAge: 6 }, (prompt) => {
      lines.push(prompt.text);
      if (prompt.text === 'Is a grown-up with you?') return 'yes my dad is here';
      if (prompt.text === 'How old is your sister?') return 'she is 3';
      return prompt.kind === 'people' ? 'yes' : prompt.modelAnswer;
    });
    const grownUp = lines.indexOf('Is a grown-up with you?');
    expect(grownUp).toBeGreaterThanOrEqual(0);
    expect(lines[grownUp + 1]).toBe('How old is your sister?');
  });

  it('an answer that covers both parts is not asked the second', () => {
    const fever = getScenario('111', 'fever-child') as Scenario;
    const call = playCall({ scenario: fever, country: getCountry('uk'), childAge: 6 }, (prompt) =>
      prompt.kind === 'people' ? 'yes my mum is here and my sister is 3' : prompt.modelAnswer,
    );
    expect(call.state.conversationHistory.map((entry) => entry.message)).not.toContain(
      'How old is your sister?',
    );
    expect(call.state.picture.patientAge?.value).toBe(3);
  });

  it('keeps a line’s lead-in and first question', () => {
    expect(firstQuestionOnly('Look at their chest. Is it going up and down? Are they breathing?')).toBe(
      'Look at their chest. Is it going up and down?',
    );
    expect(firstQuestionOnly('Where are you?')).toBe('Where are you?');
  });
});

/** Plays model answers up to the people question, then answers it with `reply`. */
function answerPeopleWith(scenario: Scenario, childAge: number, reply: string) {
  let at = 1_700_000_000_000;
  let state: ConversationState = createConversation({ scenario, country: getCountry('uk'), childAge });
  let result = step(state, { type: 'start', at });
  for (let turn = 0; turn < 60; turn += 1) {
    state = result.state;
    at += 1000;
    if (
      state.stage === 'listening' &&
      state.prompt?.kind === 'people' &&
      state.prompt.purpose === 'question'
    ) {
      const asked = state.prompt.text;
      const answered = step(state, { type: 'answer', text: reply, at, mode: 'typed' });
      const rating = answered.state.currentFeedback;
      const next = step(answered.state, { type: 'continue', at: at + 1000 }).state;
      return { asked, rating, next };
    }
    result =
      state.stage === 'listening' && state.prompt
        ? step(state, { type: 'answer', text: state.prompt.modelAnswer, at })
        : step(state, { type: 'continue', at });
  }
  throw new Error(`${scenario.id}: the people question was never asked`);
}

describe('an answer to either part of a two-part question counts, at every age', () => {
  const secondParts: readonly {
    id: string;
    type: '999' | '111';
    reply: string;
    check: (state: ConversationState) => boolean;
  }[] = [
    {
      id: 'fever-child',
      type: '111',
      reply: 'she is 3',
      check: (state) => state.picture.patientAge?.value === 3,
    },
    {
      id: 'broken-arm',
      type: '111',
      reply: 'she is 9',
      check: (state) => state.picture.patientAge?.value === 9,
    },
    {
      id: 'medicine-question',
      type: '111',
      reply: 'my grandad is here with me',
      check: (state) => state.picture.grownUp?.value === 'yes',
    },
    {
      id: 'heart-attack',
      type: '999',
      reply: 'he is breathing',
      check: (state) => state.picture.breathing?.value === 'normal',
    },
    {
      id: 'car-accident',
      type: '999',
      reply: 'his eyes are open',
      check: (state) => state.picture.awake?.value === 'yes',
    },
  ];
  const cases = secondParts.flatMap((part) =>
    [5, 6, 7, 8, 9, 10, 12, 15].map((childAge) => ({
      ...part,
      childAge,
      label: `${part.id}, age ${childAge}: "${part.reply}"`,
    })),
  );

  it.each(cases)(
    '$label is credited, and only the part left is asked',
    ({ id, type, reply, childAge, check }) => {
      const scenario = getScenario(type, id) as Scenario;
      const { asked, rating, next } = answerPeopleWith(scenario, childAge, reply);
      expect(rating?.stars).toBeGreaterThanOrEqual(2);
      expect(rating?.feedback).not.toMatch(/keep trying/i);
      expect(check(next)).toBe(true);
      // Not the same question again: the operator asks the part still unanswered, one thing.
      const said = next.conversationHistory.filter((entry) => entry.speaker === 'operator').at(-1)?.message;
      expect(said).not.toBe(asked);
      expect(next.prompt?.questionId ?? '').not.toMatch(/\/people$/);
      if (next.prompt) expect(asksTwoThings(next.prompt.text)).toBe(false);
    },
  );
});
