// What the recogniser listens for at one moment of a call (ADR 052): the product's own call
// language, weighted for the question being answered. Every question hears every word of the
// call (its scripts, the ways children answer, the engine's word lists), but its own likely answers
// weigh most: the script question's model answer and choices, and what children said there in the
// phrasings of the engine's tests (call-corpus.json). Street and town words come in only where a
// place is asked (the address question, its follow-ups and read-back, Learn my address), since
// elsewhere they let the recogniser invent places; there, a child's stored address adds its own
// words (`withAddress`), on this server only.
import {
  buildScript,
  CONFIRMATION_CHOICES,
  COUNTRY_IDS,
  FOLLOW_UP_CHOICES,
  getCountry,
  getScenario,
  hasScript,
  normalizeCountryId,
  SCENARIOS,
  scriptedOperatorLines,
  type CountryId,
  type HomeAddress,
  type QuestionKind,
  type ScriptQuestion,
} from '@callready/core';
import type { ListeningVocabulary, WeightedSentence } from '../../providers/speech';
import { CALL_CORPUS, type CorpusSlot } from './call-corpus';
import { placeWords } from './place-words';

export interface CallVocabulary extends ListeningVocabulary {
  /** Whether a place is asked: only then may a child's own address be added. */
  asksForPlace: boolean;
}

export interface ListeningRef {
  scenarioType?: string | undefined;
  scenarioId?: string | undefined;
  questionId?: string | undefined;
  countryId?: string | undefined;
  /** Voice practice: the sentence the child is practising (ADR 024). */
  sentence?: string | undefined;
}

/** The question id Learn my address sends; a request naming no question or sentence is read the same way. */
export const LEARN_ADDRESS_QUESTION = 'learn-my-address';

/** How much each source counts; tuned on the spoken-answer benchmark (README, Speech). */
export const WEIGHTS = {
  /** The question's model answer and tap-to-answer sentences. */
  ownChoices: 20,
  /** Children's answers at this slot in this scenario, or in any scenario for '*' phrasings. */
  sameSlot: 6,
  /** Children's answers at this slot in other scenarios. */
  otherScenarios: 1.5,
  /** The engine's word list for this slot. */
  slotWords: 2,
  /** Everything else children say in a call, and the engine's general words (yes, no, don't know). */
  anyAnswer: 0.4,
  /** The scenario's other script answers. */
  scriptAnswers: 1,
  /** The operator's scripted lines, whose words children echo. */
  operatorLines: 0.15,
  /** Address patterns from street and town words, for a place question (per pattern). */
  placePatterns: 2,
  /** A child's own stored address, in each way it may be said. */
  ownAddress: 12,
} as const;

/**
 * Words children use for the services and their family that the recogniser's dictionary lacks
 * (core's SERVICE_SYNONYMS and the children's phrasings); spelled out by their sound.
 */
const CHILDRENS_OWN_WORDS = ['the gardai', 'the firies', 'the ambos', 'my mammy', 'my mam', 'my nana'];

const PLACE_SLOTS: ReadonlySet<CorpusSlot> = new Set(['address', 'follow-up']);

interface Moment {
  countryId: CountryId;
  scenarioId: string | undefined;
  /** The slot asked; undefined for voice practice. */
  slot: CorpusSlot | undefined;
  /** The script question the moment belongs to (its kind for a read-back or follow-up). */
  question: ScriptQuestion | undefined;
  kind: QuestionKind | undefined;
  followUp: number | undefined;
  asksForPlace: boolean;
  sentence: string | undefined;
}

/** Reads a question id: `${scenarioId}/${kind}`, then `/confirm`, `/follow-up-N` or `/breathing-check`. */
function momentOf(ref: ListeningRef): Moment {
  const countryId = normalizeCountryId(ref.countryId);
  const sentence = ref.sentence?.replace(/\s+/g, ' ').trim() || undefined;
  const none = {
    countryId,
    scenarioId: undefined,
    question: undefined,
    kind: undefined,
    followUp: undefined,
  };
  if (sentence) return { ...none, slot: undefined, asksForPlace: false, sentence };
  const learnsAddress =
    ref.questionId === LEARN_ADDRESS_QUESTION || (!ref.questionId && !ref.scenarioId && !ref.scenarioType);
  if (learnsAddress) return { ...none, slot: 'address', asksForPlace: true, sentence };
  const scenario =
    ref.scenarioType && ref.scenarioId ? getScenario(ref.scenarioType, ref.scenarioId) : undefined;
  if (!scenario || !hasScript(scenario.id) || !ref.questionId)
    return { ...none, slot: undefined, asksForPlace: false, sentence };
  const script = buildScript(scenario, getCountry(countryId));
  const [, kindText, suffix] = ref.questionId.split('/');
  const question = script.questions.find((candidate) => candidate.id === `${scenario.id}/${kindText}`);
  if (!question) return { ...none, slot: undefined, asksForPlace: false, sentence };
  const followUp = suffix?.startsWith('follow-up-')
    ? Number(suffix.slice('follow-up-'.length)) || 1
    : undefined;
  const slot: CorpusSlot =
    suffix === 'confirm'
      ? 'confirm'
      : suffix === 'breathing-check'
        ? 'breathing-check'
        : followUp !== undefined
          ? 'follow-up'
          : question.kind;
  const asksForPlace = question.kind === 'address' && slot !== 'breathing-check';
  return {
    countryId,
    scenarioId: scenario.id,
    slot,
    question,
    kind: question.kind,
    followUp,
    asksForPlace,
    sentence,
  };
}

