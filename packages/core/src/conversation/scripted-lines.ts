// The operator's lines whose words are fixed in advance (docs/architecture.md §2 speech out): every
// script question, closing, location follow-up, red-flag instruction (at home and on a road), the
// breathing check and service read-back, and the silent call's lines (ADR 044), in every
// wording band. Only read-backs that quote the child's own words are left out; those are spoken live.
// The server prepares these lines before anyone calls, and the call screen fetches the next of them
// while the child is still answering.
import type { AgeBand } from '../age';
import type { Country, EmergencyService } from '../countries';
import { SCENARIOS } from '../scenarios';
import { EMERGENCY_CALL_RED_FLAGS, RED_FLAGS, sceneOf, type RedFlag } from './red-flags';
import {
  BREATHING_CHECK,
  CALLER_INSIDE_SOMEONE_ELSE,
  LOCATION_FOLLOW_UPS,
  buildScript,
  closingWithRedFlags,
  emergencyRedirectLines,
  hasScript,
  locationGivenUpLine,
  redFlagInstructions,
  serviceReadBackLine,
} from './scripts';
import { likelyOtherPatients, patientOf, patientWords, speakOfPatient } from './patient';
import { firstQuestionOnly, partTurnText, questionText } from './question-parts';
import { isSilentCall, upcomingSilentLines } from './silent-call';
import { silentCallLines } from './silent-call-script';
import { bandOf, scriptOf, type ConversationState } from './state';

export const AGE_BANDS: readonly AgeBand[] = ['up-to-6', '7-10', '11-14', 'over-14'];
const SERVICES: readonly EmergencyService[] = ['fire', 'ambulance', 'police'];

/** Every combination of the emergency-call flags, for the closing reminders they add. */
function flagCombinations(): RedFlag[][] {
  return EMERGENCY_CALL_RED_FLAGS.reduce<RedFlag[][]>(
    (sets, flag) => [...sets, ...sets.map((set) => [...set, flag])],
    [[]],
  );
}

/** Every operator line with fixed words that a call in `country` can speak, each once. */
export function scriptedOperatorLines(country: Country): string[] {
  const lines = new Set<string>();
  const add = (...texts: readonly string[]) => texts.forEach((text) => lines.add(text));
  const combinations = flagCombinations();
  for (const band of AGE_BANDS) {
    for (const scenario of SCENARIOS) {
      if (!hasScript(scenario.id)) continue;
      if (scenario.silent) {
        add(...silentCallLines(scenario, country, band), locationGivenUpLine('999', band));
        continue;
      }
      const script = buildScript(scenario, country);
      add(...script.questions.map((question) => question.text[band]));
      // Asked a part at a time to children aged 5–7 (ADR 057).
      if (band === 'up-to-6' || band === '7-10')
        add(
          ...script.questions.flatMap((question) =>
            (question.parts ?? []).flatMap((part, index) => [part.text, partTurnText(part, index)]),
          ),
        );
      if (scenario.type === '999') {
        for (const flags of combinations)
          add(...closingWithRedFlags(script.closingLines[band], flags, band, sceneOf(scenario)));
      } else add(...script.closingLines[band]);
      add(...SERVICES.map((service) => serviceReadBackLine(country, scenario, service)));
      // The same lines about a brother or a friend who is a boy (ADR 057).
      const scenarioLines = [
        ...script.questions.flatMap((question) => [
          question.text[band],
          ...(question.parts ?? []).flatMap((part, index) => [part.text, partTurnText(part, index)]),
        ]),
        ...script.closingLines[band],
      ];
      for (const patient of likelyOtherPatients(scenario.id))
        add(...scenarioLines.map((line) => speakOfPatient(line, scenario.id, patient)));
    }
    add(...LOCATION_FOLLOW_UPS.map((text) => text[band]));
    add(locationGivenUpLine('999', band), locationGivenUpLine('111', band));
    add(...RED_FLAGS.flatMap((flag) => redFlagInstructions(flag, band, 'home')));
    add(...RED_FLAGS.flatMap((flag) => redFlagInstructions(flag, band, 'road')));
    add(BREATHING_CHECK[band], CALLER_INSIDE_SOMEONE_ELSE);
    // The youngest hear a follow-up's first question only (ADR 057).
    if (band === 'up-to-6' || band === '7-10')
      add(
        ...[...LOCATION_FOLLOW_UPS.map((text) => text[band]), BREATHING_CHECK[band]].map(firstQuestionOnly),
      );
    add(...emergencyRedirectLines(country)[band]);
  }
  return [...lines];
}

/**
 * The scripted lines the operator will most likely say after the answer the child is giving now: the
 * next question (or the closing lines after the last one), and for a location question the first
 * follow-up, in case the child cannot say where they are. Empty unless the operator is listening.
 */
export function upcomingOperatorLines(state: ConversationState): string[] {
  const prompt = state.prompt;
  if (state.stage !== 'listening' || prompt === null) return [];
  if (isSilentCall(state)) return upcomingSilentLines(state);
  const band = bandOf(state);
  const script = scriptOf(state);
  const lines: string[] = [];
  const followUp = LOCATION_FOLLOW_UPS[state.locationFollowUps];
  if (prompt.kind === 'address' && prompt.purpose !== 'confirmation' && followUp) lines.push(followUp[band]);
  const next = script.questions[state.questionIndex + 1];
  if (next) lines.unshift(questionText(next, band, state.childAge));
  else lines.unshift(...script.closingLines[band]);
  const patient = patientOf(state.scenarioId, patientWords(state.picture));
  return lines.map((line) => speakOfPatient(line, state.scenarioId, patient));
}
