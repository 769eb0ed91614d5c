import { buildScript, COUNTRY_IDS, getCountry, SCENARIOS, hasScript } from '@callready/core';
import { describe, expect, it } from 'vitest';
import {
  addressSentences,
  callVocabulary,
  everyCallMoment,
  LEARN_ADDRESS_QUESTION,
  placeSentences,
  WEIGHTS,
  type ListeningRef,
} from './call-vocabulary';

const SPOKEN = SCENARIOS.filter((scenario) => hasScript(scenario.id) && !scenario.silent);

/** The moment's sentences that carry the most weight. */
const likeliest = (ref: ListeningRef) => {
  const { sentences } = callVocabulary(ref);
  const top = Math.max(...sentences.map((sentence) => sentence.weight));
  return sentences.filter((sentence) => sentence.weight === top).map((sentence) => sentence.text);
};

const holdsPlaceSentences = (ref: ListeningRef) => {
  const texts = new Set(callVocabulary(ref).sentences.map((sentence) => sentence.text));
  return placeSentences(ref.countryId as never).some((sentence) => texts.has(sentence.text));
};

const questionsOf = (scenarioId: string, countryId: string) => {
  const scenario = SPOKEN.find((candidate) => candidate.id === scenarioId);
  if (!scenario) throw new Error(`No scenario ${scenarioId}`);
  return buildScript(scenario, getCountry(countryId)).questions.map((question) => ({
    scenarioType: scenario.type,
    scenarioId,
    countryId,
    questionId: question.id,
    kind: question.kind,
    question,
  }));
};

describe('callVocabulary', () => {
  it('listens for street and town words only where a place is asked, in every scenario and country', () => {
    for (const countryId of COUNTRY_IDS)
      for (const scenario of SPOKEN)
        for (const { kind, question, ...ref } of questionsOf(scenario.id, countryId)) {
          const place = kind === 'address';
          expect(callVocabulary(ref).asksForPlace).toBe(place);
          expect(holdsPlaceSentences(ref)).toBe(place);
          expect(holdsPlaceSentences({ ...ref, questionId: `${question.id}/confirm` })).toBe(place);
          if (place) {
            expect(holdsPlaceSentences({ ...ref, questionId: `${question.id}/follow-up-1` })).toBe(true);
            expect(holdsPlaceSentences({ ...ref, questionId: `${question.id}/follow-up-2` })).toBe(true);
          }
        }
  });

  it("weighs the question's own model answer and choices above everything else", () => {
    for (const { question, kind: _kind, ...ref } of questionsOf('car-accident', 'au'))
      expect(likeliest(ref)).toEqual(
        expect.arrayContaining([question.modelAnswer, ...question.choices.map((choice) => choice.sentence)]),
      );
  });

  it("hears each country's own service names and streets", () => {
    const [irishService] = questionsOf('robbery', 'ie');
    const service = callVocabulary(irishService!).sentences;
    expect(service.some((sentence) => /gard/i.test(sentence.text) && sentence.spell)).toBe(true);
    const streetsOf = (countryId: string) =>
      placeSentences(countryId as never).map((sentence) => sentence.text.toLowerCase());
    expect(streetsOf('us').some((text) => text.includes('washington'))).toBe(true);
    expect(streetsOf('uk').some((text) => text.includes('washington'))).toBe(false);
    expect(streetsOf('nz').some((text) => text.includes('auckland'))).toBe(true);
    expect(streetsOf('uk').some((text) => text.includes('auckland'))).toBe(false);
  });

  it('gives read-backs, follow-ups and the breathing check their own likely answers', () => {
    const base = { scenarioType: '999', scenarioId: 'heart-attack', countryId: 'uk' };
    expect(likeliest({ ...base, questionId: 'heart-attack/service/confirm' })).toContain(
      "Yes, that's right.",
    );
    expect(likeliest({ ...base, questionId: 'heart-attack/address/follow-up-2' })).toContain(
      "There's a bus stop outside.",
    );
    expect(likeliest({ ...base, questionId: 'heart-attack/people/breathing-check' })).toContain(
      'Yes, her chest is going up and down.',
    );
    // Each is a moment of its own, built once for everyone.
    const keys = [
      'service/confirm',
      'address/follow-up-1',
      'address/follow-up-2',
      'people/breathing-check',
    ].map((suffix) => callVocabulary({ ...base, questionId: `heart-attack/${suffix}` }).key);
    expect(new Set(keys).size).toBe(4);
  });

  it('reads Learn my address (named, or a request naming nothing) as a place question', () => {
    for (const ref of [{ countryId: 'ca', questionId: LEARN_ADDRESS_QUESTION }, { countryId: 'ca' }]) {
      expect(callVocabulary(ref).asksForPlace).toBe(true);
      expect(holdsPlaceSentences(ref)).toBe(true);
    }
  });

  it('listens for a practice sentence first, and for an unknown question with no places', () => {
    const sentence = 'My name is Sam, and I need some help, please.';
    expect(likeliest({ countryId: 'uk', sentence })).toEqual([sentence]);
    expect(callVocabulary({ countryId: 'uk', sentence }).asksForPlace).toBe(false);
    const unknown = {
      scenarioType: '999',
      scenarioId: 'house-fire',
      questionId: 'house-fire/nonsense',
      countryId: 'uk',
    };
    expect(callVocabulary(unknown).asksForPlace).toBe(false);
    expect(holdsPlaceSentences(unknown)).toBe(false);
    expect(callVocabulary(unknown).sentences.length).toBeGreaterThan(100);
  });

  it('names every moment of every call by country, and the same moment by the same key', () => {
    const moments = everyCallMoment();
    const keys = new Set(moments.map((ref) => callVocabulary(ref).key));
    expect(keys.size).toBe(moments.length);
    const [first] = moments;
    expect(callVocabulary(first!).key).toBe(callVocabulary({ ...first! }).key);
  });
});

describe('addressSentences', () => {
  it("says a child's own address the ways a child may, its words spelled out when unknown", () => {
    const sentences = addressSentences({
      flat: '',
      number: '9',
      street: 'Blackthorn Drive',
      town: 'Galway',
      postcode: '',
    });
    expect(sentences.map((sentence) => sentence.text)).toEqual(
      expect.arrayContaining(['9 Blackthorn Drive Galway', '9 Blackthorn Drive', 'Blackthorn Drive Galway']),
    );
    expect(sentences.every((sentence) => sentence.spell && sentence.weight === WEIGHTS.ownAddress)).toBe(
      true,
    );
    expect(addressSentences({ number: '', street: '', town: '' })).toEqual([]);
  });
});
