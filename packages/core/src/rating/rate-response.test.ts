import { describe, expect, it } from 'vitest';
import {
  FEEDBACK,
  MAX_TIPS,
  TEST_RESPONSE_FEEDBACK,
  TOO_SHORT_FEEDBACK,
  rateResponse,
} from './rate-response';
import type { RatingQuestion } from './types';

const service: RatingQuestion = { kind: 'service', expectedService: 'fire' };
const address: RatingQuestion = { kind: 'address' };
const description: RatingQuestion = { kind: 'description' };
const people: RatingQuestion = { kind: 'people' };

const categories = (answer: string, question: RatingQuestion = description) =>
  rateResponse(answer, question).categories;

describe('feedback texts', () => {
  it('uses the spec sentences for each star count', () => {
    expect(FEEDBACK[3]).toBe('Excellent! That response would really help emergency services.');
    expect(FEEDBACK[2]).toBe('Good, but your response could be more helpful in a real emergency.');
    expect(FEEDBACK[1]).toBe("That response wouldn't help much in a real emergency. Keep practicing!");
  });

  it('pairs every rating with the feedback for its stars', () => {
    for (const answer of ['fire', 'there is a fire', 'I need the fire brigade please, my house is on fire']) {
      const rating = rateResponse(answer, service);
      if (rating.feedback !== TOO_SHORT_FEEDBACK) expect(rating.feedback).toBe(FEEDBACK[rating.stars]);
    }
  });
});

describe('test-like answers', () => {
  it.each([
    'test',
    'hello',
    'hi',
    'check',
    '123',
    'abc',
    'hello hello',
    'Test, test, 123',
    'hi there you',
    '123 Oak Road',
  ])('"%s" earns 1 star with the test message', (answer) => {
    const rating = rateResponse(answer, address);
    expect(rating.stars).toBe(1);
    expect(rating.feedback).toBe(TEST_RESPONSE_FEEDBACK);
    expect(rating.feedback).toBe(
      'That sounds like a test response. In a real emergency, you need to give helpful information.',
    );
  });

  it('needs 3 or fewer words: a fourth word makes it a real answer', () => {
    expect(
      rateResponse('hello I need police', { kind: 'service', expectedService: 'police' }).feedback,
    ).not.toBe(TEST_RESPONSE_FEEDBACK);
  });

  it('matches whole words only', () => {
    expect(rateResponse('testing the alarm', description).feedback).not.toBe(TEST_RESPONSE_FEEDBACK);
    expect(rateResponse('this kitchen is hot', description).feedback).not.toBe(TEST_RESPONSE_FEEDBACK);
    expect(rateResponse('1234 Oak Road', address).feedback).not.toBe(TEST_RESPONSE_FEEDBACK);
  });

  it('wins over the too-short rule for a one-word test', () => {
    expect(rateResponse('hello', service).feedback).toBe(TEST_RESPONSE_FEEDBACK);
  });
});

describe('too-short answers', () => {
  it.each(['', '   ', '...', 'smoke', 'fire!!!'])(
    '"%s" earns 1 star with the say-more message when the question is open',
    (answer) => {
      const rating = rateResponse(answer, description);
      expect(rating.stars).toBe(1);
      expect(rating.feedback).toBe('You need to say more than that in an emergency.');
      expect(rating.categories.clarity).toBe(1);
      expect(rating.categories.completeness).toBe(1);
    },
  );

  it('never tells a complete answer to a closed question to say more (ADR 012)', () => {
    for (const answer of ['Fire', 'fire!!!', 'Fire please']) {
      const rating = rateResponse(answer, service);
      expect(rating.stars).toBe(3);
      expect(rating.feedback).not.toBe(TOO_SHORT_FEEDBACK);
      expect(rating.tips.join(' ')).not.toMatch(/more|whole sentence|few more words/i);
    }
    const yes = rateResponse('No', { kind: 'people' });
    expect(yes.feedback).not.toBe(TOO_SHORT_FEEDBACK);
    expect(yes.tips.join(' ')).not.toMatch(/say more|whole sentence|few more words/i);
    const street = rateResponse('12 Oak Road', address);
    expect(street.stars).toBe(3);
    expect(street.tips).toEqual([
      'Say the address slowly, part by part, and add the town if you are away from home.',
    ]);
  });

  it('a wrong one-word service is rated, not told to say more', () => {
    const rating = rateResponse('ambulance.', service);
    expect(rating.stars).toBe(2);
    expect(rating.tips).toContain('Think about which service fits best: fire, ambulance or police.');
  });

  it('rates two words normally', () => {
    expect(rateResponse('fire brigade', service).feedback).not.toBe(TOO_SHORT_FEEDBACK);
  });
});

