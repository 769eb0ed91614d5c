// The call passes the child's age and country to every rating (ADR 023).
import { describe, expect, it } from 'vitest';
import { getCountry } from '../countries';
import { getScenario, type Scenario } from '../scenarios';
import { usesEmergencyWording } from '../test/emergency-wording';
import { practiseNext } from './practise-next';
import { parseConversationState } from './state-schema';
import { playCall } from '../test/play-call';

function scenario(type: '999' | '111', id: string): Scenario {
  const found = getScenario(type, id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
}

describe('wording of a whole call', () => {
  it("spells a US child's feedback the American way and a UK child's the British way", () => {
    const mumble = () => 'um uh er um quick the';
    const us = playCall(
      { scenario: scenario('999', 'house-fire'), country: getCountry('us'), childAge: 9 },
      mumble,
    );
    const uk = playCall(
      { scenario: scenario('999', 'house-fire'), country: getCountry('uk'), childAge: 9 },
      mumble,
    );
    expect(us.state.responseRatings.some((rating) => rating.feedback.endsWith('Keep practicing!'))).toBe(
      true,
    );
    expect(uk.state.responseRatings.some((rating) => rating.feedback.endsWith('Keep practising!'))).toBe(
      true,
    );
  });

  it("words a 6-year-old's praise and tips for the youngest band", () => {
    const call = playCall(
      { scenario: scenario('999', 'house-fire'), country: getCountry('uk'), childAge: 6 },
      (prompt) => prompt.modelAnswer,
    );
    const first = call.state.responseRatings[0];
    expect(first?.praise).toBe('You asked for the right helpers.');
    expect(first?.tips).toHaveLength(1);
  });

  it('keeps every rating of an advice call free of emergency words, with one tip each', () => {
    for (const childAge of [6, 9, 13]) {
      const call = playCall(
        { scenario: scenario('111', 'broken-arm'), country: getCountry('uk'), childAge },
        (prompt, index) => (index % 2 === 0 ? prompt.modelAnswer : 'hmm'),
      );
      for (const rating of call.state.responseRatings) {
        expect(rating.tips).toHaveLength(1);
        for (const text of [rating.praise, rating.feedback, ...rating.tips])
          expect(usesEmergencyWording(text), text).toBe(false);
      }
      const next = practiseNext(call.state.responseRatings, { callType: '111', childAge, countryId: 'uk' });
      expect(next.items).toHaveLength(2);
    }
  });

  it('reads back a stored call whose ratings have no praise or skill', () => {
    const call = playCall(
      { scenario: scenario('999', 'robbery'), country: getCountry('uk'), childAge: 9 },
      (prompt) => prompt.modelAnswer,
    );
    const old = JSON.parse(JSON.stringify(call.state)) as { responseRatings: Record<string, unknown>[] };
    for (const rating of old.responseRatings) {
      delete rating.praise;
      delete rating.skill;
    }
    const parsed = parseConversationState(old);
    expect(parsed?.responseRatings[0]?.praise).toBe('');
    expect(parsed?.responseRatings[0]?.skill).toBe('speak-clearly');
  });
});
