// Rates one answer with 1–3 stars, as docs/product.md §5 "Response rating" describes; ADR 036 adds the
// star lines in younger children's words and rates clarity and calmness only on spoken answers.
import { readingBand, type ReadingBand } from '../age';
import { spellAs } from '../wording/spelling';
import { coachAnswer } from './coaching';
import { hasStatus, impliedService, rateCompleteness, saysAdvice, servicesNamed } from './completeness';
import { placeGiven } from '../understanding/place-given';
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

type YoungerBand = Exclude<ReadingBand, '11-16'>;

interface StarLines {
  stars: Readonly<Record<AnswerStars, string>>;
  test: string;
  tooShort: string;
}

/**
 * The star lines in the words of the two younger reading bands (ADR 036): the spec's lines ("That
 * response would really help emergency services") are for 11–16; a 6-year-old hears who is helped
 * and what to do, in short words. Spelt per country like the spec's lines.
 */
export const YOUNGER_STAR_LINES: Readonly<Record<'999' | '111', Readonly<Record<YoungerBand, StarLines>>>> = {
  '999': {
    '5-7': {
      stars: {
        3: 'Brilliant! That tells the helpers just what they need.',
        2: 'Good! One more thing will help even more.',
        1: "Let's tell the helpers a bit more next time. Keep practicing!",
      },
      test: 'That sounds like a test. Tell the helpers what is wrong.',
      tooShort: 'Try saying a bit more.',
    },
    '8-10': {
      stars: {
        3: 'Excellent! That answer gives the operator what they need.',
        2: 'Good! Adding one more thing would help even more.',
        1: "That answer doesn't give the operator much yet. Keep practicing!",
      },
      test: 'That sounds like a test. On a real call, say what is happening.',
      tooShort: 'Say a bit more so the operator understands.',
    },
  },
  '111': {
    '5-7': {
      stars: {
        3: 'Brilliant! That helps the nurse help you.',
        2: 'Good! One more thing will help the nurse.',
        1: 'Tell the nurse a little more next time. Keep practicing!',
      },
      test: 'That sounds like a test. Tell the nurse what is wrong.',
      tooShort: ADVICE_TOO_SHORT_FEEDBACK,
    },
    '8-10': {
      stars: {
        3: 'Excellent! That answer helps the nurse help you.',
        2: ADVICE_FEEDBACK[2],
        1: "That answer doesn't help the nurse much yet. Keep practicing!",
      },
      test: ADVICE_TEST_RESPONSE_FEEDBACK,
      tooShort: ADVICE_TOO_SHORT_FEEDBACK,
    },
  },
};

const SPEC_STAR_LINES: Readonly<Record<'999' | '111', StarLines>> = {
  '999': { stars: FEEDBACK, test: TEST_RESPONSE_FEEDBACK, tooShort: TOO_SHORT_FEEDBACK },
  '111': { stars: ADVICE_FEEDBACK, test: ADVICE_TEST_RESPONSE_FEEDBACK, tooShort: ADVICE_TOO_SHORT_FEEDBACK },
};

/** The line shown with an answer's stars, for the child's reading band, call type and spelling. */
export function starLine(
  line: AnswerStars | 'test' | 'too-short',
  question: Pick<RatingQuestion, 'callType' | 'childAge' | 'spelling'>,
): string {
  const callType = question.callType === '111' ? '111' : '999';
  const band = readingBand(question.childAge ?? 11);
  const lines = band === '11-16' ? SPEC_STAR_LINES[callType] : YOUNGER_STAR_LINES[callType][band];
  const text = line === 'test' ? lines.test : line === 'too-short' ? lines.tooShort : lines.stars[line];
  return spellAs(text, question.spelling ?? 'british');
}

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
      return placeGiven(text.said, question.countryId).findable;
    case 'people':
      return hasStatus(text);
    case 'description':
      return false;
  }
}

/**
 * The rating of one answer. Stars and categories follow docs/product.md §5; the star line is the
 * spec's for 11–16 (or, on an advice call, ADR 012's) and the younger bands' own below (ADR 036),
 * spelt as the country spells; praise and the one tip come from what the answer contained (ADR 023).
 * A typed or tapped answer is not rated for clarity or calmness, which only a voice shows, nor is a
 * checked one (ADR 054): the words the child confirmed are what they meant, not a record of how they
 * sounded. Its stars are what it told the operator.
 */
export function rateResponse(answer: string | AnalysedText, question: RatingQuestion): ResponseRating {
  const text = typeof answer === 'string' ? analyseText(answer) : answer;
  const answeredBy = question.answeredBy ?? 'voice';
  const spoken = answeredBy === 'voice';
  const wordCalmness = rateCalmness(text);
  const calmness = spoken ? wordCalmness : null;
  const closed = answersClosedQuestion(text, question);
  const testLike = isTestLike(text);
  // A test or a one-word reply gives the operator nothing to act on: clarity and completeness are 1.
  const tooShort = !testLike && text.wordCount < 2 && !closed;
  const mode = question.answeredBy === undefined ? {} : { answeredBy };

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
    return {
      stars: 1,
      praise: coaching.praise,
      feedback: starLine(testLike ? 'test' : 'too-short', question),
      tips: [coaching.tip],
      skill: coaching.skill,
      categories: { clarity: spoken ? 1 : null, completeness: 1, calmness },
      ...mode,
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
  const average = (clarity + completeness.score + wordCalmness) / 3;
  const stars = !spoken
    ? completeness.score
    : clarity === 3 && completeness.score === 3 && wordCalmness >= 2
      ? 3
      : clampStars(average);
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
    feedback: starLine(stars, question),
    tips: [coaching.tip],
    skill: coaching.skill,
    categories: { clarity: spoken ? clarity : null, completeness: completeness.score, calmness },
    ...mode,
  };
}
