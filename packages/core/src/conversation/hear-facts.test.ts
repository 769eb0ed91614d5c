import { describe, expect, it } from 'vitest';
import { hearFacts, type AnswerContext, type PeopleQuestion } from './hear-facts';

const context = (people: PeopleQuestion, asked: AnswerContext['asked'] = null): AnswerContext => ({
  people,
  asked,
  countryId: 'uk',
  callType: '999',
  expectedService: 'ambulance',
  turn: 1,
});

function values(words: string, people: PeopleQuestion = 'patient', asked: AnswerContext['asked'] = null) {
  return Object.fromEntries(
    Object.entries(hearFacts(words, context(people, asked))).map(([key, fact]) => [
      key,
      (fact as { value: unknown }).value,
    ]),
  );
}

describe('hearFacts: every fact in one answer, whatever was asked', () => {
  it.each([
    ["mum's gone floppy and she isn't breathing", { awake: 'no', breathing: 'not' }],
    ["isn't waking up properly", { awake: 'no' }],
    ["he won't open his eyes", { awake: 'no' }],
    ['she can hardly catch her breath', { breathing: 'trouble' }],
    ['hes breathing all weird', { breathing: 'trouble' }],
    ['she is awak', { awake: 'yes' }],
    ["she couldn't breathe for a second but she's breathing fine now", { breathing: 'normal' }],
    ["she's awake now, she passed out for a few seconds", { awake: 'yes' }],
    ["there's loads of blood coming out of her leg and it won't stop", { bleeding: 'heavy' }],
    ['he keeps saying ouch', { awake: 'yes' }],
    ['my big sister is with me', { grownUp: 'yes' }],
    ['my little sister is four', { patientAge: 4 }],
    ['ambulance and police', { services: ['ambulance', 'police'] }],
    ['amblunce', { services: ['ambulance'] }],
    ['polees', { services: ['police'] }],
    ['ambulence please', { services: ['ambulance'] }],
    ['he is breathing heavily', { breathing: 'trouble' }],
    ["she's barely breathing", { breathing: 'trouble' }],
    ["he's conscious but he's really pale", { awake: 'yes' }],
    ['her knee is bleeding badly', { bleeding: 'heavy' }],
    ['the blood is soaking through the tea towel', { bleeding: 'heavy' }],
    ['there are no other adults here', { grownUp: 'no' }],
  ] as const)('%s', (words, expected) => {
    expect(values(words)).toMatchObject(expected);
  });

  it.each([
    ["his lips look a bit purple from the cold but he's chatting to me", 'breathing', 'not'],
    ["I was out of breath from running but I'm fine", 'breathing', 'trouble'],
    ['she was asleep but she woke up when I shouted', 'awake', 'no'],
    ['she has a little cut on her knee but it stopped bleeding', 'bleeding', 'heavy'],
  ] as const)('lookalike: %s', (words, key, never) => {
    expect(values(words)[key]).not.toBe(never);
  });

  it('reads people in a fire: someone else inside, everyone out, a pet, the caller', () => {
    expect(values('my brother is still upstairs', 'inside')).toMatchObject({
      trapped: { status: 'yes', who: 'brother', where: 'upstairs' },
    });
    expect(values('we all ran out, no one is left inside', 'inside')).toMatchObject({
      trapped: { status: 'no' },
    });
    expect(values('my dog biscuit is still in there', 'inside').trapped).toBeUndefined();
    expect(values("I'm stuck in my room and there's smoke under the door", 'inside')).toMatchObject({
      trapped: { status: 'yes', who: 'you' },
    });
    // The caller who simply cannot get out, said plainly.
    for (const words of ["we can't get out, the stairs are full of smoke", "I'm still in the apartment"])
      expect(values(words, 'inside')).toMatchObject({ trapped: { status: 'yes', who: 'you' } });
    expect(
      values("I couldn't get out the front so I went out the back, I'm outside now", 'inside').trapped,
    ).not.toMatchObject({ who: 'you' });
  });

  it('reads an intruder in the house, not next door', () => {
    expect(values('the man is still in our house', 'safety')).toMatchObject({ intruder: 'inside' });
    expect(values('I can hear someone in the kitchen', 'safety')).toMatchObject({ intruder: 'inside' });
    expect(values('someone is breaking into the house next door', 'safety').intruder).toBeUndefined();
    expect(values('the burglar ran away', 'safety')).toMatchObject({ intruder: 'gone' });
    expect(values('I got in the wardrobe', 'safety')).toMatchObject({ childSafe: 'hiding' });
  });

  it('reads a bare yes or no against the question asked', () => {
    expect(values('nope', 'patient', 'people')).toMatchObject({ awake: 'no' });
    expect(values('yes', 'patient', 'breathing')).toMatchObject({ breathing: 'normal' });
    expect(values('no', 'inside', 'people')).toMatchObject({ trapped: { status: 'no' } });
    expect(values('no', 'patient')).toEqual({});
  });
});
