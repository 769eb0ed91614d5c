// What the recogniser should listen for on one question: the script's model answer and the
// sentences behind its tap-to-answer choices (docs/architecture.md §2 speech in). The recogniser adds the
// everyday vocabulary itself.
import { buildScript, getCountry, getScenario, hasScript } from '@callready/core';

export interface QuestionRef {
  scenarioType?: string;
  scenarioId?: string;
  questionId?: string;
  countryId?: string;
  /** Voice practice: the sentence the child is practising, listened for as it stands (ADR 024). */
  sentence?: string;
}

/** The question's expected answers and any practice sentence; empty when neither is known (general vocabulary only). */
export function expectedPhrases(ref: QuestionRef): string[] {
  const sentence = ref.sentence?.replace(/\s+/g, ' ').trim();
  return [...questionPhrases(ref), ...(sentence ? [sentence] : [])];
}

function questionPhrases({ scenarioType, scenarioId, questionId, countryId }: QuestionRef): string[] {
  if (!scenarioType || !scenarioId || !questionId) return [];
  const scenario = getScenario(scenarioType, scenarioId);
  if (!scenario || !hasScript(scenario.id)) return [];
  const script = buildScript(scenario, getCountry(countryId));
  const question = script.questions.find((candidate) => candidate.id === questionId);
  if (!question) return [];
  return [question.modelAnswer, ...question.choices.map((choice) => choice.sentence)];
}
