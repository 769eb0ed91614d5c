// How one answer changes the picture of the call (ADR 035): every fact is heard whatever was
// asked, the question just asked adds its own reading (a bare "no", an honest "I don't know"),
// red flags follow from the picture, and the spec's four items are read off it.
import type { EmergencyService } from '../countries';
import { saysDontKnow } from '../rating/completeness';
import type { QuestionKind } from '../rating';
import {
  CONFIDENCE,
  extractInfo,
  type ExtractedInfo,
  type HeardAnswer,
  type InfoKey,
  type PeopleSlot,
  type PeopleStatus,
} from './extract';
import {
  FACT_CONFIDENCE,
  hearFacts,
  IMPLIED_CONFIDENCE,
  type AnswerContext,
  type PeopleQuestion,
} from './hear-facts';
import { fact, hasPlace, mergePicture, placeWords, reliedOn, type CallPicture, type Fact } from './picture';
import { flagsFromPicture, peopleQuestionOf, sceneOf, type RedFlag } from './red-flags';
import type { CallSetting, ConversationState, OperatorPrompt } from './state';

/** What the answer was to: bare answers are read against it. */
function askedOf(prompt: OperatorPrompt): AnswerContext['asked'] {
  if (prompt.purpose === 'protocol') return 'breathing';
  if (prompt.kind === 'people' && prompt.purpose !== 'confirmation') return 'people';
  return null;
}

/** The main people fact of a people question, as the spec's yes / no / not sure. */
export function peopleStatusOf(
  whole: CallPicture,
  question: PeopleQuestion,
): { status: PeopleStatus; fact: Fact<unknown> } | null {
  // A fact the child refused at its read-back is kept, but answers nothing.
  const picture = reliedOn(whole);
  const yesNo = (value: string): PeopleStatus => (value === 'yes' ? 'yes' : value === 'no' ? 'no' : 'unsure');
  switch (question) {
    case 'inside':
      return picture.trapped ? { status: yesNo(picture.trapped.value.status), fact: picture.trapped } : null;
    case 'patient':
      if (picture.awake) return { status: yesNo(picture.awake.value), fact: picture.awake };
      if (picture.breathing?.value === 'not') return { status: 'no', fact: picture.breathing };
      return null;
    case 'hurt':
      // "Is anyone hurt? Are they awake and breathing?": a hurt person's state is still to be asked.
      if (picture.hurt?.value === 'yes' && !picture.awake && !picture.breathing) return null;
      if (picture.awake) return { status: picture.awake.value === 'no' ? 'no' : 'yes', fact: picture.awake };
      return picture.hurt ? { status: yesNo(picture.hurt.value), fact: picture.hurt } : null;
    case 'safety':
      if (picture.childSafe) return { status: 'yes', fact: picture.childSafe };
      // "Are you safe, and is anyone hurt?": where the intruder is does not answer it.
      if (picture.hurt) return { status: yesNo(picture.hurt.value), fact: picture.hurt };
      return null;
    case 'grown-up':
      return picture.grownUp ? { status: yesNo(picture.grownUp.value), fact: picture.grownUp } : null;
    case 'awake-grown-up':
      if (picture.awake) return { status: yesNo(picture.awake.value), fact: picture.awake };
      return picture.grownUp ? { status: yesNo(picture.grownUp.value), fact: picture.grownUp } : null;
  }
}

/** Whether the picture already answers a key question, so that asking it would be asking cold. */
export function knows(whole: CallPicture, kind: QuestionKind, call: CallSetting): boolean {
  const picture = reliedOn(whole);
  switch (kind) {
    case 'service':
      return call.scenario.type === '111'
        ? picture.needsAdvice !== undefined || (picture.services?.value.length ?? 0) > 0
        : picture.services?.source === 'answer' && picture.services.value.length > 0;
    case 'address':
      return hasPlace(picture);
    case 'description':
      // What happened said in passing ("my brother has a fever", "someone's breaking in") still
      // leaves the details to ask about (where, how bad, how many); a red flag whose instructions
      // have taken over does not.
      if (picture.breathing?.value === 'not' || picture.awake?.value === 'no') return true;
      return (
        picture.happened !== undefined &&
        (picture.happened.confidence >= 0.8 || picture.happened.source !== 'answer')
      );
    case 'people':
      return peopleStatusOf(picture, peopleQuestionOf(call.scenario)) !== null;
  }
}

/** The question just asked reads its own answer too: a bare "no", "I don't know", a service only implied. */
/** People facts answer the people question: said at any other moment, they are read back before they are relied on. */
const PEOPLE_FACTS = [
  'awake',
  'breathing',
  'bleeding',
  'hurt',
  'trapped',
  'intruder',
  'childSafe',
  'grownUp',
  'patientAge',
] as const;

