import { describe, expect, it } from 'vitest';
import { hearFacts, type AnswerContext } from './hear-facts';
import { mergePicture, type CallPicture } from './picture';

const context = (turn: number): AnswerContext => ({
  people: 'patient',
  asked: null,
  countryId: 'au',
  callType: '999',
  expectedService: 'ambulance',
  turn,
});

const play = (...answers: string[]): CallPicture =>
  answers.reduce<CallPicture>(
    (picture, words, index) => mergePicture(picture, hearFacts(words, context(index + 1))),
    {},
  );

describe('mergePicture: lips going blue', () => {
  it('in someone awake and struggling is breathing trouble, not a stopped breath', () => {
    const picture = play(
      "she can't get her breath, she's wheezing",
      "She's awake, yeah",
      'Her lips are kind of going blue',
    );
    expect(picture.breathing?.value).toBe('trouble');
  });

  it('in someone not awake is a stopped breath', () => {
    const picture = play("he won't wake up", 'his lips have gone blue');
    expect(picture.breathing?.value).toBe('not');
  });
});
