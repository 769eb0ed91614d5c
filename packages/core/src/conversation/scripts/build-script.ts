// Builds the script of a practice call from the country's call pattern and the scenario's content.
import { getCountry, type Country, type SpellingFamily } from '../../countries';
import { SCENARIOS, isSilentScenario, type Scenario } from '../../scenarios';
import type { QuestionKind } from '../../rating';
import { spellAs } from '../../wording/spelling';
import { brokenArm } from './broken-arm';
import { carAccident } from './car-accident';
import { scriptContext, type ScriptContext } from './context';
import { feverChild } from './fever-child';
import { heartAttack } from './heart-attack';
import { houseFire } from './house-fire';
import { medicineQuestion } from './medicine-question';
import {
  addressChoices,
  adviceAddressQuestion,
  adviceServiceChoices,
  adviceServiceModelAnswer,
  adviceServiceQuestion,
  asksAddressFirst,
  emergencyAddressParts,
  emergencyAddressQuestion,
  emergencyServiceChoices,
  emergencyServiceQuestion,
  serviceRequest,
} from './openings';
import { parentFall } from './parent-fall';
import { robbery } from './robbery';
import { silentCallScript } from '../silent-call-script';
import type { ScenarioContentBuilder } from './scenario-content';
import type { ConversationScript, ScriptQuestion } from './types';

const CONTENT: Readonly<Record<string, ScenarioContentBuilder>> = {
  'house-fire': houseFire,
  'car-accident': carAccident,
  'heart-attack': heartAttack,
  robbery,
  'parent-fall': parentFall,
  'fever-child': feverChild,
  'broken-arm': brokenArm,
  'medicine-question': medicineQuestion,
};

export function hasScript(scenarioId: string): boolean {
  return Object.hasOwn(CONTENT, scenarioId) || isSilentScenario(scenarioId);
}

function questionId(scenario: Scenario, kind: QuestionKind): string {
  return `${scenario.id}/${kind}`;
}

/**
 * 999 calls: the service, then the location, then what happened, then the people (the US and Canada
 * ask for the location before the service). 111 calls are calm advice calls in every country: what
 * help is needed, where, the symptoms, then who is there.
 */
export function buildScript(scenario: Scenario, country: Country): ConversationScript {
  // Scripts are plain, never-changed data: the reducer asks for one on every step, so each is built once.
  const key = `${scenario.id}|${scenario.type}|${country.id}`;
  const cached = BUILT.get(key);
  if (cached !== undefined && cached.scenario === scenario && cached.country === country)
    return cached.script;
  const script = assembleScript(scenario, country);
  BUILT.set(key, { scenario, country, script });
  return script;
}

function addressParts(context: ScriptContext, emergency: boolean): Pick<ScriptQuestion, 'parts'> {
  const parts = emergency
    ? emergencyAddressParts(context)
    : [{ text: adviceAddressQuestion(context)['up-to-6'], answeredBy: 'question' as const }];
  return parts ? { parts } : {};
}

const BUILT = new Map<string, { scenario: Scenario; country: Country; script: ConversationScript }>();

function assembleScript(scenario: Scenario, country: Country): ConversationScript {
  if (scenario.silent) return silentScript(scenario, country);
  const builder = CONTENT[scenario.id];
  if (!builder) throw new Error(`No conversation script for scenario ${scenario.id}`);
  const context = scriptContext(scenario, country);
  const content = builder(context);
  const emergency = scenario.type === '999';

  const service: ScriptQuestion = emergency
    ? {
        id: questionId(scenario, 'service'),
        kind: 'service',
        text: emergencyServiceQuestion(context),
        modelAnswer: serviceRequest(context, scenario.service, content.situation),
        choices: emergencyServiceChoices(context, content.situation),
      }
    : {
        id: questionId(scenario, 'service'),
        kind: 'service',
        text: adviceServiceQuestion(context),
        modelAnswer: adviceServiceModelAnswer(content.situation),
        choices: adviceServiceChoices(content.situation),
      };
  const address: ScriptQuestion = {
    id: questionId(scenario, 'address'),
    kind: 'address',
    text: emergency ? emergencyAddressQuestion(context) : adviceAddressQuestion(context),
    modelAnswer: content.address.modelAnswer,
    choices: addressChoices(content.address),
    // "Where are you right now? Can you tell me the address?" is one thing asked twice: a child of
    // 5–7 hears it once; Canada's town and place are asked one at a time (ADR 057).
    ...addressParts(context, emergency),
  };
  const description: ScriptQuestion = {
    id: questionId(scenario, 'description'),
    kind: 'description',
    ...content.description,
  };
  const people: ScriptQuestion = { id: questionId(scenario, 'people'), kind: 'people', ...content.people };

  const opening = emergency && asksAddressFirst(country.id) ? [address, service] : [service, address];
  return spellScript(
    {
      scenarioId: scenario.id,
      scenarioType: scenario.type,
      countryId: country.id,
      questions: [...opening, description, people],
      closingLines: content.closing,
    },
    country.spelling,
  );
}

/**
 * The silent call (ADR 044) has its own sequence (silent-call.ts); as a script it lists the moment
 * of each kind the child answers, so everything that reads scripts (speech hints, warming the
 * operator's voice) sees its real lines.
 */
function silentScript(scenario: Scenario, country: Country): ConversationScript {
  const silent = silentCallScript(scenario, country);
  const questions = (['service', 'address', 'description', 'people'] as const).flatMap((kind) => {
    const moment = silent.beats.find((beat) => beat.kind === kind);
    if (!moment) return [];
    return [
      {
        id: questionId(scenario, kind),
        kind,
        text: moment.text,
        modelAnswer: moment.hint,
        choices: moment.choices,
      },
    ];
  });
  return {
    scenarioId: scenario.id,
    scenarioType: scenario.type,
    countryId: country.id,
    questions,
    closingLines: silent.closing,
  };
}

function mapValues<Key extends string, From, To>(
  record: Readonly<Record<Key, From>>,
  map: (value: From) => To,
): Record<Key, To> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, map(value as From)]),
  ) as Record<Key, To>;
}

/** Everything the operator says and the child may tap, spelt the country's way ("Mum"/"Mom", ADR 023). */
function spellScript(script: ConversationScript, spelling: SpellingFamily): ConversationScript {
  const spell = (text: string) => spellAs(text, spelling);
  return {
    ...script,
    questions: script.questions.map((question) => ({
      ...question,
      text: mapValues(question.text, spell),
      modelAnswer: spell(question.modelAnswer),
      choices: question.choices.map((choice) => ({
        ...choice,
        label: spell(choice.label),
        sentence: spell(choice.sentence),
      })),
      ...(question.parts
        ? { parts: question.parts.map((part) => ({ ...part, text: spell(part.text) })) }
        : {}),
    })),
    closingLines: mapValues(script.closingLines, (lines) => lines.map(spell)),
  };
}

/** Every scenario's script for a country id (unknown ids read as the UK, like everywhere else). */
export function scriptsForCountry(countryId: string): ConversationScript[] {
  const country = getCountry(countryId);
  return SCENARIOS.filter((scenario) => hasScript(scenario.id)).map((scenario) =>
    buildScript(scenario, country),
  );
}
