// Rates one spoken answer with 1–3 stars, exactly as docs/product.md §5 "Response rating" describes.
import { spellAs } from '../wording/spelling';
import { coachAnswer } from './coaching';
import { hasStatus, impliedService, rateCompleteness, saysAdvice, servicesNamed } from './completeness';
import { namesAPlace } from './location';
import { analyseText, countWords, hasAny, type AnalysedText } from './text';
import type { AnswerStars, RatingQuestion, ResponseRating } from './types';
import { CALM_PHRASES, FILLER_WORDS, PANIC_PHRASES, TEST_WORDS } from './vocabulary';

export const FEEDBACK: Readonly<Record<AnswerStars, string>> = {
  3: 'Excellent! That response would really help emergency services.',
  2: 'Good, but your response could be more helpful in a real emergency.',
  1: "That response wouldn't help much in a real emergency. Keep practicing!",
};

export const TEST_RESPONSE_FEEDBACK =
  'That sounds like a test response. In a real emergency, you need to give helpful information.';
export const TOO_SHORT_FEEDBACK = 'You need to say more than that in an emergency.';

/**
 * The advice line's wording (ADR 012, ADR 023): on a non-emergency call the feedback never talks
 * about "a real emergency", so that a child who rightly said it is not one is not told otherwise.
 */
export const ADVICE_FEEDBACK: Readonly<Record<AnswerStars, string>> = {
  3: 'Excellent! That answer would really help the nurse help you.',
  2: 'Good! One more thing will help the nurse even more.',
  1: "That answer wouldn't help the nurse much yet. Keep practising!",
};
export const ADVICE_TEST_RESPONSE_FEEDBACK =
  'That sounds like a test response. On a real call, tell the nurse what is wrong.';
export const ADVICE_TOO_SHORT_FEEDBACK = 'Say a little more so the nurse understands.';

/** Exactly one tip per answer (ADR 023): one thing a child can do next time, not a list. */
export const MAX_TIPS = 1;

function clampStars(value: number): AnswerStars {
  return Math.min(3, Math.max(1, Math.floor(value))) as AnswerStars;
}

/** A short answer made of microphone-test words ("hello", "test 123"). */
export function isTestLike(text: AnalysedText): boolean {
  return text.wordCount <= 3 && hasAny(text, TEST_WORDS);
}

/** 3–8 words earn 2, more than 8 earn 3, fewer earn 1; more than two fillers cost a star (never below 1). */
export function rateClarity(text: AnalysedText): AnswerStars {
  const base = text.wordCount > 8 ? 3 : text.wordCount >= 3 ? 2 : 1;
  const fillers = countWords(text, FILLER_WORDS);
  return clampStars(fillers > 2 ? base - 1 : base);
}

/**
 * Panic words alone earn 1, calm or polite words alone earn 3, neither earns 2. When both appear
 * ("please help me") the signals cancel out and the answer earns 2: a polite child asking for help
 * is not panicking, and a panicking one is not calm.
 */
export function rateCalmness(text: AnalysedText): AnswerStars {
  const panic = hasAny(text, PANIC_PHRASES);
  const calm = hasAny(text, CALM_PHRASES);
  if (panic && !calm) return 1;
  if (calm && !panic) return 3;
  return 2;
}

/**
 * Whether the answer holds what a closed question asks for: a service (or, on an advice line, that
 * advice is needed), a place, a yes, no or not sure. Such an answer is never told to "say more"
 * (ADR 012); the one-word rule stays for the open question, what happened.
 */
export function answersClosedQuestion(text: AnalysedText, question: RatingQuestion): boolean {
  switch (question.kind) {
    case 'service':
      return (
        servicesNamed(text).length > 0 ||
        (question.callType === '111' && saysAdvice(text)) ||
        impliedService(text, question.expectedService) !== null
      );
    case 'address':
      return namesAPlace(text);
    case 'people':
      return hasStatus(text);
    case 'description':
      return false;
  }
}

/**
 * The rating of one answer. Stars and categories follow docs/product.md §5; the star line is the
 * spec's (or, on an advice call, ADR 012's), spelt as the country spells; praise and the one tip
 * come from what the answer contained (ADR 023).
 */
export function rateResponse(answer: string | AnalysedText, question: RatingQuestion): ResponseRating {
  const text = typeof answer === 'string' ? analyseText(answer) : answer;
  const calmness = rateCalmness(text);
  const advice = question.callType === '111';
  const spell = (line: string) => spellAs(line, question.spelling ?? 'british');
  const closed = answersClosedQuestion(text, question);
  const testLike = isTestLike(text);
  // A test or a one-word reply gives the operator nothing to act on: clarity and completeness are 1.
  const tooShort = !testLike && text.wordCount < 2 && !closed;

  if (testLike || tooShort) {
    const coaching = coachAnswer({
      text,
      question,
      testLike,
      tooShort,
      closed,
      calmness,
      clarity: 1,
      completeness: 1,
    });
    const line = testLike
      ? advice
        ? ADVICE_TEST_RESPONSE_FEEDBACK
        : TEST_RESPONSE_FEEDBACK
      : advice
        ? ADVICE_TOO_SHORT_FEEDBACK
        : TOO_SHORT_FEEDBACK;
    return {
      stars: 1,
      praise: coaching.praise,
      feedback: spell(line),
      tips: [coaching.tip],
      skill: coaching.skill,
      categories: { clarity: 1, completeness: 1, calmness },
    };
  }

  const completeness = rateCompleteness(text, question);
  // A closed question answered completely is clear however short; answered in part, at least 2.
  const wordClarity = rateClarity(text);
  const clarity: AnswerStars = !closed
    ? wordClarity
    : completeness.score === 3
      ? 3
      : (Math.max(wordClarity, 2) as AnswerStars);
  const average = (clarity + completeness.score + calmness) / 3;
  const stars = clarity === 3 && completeness.score === 3 && calmness >= 2 ? 3 : clampStars(average);
  const coaching = coachAnswer({
    text,
    question,
    testLike,
    tooShort,
    closed,
    calmness,
    clarity,
    completeness: completeness.score,
  });

  return {
    stars,
    praise: coaching.praise,
    feedback: spell((advice ? ADVICE_FEEDBACK : FEEDBACK)[stars]),
    tips: [coaching.tip],
    skill: coaching.skill,
    categories: { clarity, completeness: completeness.score, calmness },
  };
}
