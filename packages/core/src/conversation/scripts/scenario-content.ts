import type { AgeBand } from '../../age';
import type { ScriptContext } from './context';
import type { AnswerChoice, BandText, QuestionPart } from './types';

export interface QuestionContent {
  text: BandText;
  modelAnswer: string;
  choices: readonly AnswerChoice[];
  /** The question one thing at a time, when it asks more than one (ADR 057). */
  parts?: readonly QuestionPart[];
}

/** What one scenario adds to the country's call pattern (see build-script.ts). */
export interface ScenarioContent {
  /** Follows a request for help in the service answer: "My house is on fire!" */
  situation: string;
  address: { modelAnswer: string; nearby: string };
  description: QuestionContent;
  people: QuestionContent;
  closing: Readonly<Record<AgeBand, readonly string[]>>;
}

export type ScenarioContentBuilder = (context: ScriptContext) => ScenarioContent;