const SPOKEN_SCENARIOS = SCENARIOS.filter((scenario) => hasScript(scenario.id) && !scenario.silent);

/** Per country: every script answer by scenario and kind, and the operator's scripted lines. */
const scriptsByCountry = new Map<CountryId, { answers: Map<string, string[]>; operatorLines: string[] }>();
function scriptsOf(countryId: CountryId) {
  let scripts = scriptsByCountry.get(countryId);
  if (!scripts) {
    const country = getCountry(countryId);
    const answers = new Map<string, string[]>();
    for (const scenario of SPOKEN_SCENARIOS)
      for (const question of buildScript(scenario, country).questions)
        answers.set(`${scenario.id}|${question.kind}`, [
          question.modelAnswer,
          ...question.choices.map((choice) => choice.sentence),
        ]);
    scripts = { answers, operatorLines: scriptedOperatorLines(country) };
    scriptsByCountry.set(countryId, scripts);
  }
  return scripts;
}

/** The number as children say it: "42" as forty two, "140" also as one forty and one hundred and forty. */
function numberSayings(value: number): string[] {
  const text = String(value);
  if (value < 100) return [text];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [
    `${hundreds} hundred${rest ? ` and ${rest}` : ''}`,
    rest ? `${hundreds} ${rest < 10 ? `oh ${rest}` : rest}` : `${hundreds} hundred`,
  ];
}

/**
 * Addresses as children say them, from the country's street and town words: each street name with
 * kinds of street and house numbers in turn, each town after a street, and the ways an address is
 * led into ("I live at", "it's on").
 */
export function placeSentences(countryId: CountryId): WeightedSentence[] {
  const { streetNames, streetTypes, towns } = placeWords(countryId);
  const leads = ['', 'I live at', "it's", 'we live on', "it's on", 'we are at', 'the address is', 'number'];
  const sentences: WeightedSentence[] = [];
  streetNames.forEach((name, index) => {
    for (let turn = 0; turn < 3; turn += 1) {
      const type = streetTypes[(index + turn * 7) % streetTypes.length] as string;
      const number = numberSayings(((index * 17 + turn * 29) % 160) + 1)[turn % 2] ?? '';
      const lead = leads[(index + turn) % leads.length] as string;
      sentences.push({
        text: `${lead} ${turn === 2 ? '' : number} ${name} ${type}`,
        weight: WEIGHTS.placePatterns,
        spell: true,
      });
    }
  });
  towns.forEach((town, index) => {
    const name = streetNames[(index * 5) % streetNames.length] as string;
    const type = streetTypes[index % streetTypes.length] as string;
    sentences.push({
      text: `${(index % 40) + 1} ${name} ${type} in ${town}`,
      weight: WEIGHTS.placePatterns,
      spell: true,
    });
    sentences.push({ text: town, weight: WEIGHTS.placePatterns, spell: true });
  });
  for (const type of streetTypes) sentences.push({ text: `the ${type}`, weight: WEIGHTS.placePatterns });
  return sentences;
}

const corpusAnswers = (key: string) => CALL_CORPUS.answers[key] ?? [];

