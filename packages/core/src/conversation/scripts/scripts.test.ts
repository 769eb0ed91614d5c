import { describe, expect, it } from 'vitest';
import type { AgeBand } from '../../age';
import { COUNTRIES, getCountry } from '../../countries';
import { QUESTION_KINDS, rateResponse } from '../../rating';
import { SPOKEN_SCENARIOS } from '../../scenarios';
import { playCall } from '../../test/play-call';
import { AMERICAN_ONLY_WORDS, BRITISH_ONLY_WORDS, containsWord } from '../../wording/spelling';
import { buildScript, scriptsForCountry } from './build-script';

const BANDS: readonly AgeBand[] = ['up-to-6', '7-10', '11-14', 'over-14'];
const AGES: Readonly<Record<AgeBand, number>> = { 'up-to-6': 5, '7-10': 9, '11-14': 12, 'over-14': 15 };

const cases = SPOKEN_SCENARIOS.flatMap((scenario) =>
  COUNTRIES.map((country) => ({ scenario, country, label: `${scenario.id} (${country.id})` })),
);

describe('every scenario has a script in every country', () => {
  it.each(cases)(
    '$label asks one question of each kind, with text in every band',
    ({ scenario, country }) => {
      const script = buildScript(scenario, country);
      expect([...script.questions.map((question) => question.kind)].sort()).toEqual(
        [...QUESTION_KINDS].sort(),
      );
      for (const question of script.questions) {
        expect(question.id).toBe(`${scenario.id}/${question.kind}`);
        for (const band of BANDS) expect(question.text[band].trim()).not.toBe('');
        expect(question.choices.length).toBeGreaterThanOrEqual(2);
        expect(question.choices.length).toBeLessThanOrEqual(4);
      }
      for (const band of BANDS) {
        expect(script.closingLines[band].length).toBeGreaterThan(0);
        expect(script.closingLines[band].at(-1)).toMatch(/You can hang up now\.$/);
      }
    },
  );

  it.each(cases)(
    '$label: every model answer earns 3 stars and every choice at least 2',
    ({ scenario, country }) => {
      for (const question of buildScript(scenario, country).questions) {
        const rate = (answer: string) =>
          rateResponse(answer, { kind: question.kind, expectedService: scenario.service }).stars;
        expect({
          id: question.id,
          answer: question.modelAnswer,
          stars: rate(question.modelAnswer),
        }).toMatchObject({ stars: 3 });
        for (const choice of question.choices) {
          expect({ sentence: choice.sentence, good: rate(choice.sentence) >= 2 }).toEqual({
            sentence: choice.sentence,
            good: true,
          });
        }
      }
    },
  );

  it.each(cases)(
    '$label: the youngest hear "helpers", never "emergency services"',
    ({ scenario, country }) => {
      const script = buildScript(scenario, country);
      const youngestLines = [
        ...script.questions.map((question) => question.text['up-to-6']),
        ...script.closingLines['up-to-6'],
      ];
      for (const line of youngestLines) expect(line.toLowerCase()).not.toContain('emergency services');
    },
  );
});

describe('call patterns follow real operators', () => {
  const houseFire = SPOKEN_SCENARIOS.find((scenario) => scenario.id === 'house-fire')!;
  const feverChild = SPOKEN_SCENARIOS.find((scenario) => scenario.id === 'fever-child')!;

  it('asks the service first in the UK, Ireland, Australia and New Zealand', () => {
    for (const id of ['uk', 'ie', 'au', 'nz']) {
      expect(buildScript(houseFire, getCountry(id)).questions.map((question) => question.kind)).toEqual([
        'service',
        'address',
        'description',
        'people',
      ]);
    }
    expect(buildScript(houseFire, getCountry('uk')).questions[0]?.text['over-14']).toBe(
      'Emergency, which service?',
    );
    expect(buildScript(houseFire, getCountry('au')).questions[0]?.text['11-14']).toBe(
      'Emergency, do you need police, fire or ambulance?',
    );
    expect(buildScript(houseFire, getCountry('uk')).questions[1]?.text['over-14']).toMatch(
      /^Fire Service, what is the address of the emergency\?/,
    );
  });

  it('asks the address first in the US; Canada asks the service first, then the town and address', () => {
    const us = buildScript(houseFire, getCountry('us'));
    expect(us.questions.map((question) => question.kind)).toEqual([
      'address',
      'service',
      'description',
      'people',
    ]);
    expect(us.questions[0]?.text['11-14']).toBe('911, what is the address of your emergency?');
    const ca = buildScript(houseFire, getCountry('ca'));
    expect(ca.questions.map((question) => question.kind)).toEqual([
      'service',
      'address',
      'description',
      'people',
    ]);
    expect(ca.questions[0]?.text['11-14']).toBe('911, do you need police, fire or ambulance?');
    expect(ca.questions[1]?.text['11-14']).toContain('What town or city are you in, and what is the address');
  });

  it("uses the country's own service names and numbers", () => {
    expect(buildScript(houseFire, getCountry('uk')).questions[0]?.modelAnswer).toBe(
      'I need the Fire Service, please. My house is on fire!',
    );
    expect(buildScript(houseFire, getCountry('us')).questions[1]?.text['11-14']).toBe(
      'Okay. Do you need the police, the Fire Department or EMS?',
    );
    expect(buildScript(houseFire, getCountry('au')).closingLines['11-14'][0]).toBe(
      'Well done. The Fire Brigade is on the way.',
    );
    expect(buildScript(houseFire, getCountry('ie')).questions[0]?.text['11-14']).toBe(
      'Emergency, which service do you need: Fire Brigade, Gardaí or Ambulance?',
    );
    expect(buildScript(feverChild, getCountry('au')).closingLines['11-14'].join(' ')).toContain(
      'call 000 straight away',
    );
  });

  it('frames non-emergency calls as calm advice lines', () => {
    expect(buildScript(feverChild, getCountry('uk')).questions[0]?.text['11-14']).toBe(
      "You've reached NHS 111. Is this an emergency, or do you need some health advice today?",
    );
    expect(buildScript(feverChild, getCountry('us')).questions[0]?.text['11-14']).toContain(
      "your family doctor's nurse line",
    );
    expect(buildScript(feverChild, getCountry('nz')).questions[0]?.text['11-14']).toContain(
      "You've reached Healthline.",
    );
    expect(buildScript(feverChild, getCountry('au')).questions[0]?.text['11-14']).toContain(
      "You've reached healthdirect.",
    );
    expect(buildScript(feverChild, getCountry('ca')).questions[0]?.text['11-14']).toContain(
      "You've reached 811, the health line.",
    );
    expect(buildScript(feverChild, getCountry('ie')).questions[0]?.text['11-14']).toContain(
      'the out-of-hours GP service',
    );
  });

  it('tells fire callers to get out and stay out, and emergency callers to stay on the line', () => {
    const closing = buildScript(houseFire, getCountry('uk')).closingLines['11-14'];
    expect(closing.join(' ')).toContain('Get out, stay out');
    for (const scenario of SPOKEN_SCENARIOS.filter((candidate) => candidate.type === '999')) {
      for (const band of ['7-10', '11-14', 'over-14'] as const) {
        expect(buildScript(scenario, getCountry('uk')).closingLines[band]).toContain(
          'Stay on the line until I tell you to hang up.',
        );
      }
    }
  });
});

