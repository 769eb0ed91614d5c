// Completeness by question kind (docs/product.md §5), with the tips that say what was missing.
import type { EmergencyService } from '../countries';
import { analyseText, hasAny, hasDigit, type AnalysedText } from './text';
import type { AnswerStars, RatingQuestion } from './types';
import {
  DONT_KNOW_PHRASES,
  HAZARD_WORDS,
  LANDMARK_PHRASES,
  NO_PHRASES,
  NUMBER_WORDS,
  PLACE_WORDS,
  REASON_PHRASES,
  SERVICE_SYNONYMS,
  SIZE_WORDS,
  STREET_WORDS,
  UNSURE_PHRASES,
  YES_PHRASES,
} from './vocabulary';

export interface CompletenessResult {
  score: AnswerStars;
  /** Kind, specific suggestions for what the answer left out, most useful first. */
  tips: string[];
}

const SERVICES: readonly EmergencyService[] = ['fire', 'ambulance', 'police'];

/** Every service the answer names, in the order of the service list. */
export function servicesNamed(text: AnalysedText): EmergencyService[] {
  return SERVICES.filter((service) => hasAny(text, SERVICE_SYNONYMS[service]));
}

export function saysDontKnow(text: AnalysedText): boolean {
  return hasAny(text, DONT_KNOW_PHRASES);
}

export function rateServiceCompleteness(
  text: AnalysedText,
  expected: EmergencyService | undefined,
): CompletenessResult {
  const named = servicesNamed(text);
  if (named.length === 0)
    return { score: 1, tips: ['Say which service you need: fire, ambulance or police.'] };
  if (expected === undefined || named.includes(expected)) return { score: 3, tips: [] };
  return { score: 2, tips: ['Think about which service fits best: fire, ambulance or police.'] };
}

/**
 * A number (digits or a word like "twelve") with a street word earns 3; either one alone earns 2.
 * Landmarks ("next to the park") and an honest "I don't know" also earn 2, never less: a child who
 * cannot give an address should still say where they are, and is not punished for being honest.
 */
export function rateAddressCompleteness(text: AnalysedText): CompletenessResult {
  const number = hasDigit(text) || hasAny(text, NUMBER_WORDS);
  const street = hasAny(text, STREET_WORDS);
  if (number && street) return { score: 3, tips: [] };
  if (street) return { score: 2, tips: ['Add the house number if you know it.'] };
  if (number) return { score: 2, tips: ['Add the name of the street or road.'] };
  if (hasAny(text, LANDMARK_PHRASES))
    return { score: 2, tips: ['Great landmark! Add the street name too if you know it.'] };
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
  if (!hasAny(text, HAZARD_WORDS)) missing.push('Say what is happening, like fire, smoke or someone hurt.');
  if (!hasAny(text, PLACE_WORDS)) missing.push('Say where it is, like the kitchen or upstairs.');
  if (!hasAny(text, SIZE_WORDS)) missing.push('Say how big or how bad it is.');
  if (missing.length === 0) return { score: 3, tips: [] };
  if (missing.length < 3) return { score: 2, tips: missing };
  if (saysDontKnow(text))
    return { score: 2, tips: ["It's okay not to know. Say anything you can see or hear."] };
  return { score: 1, tips: missing };
}

/** A clear yes, no or not sure plus a reason or state earns 3; one of them earns 2. */
export function ratePeopleCompleteness(text: AnalysedText): CompletenessResult {
  const status = hasAny(text, YES_PHRASES) || hasAny(text, NO_PHRASES) || hasAny(text, UNSURE_PHRASES);
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
      return rateServiceCompleteness(analysed, question.expectedService);
    case 'address':
      return rateAddressCompleteness(analysed);
    case 'description':
      return rateDescriptionCompleteness(analysed);
    case 'people':
      return ratePeopleCompleteness(analysed);
  }
}
