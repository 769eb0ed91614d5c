// Plays one whole call from the fixture through the reducer and checks it against what the child
// said: facts lost, key questions asked cold, red flags handled or contradicted, lookalikes raised,
// and how many of the expected facts the operator understood.
import { getCountry } from '../../../countries';
import { getScenario } from '../../../scenarios';
import { MAX_EVENTS_PER_CALL, step } from '../../engine';
import { ADVICE_CALL_RED_FLAGS, EMERGENCY_CALL_RED_FLAGS, sceneOf, type RedFlag } from '../../red-flags';
import { createConversation, type ConversationState } from '../../state';
import type { CallPicture } from '../../picture';
import type { WholeCall, WholeCallExpectation } from './whole-call';

export interface WholeCallOutcome {
  call: WholeCall;
  state: ConversationState;
  operatorLines: string[];
  /** Expected facts missing or wrong at the end, by field name. */
  lost: string[];
  /** Expected facts understood, by field name. */
  understood: string[];
  /** Key questions asked although the child had already answered them. */
  coldAsks: string[];
  /** Expected red flags not heard, not acted on, or contradicted afterwards. */
  flagProblems: string[];
  /** Lookalikes read as red flags. */
  falseFlags: RedFlag[];
  /** Lines that must or must not be said. */
  lineProblems: string[];
  finished: boolean;
  /** The child's answers the call ended before hearing (a fact said only there cannot be understood). */
  answersUnheard: number;
}

/** What no operator line may say once a flag is acted on (whatever words the child used). */
const CONTRADICTIONS: Readonly<Partial<Record<RedFlag, readonly RegExp[]>>> = {
  'not-breathing': [
    /where does it hurt/i,
    /where is (?:she|he) hurt/i,
    /is (?:he|she|they) awake/i,
    /sit (?:down|still)|sitting down|and rest\b|resting/i,
    /can (?:she|he) talk to you/i,
    /eyes open\?/i,
  ],
  unresponsive: [
    /sit (?:down|still)|sitting down|and rest\b|resting/i,
    /can (?:she|he) talk to you/i,
    /where does it hurt/i,
    /eyes open\?/i,
    /is (?:he|she) awake/i,
  ],
  'trapped-in-fire': [/is any(?:one|body) still inside/i],
  'intruder-inside': [/unlock the front door/i, /go and (?:look|check)/i],
};
const ROAD_CONTRADICTIONS: readonly RegExp[] = [/front door/i, /flat on their back on the floor/i];

/** A child's reply when the fixture has no more words: yes to a read-back, else "I don't know". */
function fallbackReply(state: ConversationState): string {
  return state.prompt?.purpose === 'confirmation' ? 'yes' : "I don't know";
}

function includesPiece(value: string | undefined, piece: string): boolean {
  return value !== undefined && value.toLowerCase().includes(piece.toLowerCase());
}

/** Each expected fact, whether the final picture holds it. */
function checkFacts(picture: CallPicture, expect: WholeCallExpectation): Record<string, boolean> {
  const checks: Record<string, boolean> = {};
  if (expect.services)
    for (const service of expect.services)
      checks[`services:${service}`] = picture.services?.value.includes(service) ?? false;
  if (expect.location) {
    const parts = picture.location?.source === 'answer' ? picture.location.value : undefined;
    for (const [part, piece] of Object.entries(expect.location))
      checks[`location.${part}`] = includesPiece(parts?.[part as keyof typeof parts], piece);
  }
  if (expect.noPlace) {
    const parts = picture.location?.value;
    checks.noPlace = !(
      picture.location?.source === 'answer' &&
      (parts?.street || parts?.landmark || parts?.postcode)
    );
  }
  if (expect.happened) checks.happened = picture.happened !== undefined;
  if (expect.awake) checks.awake = picture.awake?.value === expect.awake;
  if (expect.breathing) checks.breathing = picture.breathing?.value === expect.breathing;
  if (expect.bleeding)
    checks.bleeding =
      (picture.bleeding?.value === 'heavy' ? 'yes' : picture.bleeding?.value) === expect.bleeding;
  if (expect.trapped) checks.trapped = (picture.trapped?.value.status ?? 'no') === expect.trapped;
  if (expect.trappedWho) checks.trappedWho = includesPiece(picture.trapped?.value.who, expect.trappedWho);
  if (expect.intruder) checks.intruder = picture.intruder?.value === expect.intruder;
  if (expect.childSafe) checks.childSafe = picture.childSafe?.value === expect.childSafe;
  if (expect.grownUp) checks.grownUp = picture.grownUp?.value === expect.grownUp;
  if (expect.patientAge !== undefined) checks.patientAge = picture.patientAge?.value === expect.patientAge;
  if (expect.hazards)
    for (const hazard of expect.hazards)
      checks[`hazards:${hazard}`] = picture.hazards?.value.includes(hazard) ?? false;
  return checks;
}

