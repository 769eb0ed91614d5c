// The child's own address inside a practice call (ADR 043). For a child whose parent stored an
// address, the web app has each answer that gives a place checked by the server against it (ADR 037)
// and hands the reply to the engine with the answer. The engine never sees the stored address: only
// what the check already tells the child (how much was right, and the feedback line).
import type { AddressPartId } from '../address/address-shape';
import type { AddressPartStatus, AddressSkill } from '../address/match-address';
import { ADVICE_FEEDBACK, FEEDBACK, type ResponseRating } from '../rating';
import { spellAs } from '../wording/spelling';
import { cleanAnswer, hearAnswer } from './extract';
import type { CallPicture } from './picture';
import { flagsThatMatter } from './red-flags';
import type { OwnAddressSaid } from './results';
import { callSettingOf, type ConversationState, type OperatorPrompt } from './state';
import { hearAnswerFacts } from './take-answer';

/** The server's part-by-part check of one answer (POST /api/child/address/check, purpose 'call'). */
export interface CallAddressCheck {
  skill: AddressSkill;
  /** "You said Mill Lane. Great! Now add the number: 5.", in words for the child's reading band. */
  feedback: string;
  parts: readonly { part: AddressPartId; status: AddressPartStatus }[];
}

const SKILL_ORDER: Readonly<Record<AddressSkill, number>> = { no: 0, partly: 1, yes: 2 };

/**
 * Whether an answer is an address answer: one to the address question or its follow-ups, or any
 * answer that names a place (a correction at the address read-back, an address said early). A bare
 * "yes" to the read-back is not one: it repeats nothing.
 */
function isAddressAnswer(prompt: OperatorPrompt, heard: CallPicture): boolean {
  if (prompt.kind === 'address' && prompt.purpose !== 'confirmation') return true;
  return heard.location !== undefined && heard.location.source === 'answer';
}

/**
 * Whether the web app should have `text` checked against the stored address before stepping the
 * call: the same rule the engine uses to count a check (so no answer is checked for nothing).
 */
export function wantsAddressCheck(state: ConversationState, text: string): boolean {
  const prompt = state.prompt;
  if (state.stage !== 'listening' || prompt === null) return false;
  if (prompt.kind === 'address' && prompt.purpose !== 'confirmation') return true;
  return isAddressAnswer(prompt, heardIn(state, prompt, text));
}

/** What one answer says, read as the engine reads it for the prompt it answers. */
function heardIn(state: ConversationState, prompt: OperatorPrompt, text: string): CallPicture {
  const clean = cleanAnswer(text);
  const withAnswer: ConversationState = {
    ...state,
    conversationHistory: [...state.conversationHistory, { speaker: 'user', message: clean, timestamp: 0 }],
  };
  return hearAnswerFacts(withAnswer, callSettingOf(state), prompt, hearAnswer(clean));
}

/** A step's result, as engine.ts returns it (its effects kept as they are). */
interface Stepped<Effect> {
  state: ConversationState;
  effects: Effect[];
}

/**
 * An answer's step with its address check taken in (ADR 043): the best check so far is kept on the
 * state for the results, and the address question's rating follows the check. `stepped` is the
 * step of the same answer without the check; a check on an answer that is not an address answer,
 * or on an answer the call did not take, changes nothing.
 */
export function withAddressCheck<Effect>(
  before: ConversationState,
  text: unknown,
  check: CallAddressCheck,
  stepped: Stepped<Effect>,
): Stepped<Effect> {
  const prompt = before.prompt;
  if (stepped.state === before || prompt === null || typeof text !== 'string') return stepped;
  const heard = heardIn(before, prompt, text);
  const counted = countedCheck(prompt, heard, check);
  if (counted === null) return stepped;
  const ownAddress = bestSaid(before.ownAddress ?? null, counted);
  let state: ConversationState = ownAddress ? { ...stepped.state, ownAddress } : stepped.state;
  const rated = state.currentFeedback;
  if (prompt.purpose === 'question' && prompt.kind === 'address' && state.stage === 'feedback' && rated) {
    const type = before.scenarioType;
    const spelling = callSettingOf(before).country.spelling;
    const reportedRedFlag = flagsThatMatter(state.redFlags, type).some(
      (flag) => !before.redFlags.includes(flag),
    );
    const rating = creditOwnAddress(rated, counted, {
      reportedRedFlag,
      namedPlace: heard.location?.source === 'answer',
      starLine: (stars) => spellAs((type === '111' ? ADVICE_FEEDBACK : FEEDBACK)[stars], spelling),
    });
    state = {
      ...state,
      currentFeedback: rating,
      responseRatings: [...state.responseRatings.slice(0, -1), rating],
    };
  }
  return { state, effects: stepped.effects };
}

/** The check that counts for this answer, or null (no check, or not an address answer). */
export function countedCheck(
  prompt: OperatorPrompt,
  heard: CallPicture,
  check: CallAddressCheck | undefined,
): CallAddressCheck | null {
  if (check === undefined || !isAddressAnswer(prompt, heard)) return null;
  return check;
}

/** The better of two: more of the address right; the later one when they are equal. */
export function bestSaid(
  before: OwnAddressSaid | null,
  check: CallAddressCheck | null,
): OwnAddressSaid | null {
  if (check === null) return before;
  if (before !== null && SKILL_ORDER[before.skill] > SKILL_ORDER[check.skill]) return before;
  return { skill: check.skill, feedback: check.feedback };
}

/**
 * The address question's rating with the check: fewer than 3 stars unless every part was right;
 * the feedback line names what was right and the one part to add (as praise when something was
 * right, as the tip when nothing was). An answer credited for a red flag it reported keeps its
 * rating when it named no place: the follow-ups still ask where.
 */
export function creditOwnAddress(
  rating: ResponseRating,
  check: CallAddressCheck,
  options: {
    reportedRedFlag: boolean;
    namedPlace: boolean;
    /** The star line for a number of stars, as the call words it (docs/product.md §5). */
    starLine: (stars: ResponseRating['stars']) => string;
  },
): ResponseRating {
  if (options.reportedRedFlag && !options.namedPlace) return rating;
  if (check.skill === 'yes') return { ...rating, praise: check.feedback };
  const stars = Math.min(rating.stars, 2) as ResponseRating['stars'];
  const completeness = Math.min(rating.categories.completeness, 2) as ResponseRating['stars'];
  const capped: ResponseRating = {
    ...rating,
    stars,
    feedback: stars === rating.stars ? rating.feedback : options.starLine(stars),
    categories: { ...rating.categories, completeness },
  };
  return check.skill === 'partly'
    ? { ...capped, praise: check.feedback, tips: [] }
    : { ...capped, tips: [check.feedback] };
}
