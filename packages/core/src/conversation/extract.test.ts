import { describe, expect, it } from 'vitest';
import { CONFIDENCE, extractInfo, isAffirmative, needsConfirming, placeholderFor } from './extract';

describe('extractInfo: service', () => {
  it('finds the service with confidence 0.9', () => {
    expect(extractInfo('service', 'I need the fire brigade please')).toEqual({
      key: 'serviceRequested',
      slot: { value: 'fire', confidence: 0.9, source: 'answer' },
    });
    expect(extractInfo('service', 'send the paramedics')?.slot.value).toBe('ambulance');
    expect(extractInfo('service', 'call the cops')?.slot.value).toBe('police');
  });

  it('prefers the expected service when several are named, else the first named', () => {
    expect(extractInfo('service', 'police and fire brigade', 'fire')?.slot.value).toBe('fire');
    expect(extractInfo('service', 'the police and then an ambulance', 'fire')?.slot.value).toBe('police');
    expect(extractInfo('service', 'an ambulance and then the police', 'fire')?.slot.value).toBe('ambulance');
  });

  it('finds nothing when no service is named', () => {
    expect(extractInfo('service', 'my grandad is poorly')).toBeNull();
    expect(extractInfo('service', "I don't know")).toBeNull();
  });
});

describe('extractInfo: address', () => {
  it('keeps the words of an address or landmark with confidence 0.8', () => {
    expect(extractInfo('address', '  12   Oak Road ')).toEqual({
      key: 'address',
      slot: { value: '12 Oak Road', confidence: 0.8, source: 'answer' },
    });
    expect(extractInfo('address', 'next to the park')?.slot.source).toBe('answer');
  });

  it('marks "I don\'t know" as unknown rather than nothing', () => {
    expect(extractInfo('address', "I don't know")?.slot).toEqual({
      value: "I don't know",
      confidence: 0.8,
      source: 'unknown',
    });
  });

  it('finds nothing in unrelated words', () => {
    expect(extractInfo('address', 'banana')).toBeNull();
  });
});

describe('extractInfo: description and people', () => {
  it('reads a description with confidence 0.7', () => {
    expect(extractInfo('description', 'big fire in the kitchen')?.slot).toEqual({
      value: 'big fire in the kitchen',
      confidence: CONFIDENCE.description,
      source: 'answer',
    });
    expect(extractInfo('description', 'purple banana')).toBeNull();
    expect(extractInfo('description', 'no idea')?.slot.source).toBe('unknown');
  });

  it('reads yes, no and not sure, keeping the words', () => {
    expect(extractInfo('people', 'yes my brother is inside')?.slot).toEqual({
      value: 'yes',
      text: 'yes my brother is inside',
      confidence: 0.7,
      source: 'answer',
    });
    expect(extractInfo('people', 'nobody is inside')?.slot.value).toBe('no');
    expect(extractInfo('people', 'no idea, sorry')?.slot).toMatchObject({
      value: 'unsure',
      source: 'unknown',
    });
    expect(extractInfo('people', 'yes, but no one else')?.slot.value).toBe('yes');
  });

  it('keeps a reason without yes or no as unsure, to be confirmed', () => {
    expect(extractInfo('people', 'he is breathing')?.slot).toMatchObject({
      value: 'unsure',
      source: 'answer',
    });
  });
});

describe('needsConfirming', () => {
  it('queues only answers below 0.8 that are not unknown or placeholders', () => {
    expect(needsConfirming({ value: 'x', confidence: 0.7, source: 'answer' })).toBe(true);
    expect(needsConfirming({ value: 'x', confidence: 0.8, source: 'answer' })).toBe(false);
    expect(needsConfirming({ value: 'x', confidence: 0.7, source: 'unknown' })).toBe(false);
    expect(needsConfirming({ value: 'x', confidence: 0.99, source: 'placeholder' })).toBe(false);
  });
});

describe('placeholderFor', () => {
  it('fills the spec placeholders with confidence 0.99', () => {
    expect(placeholderFor('service', 'police').slot).toEqual({
      value: 'police',
      confidence: 0.99,
      source: 'placeholder',
    });
    expect(placeholderFor('address', 'fire').slot.value).toBe('child attempted');
    expect(placeholderFor('description', 'fire').slot.value).toBe('unknown details');
    expect(placeholderFor('people', 'fire').slot).toMatchObject({
      value: 'unsure',
      text: 'unknown',
      confidence: 0.99,
    });
  });
});

describe('isAffirmative', () => {
  it.each(['yes', 'Yes, that is right', 'correct', "that's right", 'yeah', 'RIGHT!'])(
    '"%s" keeps the value',
    (reply) => {
      expect(isAffirmative(reply)).toBe(true);
    },
  );

  it.each(['no', "No, that's not right", 'wrong', 'the fire is upstairs', '', 'not correct', 'nope, right?'])(
    '"%s" does not',
    (reply) => {
      expect(isAffirmative(reply)).toBe(false);
    },
  );
});
