import type { AgeBand } from '../../age';
import type { CountryId } from '../../countries';
import type { QuestionKind } from '../../rating';
import type { ScenarioType } from '../../scenarios';

/** A picture the youngest children can tap instead of speaking; the sentence is what they "say". */
export interface AnswerChoice {
  emoji: string;
  label: string;
  /** A full, good answer to the question. */
  sentence: string;
}

/** One line of operator speech in each wording band (docs/product.md §9). */
export type BandText = Readonly<Record<AgeBand, string>>;

/**
 * What answers one part of a two-part question (ADR 057): the question's own kind being known, a fact
 * of the call's picture, or words in the answer (a place, a size, a body part, how hot, how many).
 */
export type PartCheck =
  | 'question'
  | 'grownUp'
  | 'patientAge'
  | 'awake'
  | 'breathing'
  | 'hurt'
  | 'childSafe'
  | 'town'
  | 'where'
  | 'size'
  | 'body'
  | 'heat'
  | 'count';

/** One thing asked at a time: the youngest (ages 5–7) hear each part as its own turn. */
export interface QuestionPart {
  /** The part as the operator asks it; the first part carries any lead-in ("The ambulance is coming."). */
  text: string;
  answeredBy: PartCheck;
}

export interface ScriptQuestion {
  /** Unique across all scripts: `${scenarioId}/${kind}`. */
  id: string;
  kind: QuestionKind;
  text: BandText;
  /** A model answer: shown as a hint and used to check that every script can earn full marks. */
  modelAnswer: string;
  /** 2–4 tap-to-answer choices. */
  choices: readonly AnswerChoice[];
  /**
   * A question that asks two or more things, one thing per part (ADR 057): asked a part at a time to
   * children aged 5–7, and at every age an answer to any part counts and the rest is asked after it.
   */
  parts?: readonly QuestionPart[];
}

export interface ConversationScript {
  scenarioId: string;
  scenarioType: ScenarioType;
  countryId: CountryId;
  /** One question of each kind, in the order the country's operators ask them. */
  questions: readonly ScriptQuestion[];
  /** The operator's closing instructions, spoken line by line. */
  closingLines: Readonly<Record<AgeBand, readonly string[]>>;
}
