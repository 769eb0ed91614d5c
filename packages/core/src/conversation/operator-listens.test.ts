// The operator behaves like a real call-handler (ADR 011): location follow-ups and read-backs, red
// flags, answers given early, implied services, Canada's order and the advice lines.
import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountry, parseAdviceLineNumber, type CountryId } from '../countries';
import { ADVICE_FEEDBACK } from '../rating';
import { SPOKEN_SCENARIOS, getScenario, type Scenario } from '../scenarios';
import { peopleQuestionOf, sceneOf } from './red-flags';
import { buildScript, closingWithRedFlags } from './scripts';
import type { OperatorPrompt } from './state';
import { playCall } from '../test/play-call';

const scenario = (type: '999' | '111', id: string) => getScenario(type, id) as Scenario;
const houseFire = scenario('999', 'house-fire');
const heartAttack = scenario('999', 'heart-attack');
const robbery = scenario('999', 'robbery');
const parentFall = scenario('999', 'parent-fall');
const feverChild = scenario('111', 'fever-child');
const brokenArm = scenario('111', 'broken-arm');

/** Plays a call giving the scripted answers in order, then "yes" to anything else. */
function play(s: Scenario, answers: readonly string[], countryId: CountryId = 'uk', childAge = 12) {
  const call = playCall(
    { scenario: s, country: getCountry(countryId), childAge },
    (_prompt, index) => answers[index] ?? 'yes',
  );
  const spoken = call.effects.flatMap((effect) => (effect.type === 'speak' ? [effect.text] : []));
  const prompts = call.state.conversationHistory.filter((entry) => entry.purpose !== undefined);
  return { call, spoken, prompts, state: call.state };
}

describe('location cannot be skipped', () => {
  it('asks for the street, then what the child can see, accepts a landmark and reads it back', () => {
    const { prompts, state } = play(houseFire, [
      'Fire please, my house is on fire',
      "I don't know",
      "I don't know",
      'I can see the school',
      'yes',
    ]);
    expect(prompts.slice(0, 7).map((entry) => entry.purpose)).toEqual([
      'question',
      'question',
      'follow-up',
      'follow-up',
      'confirmation',
      'question',
      'question',
    ]);
    expect(prompts[2]?.message).toBe("Okay. What's the name of the road or street you're on?");
    expect(prompts[3]?.message).toContain('a shop, a school, a park, a bus stop');
    expect(prompts[4]?.message).toBe("You're near the school. Is that right?");
    expect(state.extractedInfo.address).toMatchObject({ value: 'near the school', source: 'answer' });
    expect(state.picture.location?.words).toBe('I can see the school');
    expect(state.results?.addressMissing).toBe(false);
  });

  it.each(['testing', 'one sec', 'there is smoke everywhere', '123', ''])(
    '"%s" is not a place: the operator follows up',
    (answer) => {
      const { prompts } = play(houseFire, ['Fire please', answer, 'Oak Road']);
      expect(prompts[2]?.purpose).toBe('follow-up');
    },
  );

  it('after two failed follow-ups goes on with "we\'ll find you", and the results say the address was missing', () => {
    const { spoken, state } = play(houseFire, ['Fire please', "I don't know", 'um', 'no']);
    expect(spoken).toContain("That's okay, we'll find you. Stay on the line with me.");
    expect(state.stage).toBe('finished');
    expect(state.results?.addressMissing).toBe(true);
    const givenUp = spoken.indexOf("That's okay, we'll find you. Stay on the line with me.");
    expect(spoken.slice(0, givenUp).some((line) => /on the way|coming|sending/i.test(line))).toBe(false);
  });

  it('reads back the address and lets the child correct it, once', () => {
    const { prompts, state } = play(houseFire, [
      'Fire please',
      'twenty two Oak Road',
      'No, it is 14 Elm Close',
    ]);
    expect(prompts[2]?.message).toBe("You're at 22 Oak Road. Is that right?");
    expect(state.extractedInfo.address?.value).toBe('at 14 Elm Close');
    expect(state.picture.location?.value).toMatchObject({ number: '14', street: 'elm close' });
    expect(
      prompts.filter((entry) => entry.purpose === 'confirmation' && entry.message.startsWith("You're")),
    ).toHaveLength(1);
  });

  it('a read-back the child refuses without a new place is no location: the follow-ups ask again', () => {
    const { prompts } = play(houseFire, ['Fire please', '12 Oak Road', "No, that's not right.", 'Elm Close']);
    expect(prompts[3]?.purpose).toBe('follow-up');
  });

  it('confirms an address given early instead of asking for it cold', () => {
    const { prompts } = play(parentFall, ["Ambulance please, we're at 12 Oak Road", 'yes']);
    expect(prompts[1]).toMatchObject({
      purpose: 'confirmation',
      message: "You're at 12 Oak Road. Is that right?",
    });
    expect(prompts[2]?.purpose).toBe('question');
  });
});