function inTurnReading(
  state: ConversationState,
  heard: CallPicture,
  prompt: OperatorPrompt,
  answer: HeardAnswer,
  call: CallSetting,
  turn: number,
): CallPicture {
  const next: CallPicture = { ...heard };
  if (!(prompt.kind === 'people' && prompt.purpose !== 'confirmation'))
    for (const key of PEOPLE_FACTS) {
      const found = next[key] as Fact<unknown> | undefined;
      if (found)
        (next as Record<string, unknown>)[key] = {
          ...found,
          confidence: Math.min(found.confidence, FACT_CONFIDENCE.outOfTurn),
        };
    }
  const { scenario } = call;
  const words = answer.words;
  switch (prompt.kind) {
    case 'service': {
      if (prompt.purpose === 'confirmation' || next.services || next.needsAdvice) break;
      const reading = extractInfo('service', answer, scenario.service, scenario.type);
      if (reading?.key === 'serviceRequested' && reading.slot.source === 'answer')
        next.services = fact([reading.slot.value], words, reading.slot.confidence, turn);
      break;
    }
    case 'address':
      if (next.location === undefined && saysDontKnow(answer.text))
        next.location = fact({}, words, CONFIDENCE.address, turn, 'unknown');
      break;
    case 'description': {
      if (prompt.purpose === 'confirmation') break;
      const reading = extractInfo('description', answer);
      const before = state.picture.happened;
      if (reading?.slot.source === 'unknown' && before?.source === 'answer')
        // "I don't know" now, after saying what happened earlier: the question is answered.
        next.happened = { ...before, confidence: FACT_CONFIDENCE.inTurn };
      else if (reading?.key === 'description')
        next.happened = fact(words, words, FACT_CONFIDENCE.inTurn, turn, reading.slot.source);
      break;
    }
    case 'people': {
      // Only the people question itself: a read-back or the breathing check reads its own answer.
      if (prompt.purpose !== 'question' || peopleStatusOf(next, peopleQuestionOf(scenario)) !== null) break;
      const reading = extractInfo('people', answer);
      if (reading?.key !== 'peopleStatus') break;
      const source = reading.slot.source === 'unknown' ? 'unknown' : 'answer';
      const status = reading.slot.value;
      const tri = fact(status, words, FACT_CONFIDENCE.inTurn, turn, source);
      switch (peopleQuestionOf(scenario)) {
        // Only where the answer said nothing more exact about the same fact.
        case 'inside':
          next.trapped ??= fact({ status }, words, FACT_CONFIDENCE.inTurn, turn, source);
          break;
        case 'patient':
        case 'awake-grown-up':
          next.awake ??= tri;
          break;
        case 'hurt':
        case 'safety':
          next.hurt ??= tri;
          break;
        case 'grown-up':
          if (next.grownUp) break;
          next.grownUp =
            status === 'unsure' ? undefined : fact(status, words, FACT_CONFIDENCE.inTurn, turn, source);
          break;
      }
      break;
    }
  }
  return next;
}

/** Every fact in one answer, as heard in reply to `prompt`. */
export function hearAnswerFacts(
  state: ConversationState,
  call: CallSetting,
  prompt: OperatorPrompt,
  answer: HeardAnswer,
): CallPicture {
  const turn = state.conversationHistory.filter((entry) => entry.speaker === 'user').length;
  const heard = hearFacts(answer.words, {
    people: peopleQuestionOf(call.scenario),
    road: sceneOf(call.scenario) === 'road',
    placeAsked: prompt.kind === 'address',
    asked: askedOf(prompt),
    countryId: call.country.id,
    callType: call.scenario.type,
    expectedService: call.scenario.service,
    turn,
  });
  return inTurnReading(state, heard, prompt, answer, call, turn);
}

function union<Item>(a: readonly Item[], b: readonly Item[]): Item[] {
  return [...a, ...b.filter((item) => !a.includes(item))];
}

/** The spec's four items as the picture answers them; placeholders stay where the picture has nothing. */
export function extractedInfoOf(
  picture: CallPicture,
  call: CallSetting,
  before: ExtractedInfo,
): ExtractedInfo {
  const info: ExtractedInfo = { ...before };
  const expected = call.scenario.service;
  if (picture.needsAdvice && call.scenario.type === '111')
    info.serviceRequested = { value: expected, confidence: CONFIDENCE.service, source: 'answer' };
  else if (picture.services && picture.services.value.length > 0) {
    const value = picture.services.value.includes(expected)
      ? expected
      : (picture.services.value[0] ?? expected);
    info.serviceRequested = {
      value,
      confidence: picture.services.confidence,
      source: picture.services.source === 'refused' ? 'unknown' : picture.services.source,
    };
  }
  const location = picture.location;
  if (location && (location.source === 'answer' || before.address?.source !== 'answer')) {
    const findable = hasPlace(picture);
    info.address = {
      value: findable ? placeWords(location.value) : location.words,
      confidence: CONFIDENCE.address,
      source: findable ? 'answer' : 'unknown',
    };
  }
  if (picture.happened)
    info.description = {
      value: picture.happened.words,
      confidence: CONFIDENCE.description,
      source: picture.happened.source === 'refused' ? 'unknown' : picture.happened.source,
    };
  const people = peopleStatusOf(picture, peopleQuestionOf(call.scenario));
  if (people) {
    const slot: PeopleSlot = {
      value: people.status,
      text: people.fact.words,
      confidence: CONFIDENCE.people,
      source: people.fact.source === 'unknown' ? 'unknown' : 'answer',
    };
    info.peopleStatus = slot;
  }
  return info;
}

