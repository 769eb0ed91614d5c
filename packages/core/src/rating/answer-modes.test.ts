import { describe, expect, it } from 'vitest';
import { READING_BANDS } from '../age';
import { computeResults } from '../conversation/results';
import { FEEDBACK, TOO_SHORT_FEEDBACK, YOUNGER_STAR_LINES, rateResponse, starLine } from './rate-response';
import type { AnswerMode, RatingQuestion } from './types';

const description = (childAge: number, answeredBy?: AnswerMode): RatingQuestion => ({
  kind: 'description',
  childAge,
  callType: '999',
  ...(answeredBy ? { answeredBy } : {}),
});

const AGES = { '5-7': 6, '8-10': 9, '11-16': 13 } as const;

const ANSWERS = [
  'help',
  'test',
  'um there is a fire',
  'quick hurry the smoke is coming out of the kitchen window and it is big',
  'please send help, the kitchen is on fire and the smoke is black and thick',
];

describe('star lines by reading band (ADR 036)', () => {
  it('keeps the spec lines for 11–16', () => {
    expect(starLine(3, { childAge: 13, spelling: 'american' })).toBe(FEEDBACK[3]);
    expect(starLine('too-short', { childAge: 15 })).toBe(TOO_SHORT_FEEDBACK);
  });

  it('never tells a child under 11 about "emergency services" or "a response"', () => {
    for (const band of ['5-7', '8-10'] as const) {
      for (const answer of ANSWERS) {
        for (const answeredBy of [undefined, 'typed'] as const) {
          const line = rateResponse(answer, description(AGES[band], answeredBy)).feedback;
          expect(line).not.toMatch(/emergency services|response|helpful/i);
        }
      }
    }
  });

  it('gives 5–7 short sentences of at most 10 words, on both call types', () => {
    for (const callType of ['999', '111'] as const) {
      const lines = YOUNGER_STAR_LINES[callType]['5-7'];
      for (const text of [...Object.values(lines.stars), lines.test, lines.tooShort]) {
        for (const sentence of text.split(/[.!?]\s*/).filter(Boolean)) {
          expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(10);
        }
      }
    }
  });

  it('spells each band the country’s way', () => {
    expect(starLine(1, { childAge: 6, spelling: 'british' })).toMatch(/Keep practising!$/);
    expect(starLine(1, { childAge: 6, spelling: 'american' })).toMatch(/Keep practicing!$/);
  });

  it('differs by band for the same answer', () => {
    const answer = 'the kitchen is on fire and there is lots of smoke everywhere in the house';
    const lines = new Set(
      READING_BANDS.map((band) => rateResponse(answer, description(AGES[band])).feedback),
    );
    expect(lines.size).toBe(3);
  });
});

describe('what is rated depends on how the child answered (ADR 036)', () => {
  it('rates a spoken answer for clarity and calm as before', () => {
    const rating = rateResponse(ANSWERS[3] ?? '', description(13, 'voice'));
    expect(rating.categories.clarity).toBe(3);
    expect(rating.categories.calmness).toBe(1);
    expect(rating.answeredBy).toBe('voice');
  });

  it('does not rate clarity or calm on a typed or tapped answer', () => {
    for (const mode of ['typed', 'tapped'] as const) {
      for (const answer of ANSWERS) {
        const rating = rateResponse(answer, description(9, mode));
        expect(rating.categories.clarity).toBeNull();
        expect(rating.categories.calmness).toBeNull();
        expect(rating.answeredBy).toBe(mode);
        expect(rating.skill).not.toBe('stay-calm');
      }
    }
  });

  it('does not rate clarity or calm on words the child confirmed after the recogniser was unsure (ADR 054)', () => {
    const answer = ANSWERS[4] ?? '';
    const checked = rateResponse(answer, description(6, 'checked'));
    const spoken = rateResponse(answer, description(6, 'voice'));
    expect(checked.categories.clarity).toBeNull();
    expect(checked.categories.calmness).toBeNull();
    expect(checked.answeredBy).toBe('checked');
    // What the words told the operator still counts, as it does for a spoken answer.
    expect(checked.categories.completeness).toBe(spoken.categories.completeness);
    expect(checked.stars).toBe(checked.categories.completeness);
  });

  it('gives a typed answer the stars of what it told the operator, not of how it would have sounded', () => {
    // Panic words and "um"s would cost a spoken answer; typed, the same words are rated for their content.
    const answer = 'um um um quick hurry the kitchen is on fire with black smoke and flames';
    const spoken = rateResponse(answer, description(13, 'voice'));
    const typed = rateResponse(answer, description(13, 'typed'));
    expect(typed.stars).toBe(typed.categories.completeness);
    expect(spoken.stars).toBeLessThan(typed.stars);
    expect(typed.tips[0]).not.toMatch(/um/i);
  });

  it('still gives a typed test or one-word answer 1 star', () => {
    expect(rateResponse('test', description(9, 'typed')).stars).toBe(1);
    expect(rateResponse('fire', description(9, 'typed')).stars).toBe(1);
  });

  it('averages a call’s clarity and calmness over its spoken answers only, and leaves them unrated without one', () => {
    const time = { startedAt: 0, finishedAt: 60_000 };
    const spoken = rateResponse(ANSWERS[4] ?? '', description(13, 'voice'));
    const typed = rateResponse(ANSWERS[2] ?? '', description(13, 'typed'));
    const mixed = computeResults([spoken, typed], {}, time);
    const spokenOnly = computeResults([spoken], {}, time);
    expect(mixed.scores.clarity).toBe(spokenOnly.scores.clarity);
    expect(mixed.scores.calmness).toBe(spokenOnly.scores.calmness);
    const checked = rateResponse(ANSWERS[2] ?? '', description(13, 'checked'));
    expect(computeResults([spoken, checked], {}, time).scores.clarity).toBe(spokenOnly.scores.clarity);
    expect(computeResults([checked], {}, time).scores.calmness).toBeNull();
    const typedOnly = computeResults([typed, typed], {}, time);
    expect(typedOnly.scores.clarity).toBeNull();
    expect(typedOnly.scores.calmness).toBeNull();
    expect(typedOnly.scores.accuracy).toBeGreaterThan(0);
  });
});