describe('red flags change the call', () => {
  it('not breathing: hands-only CPR for 11–16', () => {
    const { spoken } = play(heartAttack, [
      'Ambulance please',
      '12 Oak Road',
      'yes',
      "He's collapsed and he's not breathing",
    ]);
    expect(spoken).toContain("Okay, listen carefully. I'm going to help you with what to do.");
    expect(spoken.join(' ')).toContain('Push down hard and fast');
    expect(spoken.at(-1)).toContain('You can hang up now.');
    expect(spoken.join(' ')).toContain("Don't stop until the ambulance crew take over from you.");
  });

  it('not breathing: a grown-up, the door and the line for younger children', () => {
    const { spoken } = play(
      heartAttack,
      ['Ambulance please', '12 Oak Road', 'yes', "grandad isn't breathing"],
      'uk',
      6,
    );
    expect(spoken).toContain('Shout for a grown-up to come right now.');
    expect(spoken.join(' ')).not.toContain('Push down');
  });

  it('someone fine a moment ago who has just stopped breathing is not awake either: CPR and unresponsive', () => {
    const { state, spoken } = play(heartAttack, [
      'Ambulance please',
      '12 Oak Road',
      'yes',
      'he was joking with me a second ago, talking away, and now he has stopped breathing',
    ]);
    expect(state.redFlags).toEqual(expect.arrayContaining(['not-breathing', 'unresponsive']));
    expect(state.picture.awake?.value).toBe('no');
    expect(spoken.join(' ')).toContain('Push down');
  });

  it('a faint that is over on the advice line is asked about, not sent to the emergency number', () => {
    const { state } = play(feverChild, ['my brother has a fever and he fainted', '3 Ash Road, Leeds', 'yes']);
    expect(state.redFlags).not.toContain('unresponsive');
  });

  it('more than one service by what the scene needs: fire for someone trapped in a vehicle, an ambulance for someone hurt', () => {
    const crash = scenario('999', 'car-accident');
    const trapped = play(crash, [
      'ambulance',
      '4 Quarry Lane, Derby',
      'yes',
      'a lorry hit a van and the van man is stuck in his cab',
    ]);
    expect(trapped.state.picture.services?.value).toEqual(expect.arrayContaining(['ambulance', 'fire']));
    const mugged = play(robbery, [
      'police',
      '8 Hill Street, Leeds',
      'yes',
      'they hit my brother and his head is bleeding loads',
    ]);
    expect(mugged.state.picture.services?.value).toEqual(expect.arrayContaining(['police', 'ambulance']));
  });

  it('"he is breathing" is not a red flag', () => {
    const { state, spoken } = play(heartAttack, [
      'Ambulance please',
      '12 Oak Road',
      'yes',
      'He has chest pain but he is breathing',
    ]);
    expect(state.redFlags).toEqual([]);
    expect(spoken.join(' ')).not.toContain('help you with what to do');
  });

  it('someone trapped in a fire: do not go back in, tell the firefighters where they are', () => {
    const { spoken } = play(houseFire, [
      'Fire please',
      '12 Oak Road',
      'yes',
      'big fire in the kitchen',
      'yes',
      'Yes, my brother is still inside',
    ]);
    expect(spoken.join(' ')).toContain('do not go back inside');
    expect(spoken.join(' ')).toContain('tell them exactly where the person is');
  });

  it('an intruder still inside: stay hidden and quiet, keep the phone on', () => {
    const { spoken } = play(robbery, ['Police please', '12 Oak Road', 'yes', "he's still in the house"]);
    expect(spoken.join(' ')).toContain('Stay hidden somewhere safe');
    expect(spoken.join(' ')).toContain('Keep the phone on.');
  });

  it.each([
    ['uk', '999'],
    ['us', '911'],
    ['ca', '911'],
    ['au', '000 (triple zero)'],
    ['nz', '111'],
    ['ie', '999 or 112'],
  ] as const)('an advice call with a red flag in %s ends: hang up and call %s', (countryId, number) => {
    const { spoken, state } = play(
      feverChild,
      ["It's not an emergency, I need advice", "she's floppy and won't wake up"],
      countryId,
      9,
    );
    expect(spoken.slice(-3)).toEqual([
      'What you told me means this is an emergency.',
      `Hang up now and call ${number} straight away, and tell them what you told me.`,
      'You did exactly the right thing by telling me.',
    ]);
    expect(state.results).toMatchObject({ recognisedEmergency: true, addressMissing: false });
    expect(state.phase).toBe('complete');
  });

  it('a bone through the skin on the advice line is an emergency too', () => {
    const { state } = play(brokenArm, ['I need advice please', 'the bone is sticking out of her arm']);
    expect(state.results?.recognisedEmergency).toBe(true);
  });
});

