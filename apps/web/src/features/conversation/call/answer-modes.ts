/**
 * How a child answers, by age (docs/architecture.md §2, speech in; ADR 019): the youngest tap pictures,
 * children up to ten mainly speak, older children mainly type. Typing and speaking stay available to all.
 */
export const PICTURE_CHOICES_MAX_AGE = 8;
export const RECORD_FIRST_MAX_AGE = 10;

/** How long a tapped picture or a heard answer waits, with Undo, before it goes to the operator. */
export const UNDO_WINDOW_MS = 2500;

export interface AnswerModes {
  /** Picture choices for questions (read-backs always offer Yes and No). */
  pictureChoices: boolean;
  /** Record Answer is the main control and the typed box is opened on request. */
  recordFirst: boolean;
}

export function answerModesForAge(age: number): AnswerModes {
  return { pictureChoices: age <= PICTURE_CHOICES_MAX_AGE, recordFirst: age <= RECORD_FIRST_MAX_AGE };
}
