// Completeness by question kind (docs/product.md §5), with the tips that say what was missing.
import type { CountryId, EmergencyService } from '../countries';
import { placeGiven } from '../understanding/place-given';
import { analyseText, firstIndexOfAnyLoose, hasAny, hasAnyLoose, type AnalysedText } from './text';
import type { AnswerStars, RatingQuestion } from './types';
import {
  ADVICE_PHRASES,
  DONT_KNOW_PHRASES,
  HAZARD_WORDS,
  IMPLIED_SERVICE_PHRASES,
  LANDMARK_PHRASES,
  NO_PHRASES,
  PLACE_WORDS,
  REASON_PHRASES,
  SERVICE_SYNONYMS,
  SIZE_WORDS,
  UNSURE_PHRASES,
  YES_PHRASES,
} from './vocabulary';

export interface CompletenessResult {
  score: AnswerStars;
  /** Kind, specific suggestions for what the answer left out, most useful first. */
  tips: string[];
}

const SERVICES: readonly EmergencyService[] = ['fire', 'ambulance', 'police'];

const SERVICE_ASK: Readonly<Record<EmergencyService, string>> = {
  fire: 'the fire service',
  ambulance: 'an ambulance',
  police: 'the police',
};

/** Every service the answer names, in the order of the service list. */
export function servicesNamed(text: AnalysedText): EmergencyService[] {
  return SERVICES.filter((service) => hasAnyLoose(text, SERVICE_SYNONYMS[service]));
}

/**
 * The service that what happened points to, when none is named: the expected one if implied, else
 * the one implied earliest; null when nothing points anywhere.
 */
export function impliedService(text: AnalysedText, expected?: EmergencyService): EmergencyService | null {
  const implied = SERVICES.map((service) => ({
    service,
    at: firstIndexOfAnyLoose(text, IMPLIED_SERVICE_PHRASES[service]),
  })).filter((candidate) => candidate.at >= 0);
  if (implied.length === 0) return null;
  if (expected !== undefined && implied.some((candidate) => candidate.service === expected)) return expected;
  return [...implied].sort((a, b) => a.at - b.at)[0]?.service ?? null;
}

/** "It's not an emergency, I need advice": the right answer to an advice line's first question. */
export function saysAdvice(text: AnalysedText): boolean {
  return hasAny(text, ADVICE_PHRASES);
}

export function saysDontKnow(text: AnalysedText): boolean {
  return hasAny(text, DONT_KNOW_PHRASES);
}

/**
 * The right service earns 3, another service 2, none 1. A service only implied by what happened
 * ("my mum fell and won't get up") earns 2 with a tip to name it. On an advice line (type 111) the
 * right answer is that it is not an emergency and advice is needed; naming a nurse or doctor counts.
 */
export function rateServiceCompleteness(
  text: AnalysedText,
  expected: EmergencyService | undefined,
  callType: '999' | '111' = '999',
): CompletenessResult {
  if (callType === '111') {
    if (saysAdvice(text)) return { score: 3, tips: [] };
    if (servicesNamed(text).length > 0 || impliedService(text, expected) !== null)
      return { score: 2, tips: ['Say that it is not an emergency and that you need some advice.'] };
    return { score: 1, tips: ['Say whether it is an emergency, or that you need some advice.'] };
  }
  const named = servicesNamed(text);
  if (named.length === 0) {
    const implied = impliedService(text, expected);
    if (implied !== null && (expected === undefined || implied === expected))
      return {
        score: 2,
        tips: [`You said what happened. Also say which service you need: ${SERVICE_ASK[implied]}.`],
      };
    return { score: 1, tips: ['Say which service you need: fire, ambulance or police.'] };
  }
  if (expected === undefined || named.includes(expected)) return { score: 3, tips: [] };
  return { score: 2, tips: ['Think about which service fits best: fire, ambulance or police.'] };
}

/**
 * A number (digits or a word like "twelve") with a street earns 3; a street alone, a landmark a crew
 * could find, or an honest "I don't know" earn 2, never less: a child who cannot give an address
 * should still say where they are, and is not punished for being honest. A number alone earns 2 as
 * the spec says, but it is not a place: the operator still asks where.
 */
export function rateAddressCompleteness(text: AnalysedText, countryId?: CountryId): CompletenessResult {
  const { number, street, findable } = placeGiven(text.said, countryId);
  if (number && street) return { score: 3, tips: [] };
  if (street) return { score: 2, tips: ['Add the house number if you know it.'] };
  if (findable || hasAny(text, LANDMARK_PHRASES))
    return { score: 2, tips: ['Great landmark! Add the street name too if you know it.'] };
  if (number) return { score: 2, tips: ['Add the name of the street or road.'] };
  if (saysDontKnow(text)) {
    return {
      score: 2,
      tips: ["It's okay not to know. Say something you can see nearby, like a shop or a park."],
    };
  }
  return { score: 1, tips: ['Say the house number and the street name.'] };
}

/** What is wrong, where and how big: all three earn 3, some earn 2. "I don't know" earns 2. */
export function rateDescriptionCompleteness(text: AnalysedText): CompletenessResult {
  const missing: string[] = [];
  if (!hasAnyLoose(text, HAZARD_WORDS))
    missing.push('Say what is happening, like fire, smoke or someone hurt.');
  if (!hasAny(text, PLACE_WORDS)) missing.push('Say where it is, like the kitchen or upstairs.');
  if (!hasAny(text, SIZE_WORDS)) missing.push('Say how big or how bad it is.');
  if (missing.length === 0) return { score: 3, tips: [] };
  if (missing.length < 3) return { score: 2, tips: missing };
  if (saysDontKnow(text))
    return { score: 2, tips: ["It's okay not to know. Say anything you can see or hear."] };
  return { score: 1, tips: missing };
}

/** A yes, no or not sure, including stretched or misspelt ones ("yess", "noooo"). */
export function hasStatus(text: AnalysedText): boolean {
  return hasAnyLoose(text, YES_PHRASES) || hasAnyLoose(text, NO_PHRASES) || hasAny(text, UNSURE_PHRASES);
}

/** A clear yes, no or not sure plus a reason or state earns 3; one of them earns 2. */
export function ratePeopleCompleteness(text: AnalysedText): CompletenessResult {
  const status = hasStatus(text);
  const reason = hasAny(text, REASON_PHRASES);
  if (status && reason) return { score: 3, tips: [] };
  const tips: string[] = [];
  if (!status) tips.push('Start with yes, no or not sure.');
  if (!reason) tips.push('Add a little detail, like whether they are awake, breathing or trapped.');
  return { score: status || reason ? 2 : 1, tips };
}

export function rateCompleteness(text: AnalysedText | string, question: RatingQuestion): CompletenessResult {
  const analysed = typeof text === 'string' ? analyseText(text) : text;
  switch (question.kind) {
    case 'service':
      return rateServiceCompleteness(analysed, question.expectedService, question.callType);
    case 'address':
      return rateAddressCompleteness(analysed, question.countryId);
    case 'description':
      return rateDescriptionCompleteness(analysed);
    case 'people':
      return ratePeopleCompleteness(analysed);
  }
}
