import type { CountryId, EmergencyService, SpellingFamily } from '../countries';

/** The four things an operator needs (docs/product.md §9): each question asks for one of them. */
export const QUESTION_KINDS = ['service', 'address', 'description', 'people'] as const;

export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type AnswerStars = 1 | 2 | 3;

/**
 * How the child gave an answer (ADR 036): spoken into the microphone, typed, or a picture tapped;
 * `checked` is spoken words the recogniser was unsure of, which the child confirmed ("Did you say…?",
 * ADR 054). Only `voice`, words heard clearly, is rated for how clearly and calmly it was said.
 */
export const ANSWER_MODES = ['voice', 'typed', 'tapped', 'checked'] as const;

export type AnswerMode = (typeof ANSWER_MODES)[number];

export interface RatingQuestion {
  kind: QuestionKind;
  /** The service the scenario needs; without it, naming any service counts as right. */
  expectedService?: EmergencyService;
  /** An emergency call (999) or a health advice call (111): the advice line's wording differs. */
  callType?: '999' | '111';
  /** The child's age: praise and tips are worded for its reading band (ADR 023); unknown reads as 11–16. */
  childAge?: number;
  /** The country's spelling of the child's texts; unknown reads as British. */
  spelling?: SpellingFamily;
  /** The child's country: how its places are said (postcodes); unknown reads as the UK. */
  countryId?: CountryId;
  /** How the answer came; unknown reads as spoken, as every answer was before ADR 036. */
  answeredBy?: AnswerMode;
}

/** The skill a tip trains: the results screen turns the weakest answers' skills into "practise next". */
export const PRACTICE_SKILLS = [
  'name-service',
  'say-not-emergency',
  'give-address',
  'say-what-happened',
  'answer-about-people',
  'stay-calm',
  'speak-clearly',
] as const;

export type PracticeSkill = (typeof PRACTICE_SKILLS)[number];

/**
 * docs/product.md §3 "Response rating": stars, feedback, tips and the three categories, each 1–3.
 * ADR 023 adds the praise shown first, keeps exactly one tip, and names the skill that tip trains.
 * ADR 036: clarity and calmness are null on a typed or tapped answer, where neither was heard, and
 * on a checked one (ADR 054), whose words the recogniser was unsure of.
 */
export interface ResponseRating {
  stars: AnswerStars;
  /** Something specific the answer did well. */
  praise: string;
  /** The star line (docs/product.md §5), spelt as the country spells. */
  feedback: string;
  /** Exactly one concrete tip for this question. */
  tips: string[];
  skill: PracticeSkill;
  categories: { clarity: AnswerStars | null; completeness: AnswerStars; calmness: AnswerStars | null };
  /** How the answer came; absent on ratings stored before ADR 036 (all spoken or typed alike). */
  answeredBy?: AnswerMode;
}
