import { describe, expect, it } from 'vitest';
import { COUNTRY_IDS, getCountry } from '../countries';
import { SCENARIOS } from '../scenarios';
import { step } from './engine';
import { hasScript } from './scripts';
import { scriptedOperatorLines, upcomingOperatorLines } from './scripted-lines';
import { createConversation } from './state';
import { playCall } from '../test/play-call';

const AGES = [5, 9, 12, 16];
// Good answers, unhelpful ones and answers that raise red flags, so that every branch speaks.
const REPLIES: Array<(answer: number, modelAnswer: string) => string> = [
  (_, modelAnswer) => modelAnswer,
  () => "I don't know",
  (answer, modelAnswer) => (answer === 1 ? "he's not breathing and he won't wake up" : modelAnswer),
  (answer, modelAnswer) =>
    answer === 1 ? 'someone is trapped inside and a burglar is in the house' : modelAnswer,
  () => 'no',
];

/** A read-back quotes what the child said, so its words cannot be known before the call. */
const quotesTheChild = (line: string) =>
  line.startsWith('You said “') || line.startsWith("You're ") || line.startsWith('The firefighters know ');

describe('scriptedOperatorLines', () => {
  it('holds every line a call speaks except the read-backs of the child’s own words', () => {
    for (const countryId of COUNTRY_IDS) {
      const country = getCountry(countryId);
      const known = new Set(scriptedOperatorLines(country));
      for (const scenario of SCENARIOS.filter((candidate) => hasScript(candidate.id))) {
        for (const childAge of AGES) {
          for (const reply of REPLIES) {
            const call = playCall({ scenario, country, childAge }, (prompt, answer) =>
              reply(answer, prompt.modelAnswer),
            );
            const spoken = call.effects.flatMap((effect) => (effect.type === 'speak' ? [effect.text] : []));
            expect(spoken.filter((line) => !known.has(line) && !quotesTheChild(line))).toEqual([]);
          }
        }
      }
    }
    // Nearly a thousand whole calls: generous, so a busy machine is never mistaken for a hang.
  }, 120_000);

  it('lists each line once and differs by country', () => {
    const uk = scriptedOperatorLines(getCountry('uk'));
    expect(new Set(uk).size).toBe(uk.length);
    expect(scriptedOperatorLines(getCountry('us'))).not.toEqual(uk);
  });
});

describe('upcomingOperatorLines', () => {
  const scenario = SCENARIOS.find((candidate) => hasScript(candidate.id) && candidate.type === '999');
  if (!scenario) throw new Error('No emergency scenario');

  it('is the next question while the child answers a question', () => {
    const state = step(createConversation({ scenario, country: getCountry('uk'), childAge: 9 }), {
      type: 'start',
      at: 0,
    }).state;
    const answered = step(state, { type: 'answer', text: state.prompt?.modelAnswer ?? '', at: 1 }).state;
    const next = step(answered, { type: 'continue', at: 2 }).effects;
    const firstSpoken = next.find((effect) => effect.type === 'speak');
    expect(upcomingOperatorLines(state)).toContain(firstSpoken?.type === 'speak' ? firstSpoken.text : '');
  });

  it('ends with the closing lines after the last question, and nothing when not listening', () => {
    let state = step(createConversation({ scenario, country: getCountry('au'), childAge: 14 }), {
      type: 'start',
      at: 0,
    }).state;
    let at = 1;
    const heard: string[][] = [];
    while (state.stage !== 'closing' && at < 40) {
      if (state.stage === 'listening' && state.prompt) {
        heard.push(upcomingOperatorLines(state));
        state = step(state, { type: 'answer', text: state.prompt.modelAnswer, at }).state;
      } else state = step(state, { type: 'continue', at }).state;
      at += 1;
    }
    const closing = state.conversationHistory.at(-1)?.message;
    expect(heard.at(-1)).toContain(closing);
    expect(upcomingOperatorLines(state)).toEqual([]);
  });
});