/**
 * The picture with one answer taken in: facts merged, new red flags added (a flag once heard is
 * kept), the fire service added for someone trapped in a burning car, and the location queued for
 * its read-back the first time a place is heard.
 */
export function takeFacts(
  state: ConversationState,
  call: CallSetting,
  heard: CallPicture,
): ConversationState {
  let picture = mergePicture(state.picture, heard);
  // Someone who has stopped breathing is not awake (Resuscitation Council UK 2021: "unresponsive and
  // not breathing normally" is cardiac arrest): implied, so anything said about being awake wins.
  if (picture.breathing?.value === 'not' && picture.breathing.source === 'answer' && !picture.awake)
    picture = {
      ...picture,
      awake: fact('no', picture.breathing.words, IMPLIED_CONFIDENCE, picture.breathing.turn),
    };
  const flags = union(state.redFlags, flagsFromPicture(picture, call.scenario));
  const fresh = flags.filter((flag) => !state.redFlags.includes(flag));
  if (fresh.length > 0 && picture.happened === undefined) {
    const words = firstWords(heard) ?? '';
    picture = { ...picture, happened: fact(words, words, FACT_CONFIDENCE.outOfTurn, lastTurn(heard)) };
  }
  if (fresh.includes('trapped-in-fire') && call.scenario.service !== 'fire') {
    const services = picture.services;
    picture = {
      ...picture,
      services: services
        ? { ...services, value: union(services.value, ['fire']) }
        : fact(['fire' as const], '', FACT_CONFIDENCE.named, lastTurn(heard)),
    };
  }
  picture = withServicesTheSceneNeeds(picture, call);
  let needsConfirmation = state.needsConfirmation;
  const queue = (key: InfoKey) => {
    if (!state.confirmedKeys.includes(key) && !needsConfirmation.includes(key))
      needsConfirmation = [...needsConfirmation, key];
  };
  if (hasPlace(picture) && !hasPlace(state.picture)) queue('address');
  const services = picture.services;
  if (services && services.source === 'answer' && services.confidence < 0.8 && !picture.needsAdvice)
    queue('serviceRequested');
  return {
    ...state,
    picture,
    redFlags: flags,
    needsConfirmation,
    extractedInfo: extractedInfoOf(picture, call, state.extractedInfo),
  };
}

/**
 * More than one service by what the scene needs, added to the services the child asked for (never
 * asked in their place, so the service question still comes): someone trapped in a vehicle needs
 * the fire service to cut them free (Fire and Rescue Services Act 2004 s.8, road traffic
 * collisions), and someone hurt needs an ambulance whoever was asked for first.
 */
function withServicesTheSceneNeeds(picture: CallPicture, call: CallSetting): CallPicture {
  const services = picture.services;
  if (!services || services.source !== 'answer' || call.scenario.type !== '999') return picture;
  const needed: EmergencyService[] = [];
  const trapped = picture.trapped?.value;
  if (sceneOf(call.scenario) === 'road' && trapped?.status === 'yes' && trapped.who !== 'you')
    needed.push('fire');
  const hurt =
    picture.hurt?.value === 'yes' ||
    picture.bleeding?.value === 'heavy' ||
    picture.awake?.value === 'no' ||
    picture.breathing?.value === 'not' ||
    picture.breathing?.value === 'trouble';
  if (hurt) needed.push('ambulance');
  const missing = needed.filter((service) => !services.value.includes(service));
  return missing.length === 0
    ? picture
    : { ...picture, services: { ...services, value: [...services.value, ...missing] } };
}

function firstWords(heard: CallPicture): string | undefined {
  return (
    heard.breathing?.words ??
    heard.awake?.words ??
    heard.trapped?.words ??
    heard.intruder?.words ??
    heard.rash?.words
  );
}

function lastTurn(heard: CallPicture): number {
  return Math.max(0, ...Object.values(heard).map((entry) => (entry as Fact<unknown>).turn));
}

/** The flags that a red flag in this list makes the people facts of: a people read-back would only contradict them. */
export function flagSpeaksForPeople(flags: readonly RedFlag[]): boolean {
  return flags.some((flag) => flag !== 'non-fading-rash' && flag !== 'bone-through-skin');
}
