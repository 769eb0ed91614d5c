import type { EmergencyService } from '../countries';

/** The four things an operator needs (docs/product.md §9): each question asks for one of them. */
export const QUESTION_KINDS = ['service', 'address', 'description', 'people'] as const;

export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type AnswerStars = 1 | 2 | 3;

export interface RatingQuestion {
  kind: QuestionKind;
  /** The service the scenario needs; without it, naming any service counts as right. */
  expectedService?: EmergencyService;
  /** An emergency call (999) or a health advice call (111): the advice line's wording differs. */
  callType?: '999' | '111';
}

/** docs/product.md §3 "Response rating": stars, feedback, tips and the three categories, each 1–3. */
export interface ResponseRating {
  stars: AnswerStars;
  feedback: string;
  tips: string[];
  categories: { clarity: AnswerStars; completeness: AnswerStars; calmness: AnswerStars };
}