describe("children's own words", () => {
  it('an implied service is read back: "my mum fell and won\'t get up" means an ambulance', () => {
    const { prompts, state } = play(parentFall, ["my mum fell and won't get up", 'yes']);
    expect(prompts[1]).toMatchObject({
      purpose: 'confirmation',
      message: 'You need an ambulance. Is that right?',
    });
    expect(state.extractedInfo.serviceRequested?.value).toBe('ambulance');
  });

  it('on the advice line, "not an emergency, I need advice" is the right answer and the feedback never says "real emergency"', () => {
    const { state } = play(feverChild, [
      "It's not an emergency, I need advice",
      '21 Elm Close',
      'yes',
      'she is very hot and has a headache',
      'yes',
      'yes my dad is here because mum is out',
    ]);
    const first = state.responseRatings[0];
    expect(first?.stars).toBe(3);
    expect(first?.feedback).toBe(ADVICE_FEEDBACK[3]);
    for (const rating of state.responseRatings) expect(rating.feedback).not.toMatch(/real emergency/i);
  });

  it('Canada asks the service first, then the town and the address', () => {
    const { prompts } = play(houseFire, ['fire', 'Main Street, Toronto', 'yes'], 'ca', 12);
    expect(prompts[0]?.message).toBe('911, do you need police, fire or ambulance?');
    expect(prompts[1]?.message).toContain('What town or city are you in');
  });
});

describe('whole calls: every scenario × country × kind of caller', () => {
  const CALLERS = {
    /** Says everything well: the hint's model answers. */
    confident: (prompt: OperatorPrompt) => prompt.modelAnswer,
    /** Scared, starts with "I don't know" for the address, then finds a landmark. */
    panicked: (prompt: OperatorPrompt, s: Scenario) => {
      if (prompt.purpose === 'confirmation') return 'yes yes';
      if (prompt.purpose === 'follow-up') return 'um the school is near';
      if (prompt.kind === 'address') return "I don't know, hurry, I'm scared";
      if (prompt.kind === 'service')
        return s.type === '111' ? 'please I need advice' : `oh no help me quick ${SERVICE_WORD[s.service]}`;
      if (prompt.kind === 'description') return 'oh no hurry it is really bad';
      return "I don't know";
    },
    /** One or two words at a time. */
    minimal: (prompt: OperatorPrompt, s: Scenario) => {
      if (prompt.purpose !== 'question') return 'yes';
      if (prompt.kind === 'service') return s.type === '111' ? 'advice' : SERVICE_WORD[s.service];
      if (prompt.kind === 'address') return 'Oak Road';
      if (prompt.kind === 'description') return 'hurt';
      return 'no';
    },
  } as const;
  const SERVICE_WORD = { fire: 'fire', ambulance: 'ambulance', police: 'police' } as const;
  const OTHER_NUMBERS = ['999', '911', '000', '112'];

  for (const s of SPOKEN_SCENARIOS) {
    for (const country of COUNTRIES) {
      for (const [kind, reply] of Object.entries(CALLERS)) {
        it(`${s.id} · ${country.id} · ${kind}`, () => {
          const call = playCall({ scenario: s, country, childAge: 12 }, (prompt) => reply(prompt, s));
          const spoken = call.effects.flatMap((effect) => (effect.type === 'speak' ? [effect.text] : []));
          expect(call.state.stage).toBe('finished');
          const script = buildScript(s, country).closingLines['11-14'];
          // "No" to "Is he awake, and is he breathing?" is a red flag: the closing follows it (ADR 035).
          const unresponsive = kind === 'minimal' && peopleQuestionOf(s) === 'patient';
          const closing = unresponsive
            ? closingWithRedFlags(script, ['unresponsive'], '11-14', sceneOf(s))
            : script;
          if (unresponsive) expect(call.state.redFlags).toContain('unresponsive');
          expect(spoken).toEqual(expect.arrayContaining([...closing]));
          expect(spoken.at(-1)).toBe(closing.at(-1));
          expect(call.state.results?.addressMissing).toBe(false);
          const all = spoken.join(' ');
          if (s.type === '111') expect(spoken[0]).toContain(country.adviceLineName);
          for (const number of OTHER_NUMBERS.filter(
            (other) => other !== country.emergencyNumber && other !== country.alternativeEmergencyNumber,
          ))
            expect(all).not.toMatch(new RegExp(`(^|\\D)${number}(\\D|$)`));
        });
      }
    }
  }
});

describe("the family's own advice line", () => {
  it('answers the advice call as the family doctor’s line and sends a red flag to the emergency number', () => {
    const call = playCall(
      { scenario: feverChild, country: getCountry('us'), childAge: 12, adviceLineNumber: ' (555) 010-4477 ' },
      (_prompt, index) => ['I need advice', "she can't breathe"][index] ?? 'yes',
    );
    expect(call.state.adviceLineNumber).toBe('(555) 010-4477');
    expect(call.state.conversationHistory[0]?.message).toContain("You've reached your family doctor's line.");
    expect(call.state.conversationHistory.at(-2)?.message).toContain('call 911 straight away');
  });

  it('accepts only phone numbers', () => {
    expect(parseAdviceLineNumber('+1 555 010 4477')).toBe('+1 555 010 4477');
    expect(parseAdviceLineNumber('')).toBeNull();
    expect(parseAdviceLineNumber('call mum')).toBeUndefined();
    expect(parseAdviceLineNumber('12')).toBeUndefined();
  });
});
