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

export interface ScriptQuestion {
  /** Unique across all scripts: `${scenarioId}/${kind}`. */
  id: string;
  kind: QuestionKind;
  text: BandText;
  /** A model answer: shown as a hint and used to check that every script can earn full marks. */
  modelAnswer: string;
  /** 2–4 tap-to-answer choices. */
  choices: readonly AnswerChoice[];
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
