// How long practising one scenario takes, estimated from the product's own words (the briefing, the
// operator's lines and model answers), so every page makes the same claim and a test keeps it true as
// the scripts change. One scenario's practice is the briefing, the call, the results and a second try.
import type { AgeBand } from '../age';
import type { Country } from '../countries';
import type { Scenario } from '../scenarios';
import { briefingForScenario } from '../wording';
import { buildScript } from './scripts';

/**
 * What the pages say (the auth page, the home page, how it works, about). Minutes, as a range a family
 * can plan around; `practiceTimeEstimate` over every scenario, country and age must fall inside it.
 */
export const SCENARIO_PRACTICE_MINUTES = { min: 5, max: 10 } as const;
export const CALL_MINUTES = { min: 1, max: 3 } as const;

/** "5 to 10 minutes" */
export const SCENARIO_PRACTICE_TIME = `${SCENARIO_PRACTICE_MINUTES.min} to ${SCENARIO_PRACTICE_MINUTES.max} minutes`;
/** "1 to 3 minutes" */
export const CALL_TIME = `${CALL_MINUTES.min} to ${CALL_MINUTES.max} minutes`;

/** The one sentence the pages use. */
export const PRACTICE_TIME_CLAIM = `Each scenario takes ${SCENARIO_PRACTICE_TIME} of practice: the briefing, a pretend call of ${CALL_TIME}, the results and a second try.`;

// Speaking rates. Adults converse at about 150 words a minute (National Center for Voice and Speech,
// "Voice qualities": https://ncvs.org/archive/ncvs/tutorials/voiceprod/tutorial/quality.html); the
// operator's recorded voice is read at about that pace. Children answer more slowly and stop to think,
// which is assumed here (not measured) as 100 words a minute and a pause before each answer.
const OPERATOR_WORDS_PER_MINUTE = 150;
const CHILD_WORDS_PER_MINUTE = 100;
const THINKING_SECONDS: Readonly<Record<AgeBand, number>> = {
  'up-to-6': 8,
  '7-10': 6,
  '11-14': 5,
  'over-14': 4,
};
/** The feedback on each answer, read or heard before the next question. */
const FEEDBACK_SECONDS = 5;
/** Dialling on the pretend phone and the first ring. */
const DIALLING_SECONDS = 15;
/** Stars, the two things to practise next and the certificate. */
const RESULTS_SECONDS = 60;
/** Looking at the briefing's picture and task list, besides reading its words. */
const BRIEFING_LOOK_SECONDS = 20;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

export interface PracticeTimeEstimate {
  briefingSeconds: number;
  callSeconds: number;
  resultsSeconds: number;
  /** Briefing, call, results and a second call. */
  scenarioSeconds: number;
}

const BAND_AGE: Readonly<Record<AgeBand, number>> = { 'up-to-6': 6, '7-10': 9, '11-14': 12, 'over-14': 15 };

export function practiceTimeEstimate(
  scenario: Scenario,
  country: Country,
  band: AgeBand,
): PracticeTimeEstimate {
  const script = buildScript(scenario, country);
  const briefing = briefingForScenario(scenario, BAND_AGE[band], country);
  const briefingWords =
    wordsIn(scenario.story) +
    wordsIn(briefing.subtitle) +
    [...briefing.tasks, ...briefing.reminders, briefing.readyLine].reduce(
      (sum, line) => sum + wordsIn(line),
      0,
    );
  const operatorWords =
    script.questions.reduce((sum, question) => sum + wordsIn(question.text[band]), 0) +
    script.closingLines[band].reduce((sum, line) => sum + wordsIn(line), 0);
  const answerWords = script.questions.reduce((sum, question) => sum + wordsIn(question.modelAnswer), 0);
  const answers = script.questions.length;
  const briefingSeconds = (briefingWords / OPERATOR_WORDS_PER_MINUTE) * 60 + BRIEFING_LOOK_SECONDS;
  const callSeconds =
    DIALLING_SECONDS +
    (operatorWords / OPERATOR_WORDS_PER_MINUTE) * 60 +
    (answerWords / CHILD_WORDS_PER_MINUTE) * 60 +
    answers * (THINKING_SECONDS[band] + FEEDBACK_SECONDS);
  return {
    briefingSeconds,
    callSeconds,
    resultsSeconds: RESULTS_SECONDS,
    scenarioSeconds: briefingSeconds + 2 * callSeconds + 2 * RESULTS_SECONDS,
  };
}