describe('clarity', () => {
  it('gives 1 for two words, 2 for three to eight, 3 for nine or more', () => {
    expect(categories('fire upstairs').clarity).toBe(1);
    expect(categories('fire is upstairs').clarity).toBe(2);
    expect(categories('the fire is upstairs in my bedroom now').clarity).toBe(2); // 8 words
    expect(categories('the big fire is upstairs in my bedroom now').clarity).toBe(3); // 9 words
  });

  it('counts words separated by spaces, ignoring lone punctuation', () => {
    expect(categories('fire - upstairs !').clarity).toBe(1);
  });

  it('allows two filler words but takes a star for three', () => {
    expect(categories('um the big fire is um upstairs in my bedroom now').clarity).toBe(3);
    expect(categories('um the big fire is um upstairs in uh my bedroom now').clarity).toBe(2);
  });

  it('counts "like" and "er" as fillers', () => {
    expect(categories('er the fire is like like upstairs in my bedroom now').clarity).toBe(2);
  });

  it('never goes below 1', () => {
    expect(categories('um uh er like').clarity).toBe(1);
  });
});

describe('calmness', () => {
  it.each(['quick', 'hurry', 'scared', 'panic', 'oh no', 'help me'])('panic words give 1: "%s"', (word) => {
    expect(categories(`the kitchen is on fire ${word}`).calmness).toBe(1);
  });

  it.each(['please', 'thank you', 'okay', 'yes', 'I can see', 'there is'])(
    'calm words give 3: "%s"',
    (word) => {
      expect(categories(`${word} the kitchen is on fire`).calmness).toBe(3);
    },
  );

  it('gives 2 when there are neither', () => {
    expect(categories('the kitchen is on fire').calmness).toBe(2);
  });

  it('gives 2 when panic and calm words both appear', () => {
    expect(categories('please help me the kitchen is on fire').calmness).toBe(2);
    expect(categories('hurry there is a fire in the kitchen').calmness).toBe(2);
  });

  it('matches panic words as whole words', () => {
    expect(categories('the quickest way is the kitchen door').calmness).toBe(2);
  });
});

describe('completeness: service', () => {
  it('gives 3 for the right service', () => {
    expect(categories('I need the fire brigade', service).completeness).toBe(3);
    expect(categories('please send firefighters now', service).completeness).toBe(3);
    expect(categories('get the fire department', service).completeness).toBe(3);
    expect(categories('send a fire engine', service).completeness).toBe(3);
  });

  it('knows the synonyms of each service', () => {
    const ambulance: RatingQuestion = { kind: 'service', expectedService: 'ambulance' };
    const police: RatingQuestion = { kind: 'service', expectedService: 'police' };
    for (const answer of [
      'I need an ambulance',
      'send the paramedics',
      'I need EMS',
      'get a doctor please',
    ]) {
      expect(categories(answer, ambulance).completeness).toBe(3);
    }
    for (const answer of ['I need the police', 'call the cops', 'send an officer', 'I need the Gardaí']) {
      expect(categories(answer, police).completeness).toBe(3);
    }
  });

  it('gives 2 for the wrong service', () => {
    expect(categories('I need the police please', service).completeness).toBe(2);
  });

  it('gives 3 when the right service is among several named', () => {
    expect(categories('I need the police and the fire brigade', service).completeness).toBe(3);
  });

  it('gives 1 when no service is named or implied', () => {
    expect(categories('my house is very big', service).completeness).toBe(1);
  });

  it('gives 2, with a tip to name it, when what happened implies the service (ADR 012)', () => {
    expect(categories('my house is very smoky', service).completeness).toBe(2);
    expect(rateResponse('my house is very smoky', service).tips).toContain(
      'You explained what happened. Also name the service you need: the fire service.',
    );
  });

  it('counts any named service as right when no service is expected', () => {
    expect(categories('I need the police now', { kind: 'service' }).completeness).toBe(3);
  });
});

describe('completeness: address', () => {
  it('gives 3 for a number and a street word', () => {
    expect(categories('it is 12 Oak Road', address).completeness).toBe(3);
    expect(categories('number twelve Elm Close', address).completeness).toBe(3);
    expect(categories('flat 4b on Station Avenue', address).completeness).toBe(3);
  });

  it('gives 2 for only one of them', () => {
    expect(categories('it is Oak Road', address).completeness).toBe(2);
    expect(categories('I live at number 12', address).completeness).toBe(2);
  });

  it('never gives less than 2 for a landmark', () => {
    expect(categories('next to the park', address).completeness).toBe(2);
    expect(categories('opposite the school gates', address).completeness).toBe(2);
    expect(categories('near the shop on the hill', address).completeness).toBeGreaterThanOrEqual(2);
  });

  it('never gives less than 2 for an honest "I don\'t know"', () => {
    expect(categories("I don't know the address", address).completeness).toBe(2);
    expect(categories('I’m not sure where we are', address).completeness).toBe(2);
  });

  it('gives 1 when there is nothing about a place', () => {
    expect(categories('the kitchen is on fire', address).completeness).toBe(1);
  });
});

