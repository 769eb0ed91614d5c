import { describe, expect, it } from 'vitest';
import { READING_BANDS } from '../age';
import { AMERICAN_ONLY_WORDS, BRITISH_ONLY_WORDS, containsWord } from '../wording/spelling';
import { usesEmergencyWording } from '../test/emergency-wording';
import { rateResponse } from './rate-response';
import type { RatingQuestion } from './types';

const AGE_OF_BAND = { '5-7': 6, '8-10': 9, '11-16': 13 } as const;

const fire = (childAge = 9): RatingQuestion => ({ kind: 'service', expectedService: 'fire', childAge });
const address = (childAge = 9): RatingQuestion => ({ kind: 'address', childAge });
const description = (childAge = 9): RatingQuestion => ({ kind: 'description', childAge });
const people = (childAge = 9): RatingQuestion => ({ kind: 'people', childAge });

const ANSWERS = [
  'I need the fire service please',
  'ambulance',
  'my house is very smoky',
  '12 Oak Road',
  'Oak Road',
  'next to the park',
  "I don't know",
  'there is a big fire in the kitchen and lots of smoke',
  'um uh er um quick the',
  'yes she is awake',
  'no',
  'hello',
  'x',
  'my sister has a temperature and a headache',
  "it's not an emergency, I need some advice",
];

describe('praise names what the answer did', () => {
  it('praises the right service when the child named it', () => {
    expect(rateResponse('I need the fire service please', fire()).praise).toBe(
      'You asked for the right service straight away.',
    );
  });

  it('praises the house number and street when both were given', () => {
    expect(rateResponse('we live at 12 Oak Road', address()).praise).toBe(
      'You gave the house number and the street name.',
    );
  });

  it('praises the street alone, and asks for the number', () => {
    const rating = rateResponse('we are on Oak Road', address());
    expect(rating.praise).toBe('You gave the street name.');
    expect(rating.tips).toEqual(['Add the house number if you know it.']);
  });

  it('praises saying what happened, and asks for the service it points to', () => {
    const rating = rateResponse('my house is very smoky', fire());
    expect(rating.praise).toBe('You said what happened, so the operator knows what is wrong.');
    expect(rating.tips).toEqual([
      'You said what happened. Also say which service you need: the fire service.',
    ]);
  });

  it('praises an honest "I don\'t know" about the address, and suggests a landmark', () => {
    const rating = rateResponse("I don't know the address", address());
    expect(rating.praise).toBe("You were honest when you didn't know.");
    expect(rating.tips[0]).toMatch(/shop or a park/);
  });

  it('praises a clear yes or no about the people', () => {
    expect(rateResponse('yes', people()).praise).toBe('You answered the question with a clear answer.');
  });

  it('praises staying on the line when an answer held nothing else', () => {
    expect(rateResponse('hello', description()).praise).toBe('You stayed on the line and answered.');
  });

  it('never praises what the answer did not contain', () => {
    const rating = rateResponse('the kitchen', description());
    expect(rating.praise).toBe('You said where it is.');
    expect(rating.praise).not.toMatch(/what happened|service|address/);
  });
});

describe('exactly one concrete tip', () => {
  it('gives one tip for every answer, band and call type, never a generic one', () => {
    for (const band of READING_BANDS) {
      for (const callType of ['999', '111'] as const) {
        for (const question of [fire, address, description, people]) {
          for (const answer of ANSWERS) {
            const rating = rateResponse(answer, { ...question(AGE_OF_BAND[band]), callType });
            expect(rating.tips).toHaveLength(1);
            expect(rating.tips[0]).not.toMatch(/could be more helpful|\{service\}/);
            expect(rating.tips[0]?.length).toBeGreaterThan(10);
            expect(rating.praise.length).toBeGreaterThan(10);
          }
        }
      }
    }
  });

  it('names the skill the tip trains', () => {
    expect(rateResponse('my house is very big', fire()).skill).toBe('name-service');
    expect(rateResponse('on Oak Road', address()).skill).toBe('give-address');
    expect(rateResponse('hello', address()).skill).toBe('speak-clearly');
    expect(rateResponse('a big fire upstairs and please help me I am so scared', description()).skill).toBe(
      'say-what-happened',
    );
  });
});

describe('wording by reading band', () => {
  it('gives the youngest the shortest words for the same answer', () => {
    const texts = READING_BANDS.map((band) => rateResponse('Oak Road', address(AGE_OF_BAND[band])));
    expect(texts.map((rating) => rating.praise)).toEqual([
      'You said the name of your street.',
      'You gave the street name.',
      'You gave the street name, which narrows down where you are.',
    ]);
    expect(texts.map((rating) => rating.tips[0])).toEqual([
      'Say your house number too.',
      'Add the house number if you know it.',
      'Add the house number if you know it.',
    ]);
  });

  it('keeps 5–7 praise and tips short: at most twelve words a sentence', () => {
    for (const question of [fire, address, description, people]) {
      for (const answer of ANSWERS) {
        const rating = rateResponse(answer, question(6));
        for (const sentence of `${rating.praise} ${rating.tips[0]}`.split(/[.!?:]\s/)) {
          expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(12);
        }
      }
    }
  });
});

describe('spelling by country', () => {
  it('spells the 1-star line "practising" for British countries and "practicing" for American ones', () => {
    const british = rateResponse('um uh er um quick the', { ...description(12), spelling: 'british' });
    const american = rateResponse('um uh er um quick the', { ...description(12), spelling: 'american' });
    expect(british.stars).toBe(1);
    expect(british.feedback).toBe("That response wouldn't help much in a real emergency. Keep practising!");
    expect(american.feedback).toBe("That response wouldn't help much in a real emergency. Keep practicing!");
  });

  it('uses no spelling of the other family in any praise, line or tip', () => {
    for (const callType of ['999', '111'] as const) {
      for (const question of [fire, address, description, people]) {
        for (const answer of ANSWERS) {
          const british = rateResponse(answer, { ...question(), callType, spelling: 'british' });
          const american = rateResponse(answer, { ...question(), callType, spelling: 'american' });
          const all = (rating: typeof british) => [rating.praise, rating.feedback, ...rating.tips].join(' ');
          expect(containsWord(all(british), AMERICAN_ONLY_WORDS)).toBe(false);
          expect(containsWord(all(american), BRITISH_ONLY_WORDS)).toBe(false);
        }
      }
    }
  });
});

describe('an advice call never uses emergency wording', () => {
  it('keeps praise, line and tip free of emergency words for every answer and band', () => {
    for (const band of READING_BANDS) {
      for (const question of [fire, address, description, people]) {
        for (const answer of ANSWERS) {
          const rating = rateResponse(answer, { ...question(AGE_OF_BAND[band]), callType: '111' });
          for (const text of [rating.praise, rating.feedback, ...rating.tips])
            expect(usesEmergencyWording(text), text).toBe(false);
        }
      }
    }
  });

  it('praises saying that advice is needed', () => {
    const rating = rateResponse("it's not an emergency, I need some advice", { ...fire(), callType: '111' });
    expect(rating.praise).toBe('You said clearly that you need advice.');
  });
});