export function playWholeCall(call: WholeCall): WholeCallOutcome {
  const scenario = getScenario(call.type, call.scenarioId);
  if (!scenario) throw new Error(`${call.id}: unknown scenario ${call.type}/${call.scenarioId}`);
  let state = createConversation({ scenario, country: getCountry(call.country), childAge: call.age });
  let clock = 1_700_000_000_000;
  let answered = 0;
  const coldAsks: string[] = [];
  const lines: { text: string; flagsActedOn: readonly RedFlag[] }[] = [];
  const asked = new Set<string>();
  let result = step(state, { type: 'start', at: clock });
  for (let events = 1; ; events += 1) {
    for (const effect of result.effects)
      if (effect.type === 'speak') lines.push({ text: effect.text, flagsActedOn: state.instructedFlags });
    state = result.state;
    if (state.stage === 'listening' && state.prompt?.purpose === 'question') {
      const kind = state.prompt.kind;
      if (call.expect.neverAsk?.includes(kind)) coldAsks.push(kind);
      asked.add(kind);
    }
    if (state.stage === 'finished' || events > MAX_EVENTS_PER_CALL) break;
    clock += 1000;
    if (state.stage === 'listening') {
      const text = call.answers[answered] ?? fallbackReply(state);
      answered += 1;
      result = step(state, { type: 'answer', text, at: clock });
    } else result = step(state, { type: 'continue', at: clock });
  }

  const checks = checkFacts(state.picture, call.expect);
  const lost = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([field]) => field);
  const understood = Object.entries(checks)
    .filter(([, ok]) => ok)
    .map(([field]) => field);

  const flagProblems: string[] = [];
  const actionable = call.type === '999' ? EMERGENCY_CALL_RED_FLAGS : ADVICE_CALL_RED_FLAGS;
  for (const flag of call.expect.flags ?? []) {
    if (!state.redFlags.includes(flag)) flagProblems.push(`${flag}: never heard`);
    else if (!actionable.includes(flag)) continue;
    else if (call.type === '999' && !state.instructedFlags.includes(flag))
      flagProblems.push(`${flag}: no instructions`);
    else if (call.type === '111' && !state.results?.recognisedEmergency)
      flagProblems.push(`${flag}: not sent to the emergency number`);
    for (const line of lines) {
      if (!line.flagsActedOn.includes(flag)) continue;
      const wrong = (CONTRADICTIONS[flag] ?? []).find((pattern) => pattern.test(line.text));
      if (wrong) flagProblems.push(`${flag}: contradicted by "${line.text}"`);
    }
  }
  const lineProblems: string[] = [];
  const spoken = lines.map((line) => line.text.toLowerCase());
  for (const piece of call.expect.mustSay ?? [])
    if (!spoken.some((line) => line.includes(piece.toLowerCase())))
      lineProblems.push(`never said "${piece}"`);
  for (const piece of call.expect.neverSay ?? [])
    for (const line of spoken)
      if (line.includes(piece.toLowerCase())) lineProblems.push(`said "${piece}": "${line}"`);
  if (sceneOf(scenario) === 'road')
    for (const line of lines)
      if (ROAD_CONTRADICTIONS.some((pattern) => pattern.test(line.text)))
        lineProblems.push(`road call said "${line.text}"`);

  return {
    call,
    state,
    operatorLines: lines.map((line) => line.text),
    lost,
    understood,
    coldAsks,
    flagProblems,
    falseFlags: (call.expect.noFlags ?? []).filter((flag) => state.redFlags.includes(flag)),
    lineProblems,
    finished: state.stage === 'finished',
    answersUnheard: Math.max(0, call.answers.length - answered),
  };
}