describe('whole calls', () => {
  it.each(cases)('$label: the model answers complete the call with 5 stars', ({ scenario, country }) => {
    for (const band of BANDS) {
      const call = playCall({ scenario, country, childAge: AGES[band] }, (prompt) => prompt.modelAnswer);
      expect(call.state.stage).toBe('finished');
      expect(call.state.phase).toBe('complete');
      expect(call.state.responseRatings.map((rating) => rating.stars)).toEqual([3, 3, 3, 3]);
      expect(call.state.results?.overallStars).toBe(5);
      // An advice call's top title names the advice call (ADR 057).
      expect(call.state.results?.tier.title).toBe(
        scenario.type === '111' ? 'Advice Call Expert' : 'Emergency Expert',
      );
      expect(call.state.results?.scores).toMatchObject({
        clarity: 100,
        accuracy: 100,
        serviceSelection: 100,
      });
      expect(call.state.extractedInfo.serviceRequested?.value).toBe(scenario.service);
    }
  });

  it.each(cases)('$label: answering "I don\'t know" throughout still completes', ({ scenario, country }) => {
    const call = playCall({ scenario, country, childAge: 9 }, () => "I don't know");
    expect(call.state.stage).toBe('finished');
    expect(call.state.phase).toBe('complete');
    expect(call.state.extractedInfo.serviceRequested).toMatchObject({
      value: scenario.service,
      source: 'placeholder',
    });
    expect(call.state.extractedInfo.address?.source).toBe('unknown');
    expect(call.state.results?.scores.serviceSelection).toBe(0);
  });

  it.each(cases)('$label: nonsense completes through the fallbacks', ({ scenario, country }) => {
    const call = playCall({ scenario, country, childAge: 12 }, () => 'purple banana sky');
    expect(call.state.stage).toBe('finished');
    expect(call.state.phase).toBe('complete');
    // Four questions and the two location follow-ups.
    expect(call.answers).toBe(6);
    expect(call.state.results?.addressMissing).toBe(true);
    const info = call.state.extractedInfo;
    expect([
      info.serviceRequested?.source,
      info.address?.source,
      info.description?.source,
      info.peopleStatus?.source,
    ]).toEqual(['placeholder', 'placeholder', 'placeholder', 'placeholder']);
    expect(call.state.results?.overallStars).toBe(1);
  });
});

describe('spelling of every script (ADR 023)', () => {
  it("spells the operator's lines and the tap choices the country's way", () => {
    for (const countryId of ['uk', 'us', 'ca', 'au', 'ie', 'nz']) {
      const country = getCountry(countryId);
      const other = country.spelling === 'british' ? AMERICAN_ONLY_WORDS : BRITISH_ONLY_WORDS;
      for (const script of scriptsForCountry(countryId)) {
        const texts = [
          ...script.questions.flatMap((question) => [
            ...Object.values(question.text),
            question.modelAnswer,
            ...question.choices.flatMap((choice) => [choice.label, choice.sentence]),
          ]),
          ...Object.values(script.closingLines).flat(),
        ];
        for (const text of texts) expect(containsWord(text, other), `${countryId}: ${text}`).toBe(false);
      }
    }
    const fall = (countryId: string) =>
      JSON.stringify(scriptsForCountry(countryId).find((script) => script.scenarioId === 'parent-fall'));
    expect(fall('uk')).toMatch(/\bMum\b/);
    expect(fall('us')).toMatch(/\bMom\b/);
  });
});