describe('completeness: description', () => {
  it('gives 3 for a hazard, a place and a size', () => {
    expect(categories('there is a big fire in the kitchen', description).completeness).toBe(3);
  });

  it('gives 2 for part of it', () => {
    expect(categories('there is a fire somewhere', description).completeness).toBe(2);
    expect(categories('a big fire is happening', description).completeness).toBe(2);
    expect(categories('it is in the kitchen', description).completeness).toBe(2);
  });

  it('gives 2 for "I don\'t know"', () => {
    expect(categories("I don't know what happened", description).completeness).toBe(2);
  });

  it('gives 1 for none of it', () => {
    expect(categories('it is what it is', description).completeness).toBe(1);
  });
});

describe('completeness: people', () => {
  it('gives 3 for yes, no or unsure with a reason', () => {
    expect(categories('yes my brother is trapped upstairs', people).completeness).toBe(3);
    expect(categories('no everyone got out because of the alarm', people).completeness).toBe(3);
    expect(categories("I'm not sure because I can't see him", people).completeness).toBe(3);
  });

  it('gives 2 for only one of them', () => {
    expect(categories('yes there is someone', people).completeness).toBe(2);
    expect(categories('my brother is trapped', people).completeness).toBe(2);
    expect(categories("I don't know", people).completeness).toBe(2);
  });

  it('gives 1 for neither', () => {
    expect(categories('it is a big house', people).completeness).toBe(1);
  });
});

describe('final stars', () => {
  it('floors the average of the three categories', () => {
    // clarity 2, completeness 3, calmness 2 → 2.33 → 2
    expect(rateResponse('a big fire in the kitchen', description).stars).toBe(2);
    // clarity 2, completeness 1, calmness 2 → 1.67 → 1
    expect(rateResponse('it is what it is', description).stars).toBe(1);
    // clarity 2, completeness 3, calmness 3 → 2.67 → 2
    expect(rateResponse('there is a big fire in the kitchen', description).stars).toBe(2);
  });

  it('is forced to 3 when clarity and completeness are 3 and calmness is at least 2', () => {
    const rating = rateResponse('the big fire is in the kitchen and spreading up the stairs', description);
    expect(rating.categories).toEqual({ clarity: 3, completeness: 3, calmness: 2 });
    expect(rating.stars).toBe(3);
    expect(rating.feedback).toBe(FEEDBACK[3]);
  });

  it('is not forced when calmness is 1', () => {
    const rating = rateResponse(
      'hurry the big fire is in the kitchen and spreading up the stairs',
      description,
    );
    expect(rating.categories).toEqual({ clarity: 3, completeness: 3, calmness: 1 });
    expect(rating.stars).toBe(2);
  });

  it('gives 3 when every category is 3', () => {
    expect(rateResponse('there is a big fire in the kitchen and lots of smoke', description).stars).toBe(3);
  });
});

describe('tips', () => {
  it('says what was missing, kindly and briefly', () => {
    expect(rateResponse('it is on Oak Road', address).tips).toEqual(['Add the house number if you know it.']);
    expect(rateResponse('my house is very big', service).tips).toEqual([
      'Start by naming the service you need: fire, ambulance or police.',
    ]);
    expect(rateResponse('hurry up the fire is spreading', description).tips).toEqual([
      'Say where it is, like the kitchen or upstairs.',
    ]);
  });

  it('asks for calm when the answer held everything the question needs', () => {
    expect(rateResponse('quick the fire is huge in the kitchen', description).tips).toEqual([
      'Take a slow, deep breath first. Speaking calmly helps the operator understand you.',
    ]);
  });

  it('asks for more detail when a short answer had everything else', () => {
    expect(rateResponse('a big fire in the kitchen', description).tips).toEqual([
      'Add a detail or two: a whole sentence helps the operator most.',
    ]);
  });

  it('gives a perfect answer one thing to keep doing', () => {
    expect(rateResponse('there is a big fire in the kitchen and lots of smoke', description).tips).toEqual([
      'If anything changes while you are on the line, tell the operator straight away.',
    ]);
  });

  it('gives exactly one tip, however much was missing', () => {
    expect(MAX_TIPS).toBe(1);
    for (const answer of ['um uh er um quick the', 'hello', 'x', 'fire', 'I do not know', '']) {
      for (const question of [service, address, description, people]) {
        expect(rateResponse(answer, question).tips).toHaveLength(1);
      }
    }
  });
});