/** The sentences, before any child's own words: the same for every child at this moment. */
function sharedSentences(moment: Moment): WeightedSentence[] {
  const out: WeightedSentence[] = [];
  const add = (texts: Iterable<string>, weight: number, spell = false) => {
    for (const text of texts) out.push({ text, weight, ...(spell ? { spell } : {}) });
  };
  const { slot, scenarioId, question, countryId } = moment;
  const scripts = scriptsOf(countryId);

  // The moment's own likely answers.
  if (moment.sentence) add([moment.sentence], WEIGHTS.ownChoices);
  if (slot === 'confirm')
    add(
      CONFIRMATION_CHOICES.map((choice) => choice.sentence),
      WEIGHTS.ownChoices,
    );
  else if (slot === 'breathing-check')
    add(
      ['Yes, her chest is going up and down.', ...CONFIRMATION_CHOICES.map((choice) => choice.sentence)],
      WEIGHTS.ownChoices,
    );
  else if (slot === 'follow-up' && moment.followUp !== 1)
    add(
      FOLLOW_UP_CHOICES.map((choice) => choice.sentence),
      WEIGHTS.ownChoices,
    );
  // The script's own sentences name the country's services ("the Gardaí"): spelled out when needed.
  else if (question)
    add(
      [question.modelAnswer, ...question.choices.map((choice) => choice.sentence)],
      WEIGHTS.ownChoices,
      true,
    );
  add(CHILDRENS_OWN_WORDS, WEIGHTS.slotWords, true);

  // What children said at this slot, here and in other scenarios.
  if (slot) {
    for (const scenario of SPOKEN_SCENARIOS)
      add(
        corpusAnswers(`${scenario.id}|${slot}`),
        scenario.id === scenarioId ? WEIGHTS.sameSlot : WEIGHTS.otherScenarios,
      );
    add(corpusAnswers(`*|${slot}`), WEIGHTS.sameSlot);
  }
  // A read-back may be corrected, a follow-up answered with the address, the breathing check with
  // the people question's words: the slot behind it, a little likelier than the rest.
  const behind: CorpusSlot | undefined =
    slot === 'confirm' || slot === 'follow-up'
      ? moment.kind
      : slot === 'breathing-check'
        ? 'people'
        : undefined;
  if (behind && scenarioId) add(corpusAnswers(`${scenarioId}|${behind}`), WEIGHTS.otherScenarios);

  const wordList = moment.asksForPlace
    ? 'address'
    : slot === 'service' || slot === 'description'
      ? slot
      : undefined;
  if (wordList) add(CALL_CORPUS.wordLists[wordList], WEIGHTS.slotWords);
  add(CALL_CORPUS.wordLists.any, WEIGHTS.slotWords);

  // Everything else said in a call, lightly; places only where a place is asked.
  for (const [key, texts] of Object.entries(CALL_CORPUS.answers)) {
    const [, otherSlot] = key.split('|') as [string, CorpusSlot];
    if (otherSlot === slot || (!moment.asksForPlace && PLACE_SLOTS.has(otherSlot))) continue;
    add(texts, WEIGHTS.anyAnswer);
  }
  if (!moment.asksForPlace) add(CALL_CORPUS.wordLists.service, WEIGHTS.anyAnswer);
  for (const [key, texts] of scripts.answers) {
    const [scenario, kind] = key.split('|');
    if (kind === 'address' && !moment.asksForPlace) continue;
    if (question && key === `${scenarioId}|${question.kind}`) continue;
    add(texts, scenario === scenarioId ? WEIGHTS.scriptAnswers : WEIGHTS.scriptAnswers / 4);
  }
  add(scripts.operatorLines, WEIGHTS.operatorLines);
  if (moment.asksForPlace) out.push(...placeSentences(countryId));
  return out;
}

const shared = new Map<string, WeightedSentence[]>();

/** The vocabulary for one moment of a call (or Learn my address, or voice practice). */
export function callVocabulary(ref: ListeningRef): CallVocabulary {
  const moment = momentOf(ref);
  const key = [
    moment.countryId,
    moment.scenarioId ?? '-',
    moment.question?.kind ?? '-',
    moment.slot ?? 'practice',
    moment.followUp ?? '',
    moment.sentence ?? '',
  ].join('|');
  let sentences = shared.get(key);
  if (!sentences) {
    sentences = sharedSentences(moment);
    // Practice sentences are many; keep the call's moments, which are few.
    if (!moment.sentence) shared.set(key, sentences);
  }
  return { key, sentences, asksForPlace: moment.asksForPlace };
}

/**
 * A child's own address as they may say it (number, street, town, postcode, flat), for a place
 * question only. These words never leave this server and are not kept.
 */
export function addressSentences(address: Partial<HomeAddress>): WeightedSentence[] {
  const part = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() ?? '';
  const [flat, number, street, town, postcode] = [
    address.flat,
    address.number,
    address.street,
    address.town,
    address.postcode,
  ].map(part);
  if (!street && !town) return [];
  const place = [number, street].filter(Boolean).join(' ');
  const sayings = [
    [flat && `flat ${flat}`, place, town].filter(Boolean).join(' '),
    place,
    [street, town].filter(Boolean).join(' '),
    `I live at ${place}`,
    `it's ${place} ${town}`,
    town,
    street,
    postcode,
  ];
  return sayings
    .filter((text): text is string => Boolean(text))
    .map((text) => ({ text, weight: WEIGHTS.ownAddress, spell: true }));
}

/** Every moment's vocabulary key for each country: what the server may build once at start. */
export function everyCallMoment(): ListeningRef[] {
  const refs: ListeningRef[] = [];
  for (const countryId of COUNTRY_IDS) {
    refs.push({ countryId, questionId: LEARN_ADDRESS_QUESTION });
    for (const scenario of SPOKEN_SCENARIOS)
      for (const question of buildScript(scenario, getCountry(countryId)).questions) {
        const base = { countryId, scenarioType: scenario.type, scenarioId: scenario.id };
        refs.push({ ...base, questionId: question.id }, { ...base, questionId: `${question.id}/confirm` });
        if (question.kind === 'address')
          refs.push(
            { ...base, questionId: `${question.id}/follow-up-1` },
            { ...base, questionId: `${question.id}/follow-up-2` },
          );
        if (question.kind === 'people') refs.push({ ...base, questionId: `${question.id}/breathing-check` });
      }
  }
  return refs;
}
