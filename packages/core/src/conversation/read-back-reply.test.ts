import { describe, expect, it } from 'vitest';
import { hearAnswer } from './extract';
import { hearFacts, type PeopleQuestion } from './hear-facts';
import { classifyReadBackReply } from './read-back-reply';
import type { InfoKey } from './extract';

function reply(words: string, key: InfoKey, people: PeopleQuestion = 'inside') {
  const heard = hearFacts(words, {
    people,
    asked: null,
    countryId: 'uk',
    callType: '999',
    expectedService: 'fire',
    turn: 3,
    placeAsked: key === 'address',
  });
  return classifyReadBackReply(hearAnswer(words), key, heard, people);
}

describe('a reply to a read-back (ADR 035)', () => {
  it.each([
    ['yep', 'confirm'],
    ["yes that's right", 'confirm'],
    ['no', 'deny'],
    ["no that's wrong", 'deny'],
    ['no, wrong road', 'deny'],
    ['no, it is 14 Mill Lane', 'correct'],
    ['my brother is still inside', 'other'],
  ] as const)('to "You\'re at 41 Mill Lane. Is that right?": "%s" is %s', (words, expected) => {
    expect(reply(words, 'address')).toBe(expected);
  });

  it('hears a "no" that answers something else as something else, not as a refusal of the place', () => {
    // The child has someone else on their mind; the place stands and is checked once more.
    expect(reply('no, my nan is here with me', 'address')).toBe('other');
    expect(reply('no my brother is still upstairs', 'serviceRequested')).toBe('other');
    // A "no" with nothing else in it still refuses.
    expect(reply('nope', 'serviceRequested', 'patient')).toBe('deny');
  });
});
