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

  it.each([
    // Breathing that is not breathing: a gasp now and then is cardiac arrest (sign-rules agonalBreathing).
    ['she just takes a big gasp every now and then', { breathing: 'not' }],
    ["he's gasping once in a while and nothing in between", { breathing: 'not' }],
    // Too small, or too breathless to talk (smallBreaths, breathlessSpeech).
    ["she's only taking tiny little breaths", { breathing: 'trouble' }],
    ['my dad is panting really hard', { breathing: 'trouble' }],
    ['he keeps stopping for breath when he talks', { breathing: 'trouble' }],
    ['I... can not... get... my breath', { breathing: 'trouble' }],
    // Cannot be kept awake (cannotKeepAwake).
    ["she keeps dozing off and I can't keep her awake", { awake: 'no' }],
    // What was true a moment ago is not what is true now; stopped breathing means not awake.
    ['she was laughing a minute ago, chatting away, and now she has stopped breathing', { breathing: 'not' }],
    // Bone in a child's words (boneShowing).
    ['theres something pointy poking thru the skin on his wrist', { boneThroughSkin: 'yes' }],
    // Typed shorthand: "w", "n".
    ['im w my nan n shes ringing my dad', { grownUp: 'yes' }],
  ] as const)('kind: %s', (words, expected) => {
    expect(values(words)).toMatchObject(expected);
  });

  it.each([
    // A faint that is over is what happened, not how she is (faintedAndOver).
    ['my brother fainted in the hall', 'awake', 'no'],
    ["he blacked out for a bit but now he's talking", 'awake', 'no'],
    ['she is sleepy but she is answering me', 'awake', 'no'],
    ['nothing is poking out, it is just swollen', 'boneThroughSkin', 'yes'],
    // How she was a moment ago is not how she is now.
    ['she was laughing a minute ago, chatting away, and now she has stopped breathing', 'awake', 'yes'],
    ['he is puffing because he ran up the stairs', 'breathing', 'trouble'],
  ] as const)('lookalike of a kind: %s', (words, key, never) => {
    expect(values(words)[key]).not.toBe(never);
  });

  it('reads a rash through the glass even when the rash was named in an earlier answer', () => {
    expect(values('we rolled a glass over them and they are still there', 'grown-up')).toMatchObject({
      rash: 'stays',
    });
    expect(values('when I press the glass on it it goes white', 'grown-up')).toMatchObject({ rash: 'fades' });
  });

  it('reads an intruder by where he is: next door, upstairs, at the door or leaving are not in our home', () => {
    expect(
      values('a man is shouting on the landing outside the flat above', 'safety').intruder,
    ).toBeUndefined();
    expect(values('I saw him smash their window', 'safety').intruder).toBeUndefined();
    expect(values('he is hammering on our door but he has not got in', 'safety').intruder).toBeUndefined();
    expect(values('he is inside the hallway, not in our flat', 'safety').intruder).toBeUndefined();
    expect(values('they legged it over the fence', 'safety')).toMatchObject({ intruder: 'gone' });
    expect(values('someone is downstairs in our house', 'safety')).toMatchObject({ intruder: 'inside' });
  });

  it('reads who is trapped by role, one of several', () => {
    expect(values('one of the lifeguards went back in for the keys', 'inside')).toMatchObject({
      trapped: { status: 'yes', who: 'lifeguard' },
    });
  });

  it.each([
    // Grown-ups by role, by title, by where they are from, and acting (GROWN_UPS_BY_ROLE, TITLED_GROWN_UP).
    ['the caretaker is with us now', 'yes'],
    ['Mrs Okafor is here', 'yes'],
    ['Sir is with us', 'yes'],
    ['the man from the chip shop is here', 'yes'],
    ['im with my swimming instructor', 'yes'],
    ['my step dads fetching the first aid kit', 'yes'],
    ['a park ranger came over', 'yes'],
    ['my aunties with me', 'yes'],
    // Away, typed without the verb or the apostrophe; the child in charge.
    ['dads at work', 'no'],
    ['im minding my little sister', 'no'],
  ] as const)('grown-up: %s', (words, expected) => {
    expect(values(words, 'grown-up').grownUp).toBe(expected);
  });

  it.each([
    'there is a man in our kitchen',
    'I miss my mum',
    'im with my little brother',
    'the driver is stuck',
  ])('no grown-up read in: %s', (words) => {
    expect(values(words, 'grown-up').grownUp).toBeUndefined();
  });

  it.each([
    'we are all out on the lawn',
    'grandpa got us out',
    'im outside w my cat',
    'me and my aunt are at the neighbours',
  ])('a child out of the fire is safe: %s', (words) => {
    expect(values(words, 'inside').childSafe).toBe('safe');
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

describe('hearFacts: kinds of saying found by the fourth held-out set (each with its lookalike)', () => {
  it.each([
    // Breathing, then how hard it is, in the next clause.
    ["He's awake, he's breathing but it's fast and like shallow", 'patient', { breathing: 'trouble' }],
    ["she's breathing fine, she was running before", 'patient', { breathing: 'normal' }],
    // How much blood, in any grammar.
    ['He bleed a lot from the head, very much blood', 'patient', { bleeding: 'heavy' }],
    ["it's only a little cut, a bit of blood", 'patient', { bleeding: 'yes' }],
    // Family words as children use them.
    ['Nanna is seventy-eight', 'patient', { patientAge: 78 }],
    ['my mam is here', 'grown-up', { grownUp: 'yes' }],
    // A grown-up doing something now is a grown-up there.
    ['the coach is counting everyone now', 'grown-up', { grownUp: 'yes' }],
    ["no, everyone's out, Mum just checked", 'inside', { grownUp: 'yes', trapped: { status: 'no' } }],
    ['nanny got me out, we are in the garden', 'inside', { grownUp: 'yes' }],
    // An age: of a young helper just said to be there, of the patient after a parent.
    ["My babysitter is here, she's 17", 'grown-up', { grownUp: 'yes' }],
    ["her mum is here and she's nine", 'grown-up', { patientAge: 9 }],
    ['She have 35 years', 'patient', { patientAge: 35 }],
    ['Jack is six', 'grown-up', { patientAge: 6 }],
    // Symptoms and break-ins are what happened.
    ['He said his chest is tight and his arm is tingly', 'patient', { happened: expect.any(String) }],
    ['A lad just kicked in the door of the house next door', 'safety', { happened: expect.any(String) }],
  ] as const)('%s', (words, people, expected) => {
    expect(values(words, people)).toMatchObject(expected);
  });

  it("a young helper's age is not the patient's", () => {
    expect(values("My babysitter is here, she's 17", 'grown-up').patientAge).toBeUndefined();
    expect(values("Yeah, her older sister's here, she's twenty", 'grown-up').patientAge).toBeUndefined();
  });

  it("a grown-up speaking says nothing of the patient's eyes", () => {
    expect(values('He is breathing, my mam says he is breathing', 'patient').awake).toBeUndefined();
    expect(values('he is talking to me', 'patient').awake).toBe('yes');
  });

  it('a pet named and then said to be one is not a person trapped', () => {
    expect(values("Biscuit is still inside, he's our dog", 'inside').trapped).toBeUndefined();
    expect(values('my brother Sam is still inside', 'inside').trapped).toMatchObject({ status: 'yes' });
  });

  it('smoke from a bonnet with no flames is no car fire', () => {
    expect(values('his hood is smoking a little, not flames, just like steam', 'hurt').hazards).not.toContain(
      'car-fire',
    );
    expect(values('the car is on fire and the lady is still in it', 'hurt').hazards).toContain('car-fire');
  });

  it('a fire going onto or towards something is spreading', () => {
    expect(values("our shed's on fire and it's going onto the fence", 'inside').hazards).toContain(
      'fire-spreading',
    );
    expect(values('the hay shed caught fire and it is going towards the house', 'inside').hazards).toContain(
      'fire-spreading',
    );
    expect(values('the toaster caught fire but it is out now', 'inside').hazards ?? []).not.toContain(
      'fire-spreading',
    );
  });
});

describe('hearFacts: safety kinds found by the fourth held-out set', () => {
  it('someone not accounted for at a fire may be inside', () => {
    expect(
      values("Wait, the coach says Jayden's not here, he might still be in the change rooms", 'inside')
        .trapped,
    ).toMatchObject({ status: 'yes' });
    expect(values("everyone's here, the coach counted us", 'inside').trapped).not.toMatchObject({
      status: 'yes',
    });
  });

  it('breaking a window is not coming in', () => {
    expect(values('he broke the window', 'safety').intruder).toBeUndefined();
    expect(values('he broke in through our back window', 'safety').intruder).toBe('inside');
  });

  it('after a crash, someone sleeping in the car is not responding', () => {
    const crash = hearFacts('the man is sleeping in his car', { ...context('hurt'), road: true });
    expect(crash.awake?.value).toBe('no');
    expect(values('the baby is sleeping upstairs', 'patient').awake).not.toBe('no');
  });
});
