// A call's results (docs/product.md §3 "Results scores", §5 "Results", §9; docs/architecture.md §5.1 and §5.7).
import type { ResponseRating } from '../rating';
import {
  overallStarsFromAnswerAverage,
  resultTierFor,
  tierScoreFromAnswerAverage,
  type ResultTier,
  type StarCount,
} from '../scoring';
import type { AddressSkill } from '../address/match-address';
import type { ExtractedInfo } from './extract';
import type { RedFlag } from './red-flags';

/** The best the child said their own address in a call, with that check's feedback (ADR 043). */
export interface OwnAddressSaid {
  skill: AddressSkill;
  feedback: string;
}

/** docs/product.md §9: average stars × 33.33, rounded. */
export const STAR_TO_PERCENT = 33.33;

export interface CallScores {
  /** Null when no answer was spoken: clarity and calmness are only rated on a voice (ADR 036). */
  clarity: number | null;
  calmness: number | null;
  accuracy: number;
  serviceSelection: number;
}

/** The result tier as shown and stored: its threshold stays in the catalogue (and -Infinity is not JSON). */
export type CallTier = Pick<ResultTier, 'title' | 'level' | 'certificate'>;

export interface CallResults {
  /** Each 0–100. */
  scores: CallScores;
  /** Mean answer stars on the 1–3 scale; with no ratings, the mean score ÷ 33.33. */
  answerAverage: number;
  overallStars: StarCount;
  tier: CallTier;
  timeTakenSeconds: number;
  /** The call went on without a location the crew could find (ADR 011): the results say why it matters. */
  addressMissing: boolean;
  /** On an advice line, the child told the nurse about a red flag and was sent to the emergency number. */
  recognisedEmergency: boolean;
  /** The red flags the child told the operator about (ADR 035): what the call taught. */
  redFlags: RedFlag[];
  /**
   * Whether the child said their own stored address (ADR 043): every part, some, or none, the best
   * over the call. Absent when the call checked no answer against a stored address.
   */
  saidOwnAddress?: AddressSkill;
  /** The feedback line of that best check ("You said Mill Lane. Great! Now add the number: 5."). */
  ownAddressFeedback?: string;
}

export interface CallOutcome {
  addressMissing: boolean;
  recognisedEmergency: boolean;
  redFlags?: readonly RedFlag[];
  /** The best check of the child's own address in the call, when there was one (ADR 043). */
  ownAddress?: OwnAddressSaid;
  /** An advice call's title and certificate name the advice call (ADR 057); an emergency call unless told. */
  callType?: '999' | '111';
}

/**
 * A call where the child's answers were checked against their own address is not perfect unless
 * they said every part of it (ADR 043): its score on the 1–5 scale stops at 4.
 */
const WITHOUT_OWN_ADDRESS_CEILING = 4;

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function percent(averageStars: number): number {
  return Math.min(100, Math.max(0, Math.round(averageStars * STAR_TO_PERCENT)));
}

/** A category's percentage over the answers it was rated on; null when it was rated on none. */
function ratedPercent(values: readonly (number | null)[]): number | null {
  const rated = values.filter((value): value is number => value !== null);
  return rated.length === 0 ? null : percent(mean(rated));
}

function tierOf(tierScore: number, callType: '999' | '111'): CallTier {
  const { title, level, certificate } = resultTierFor(tierScore, callType);
  return { title, level, certificate };
}

export function computeResults(
  ratings: readonly ResponseRating[],
  extractedInfo: ExtractedInfo,
  time: { startedAt: number; finishedAt: number },
  outcome: CallOutcome = { addressMissing: false, recognisedEmergency: false },
): CallResults {
  const scores: CallScores = {
    clarity: ratings.length === 0 ? 0 : ratedPercent(ratings.map((rating) => rating.categories.clarity)),
    calmness: ratings.length === 0 ? 0 : ratedPercent(ratings.map((rating) => rating.categories.calmness)),
    accuracy: percent(mean(ratings.map((rating) => rating.categories.completeness))),
    // A service filled in by the fallback was not requested by the child.
    serviceSelection: extractedInfo.serviceRequested?.source === 'answer' ? 100 : 0,
  };
  const answerAverage =
    ratings.length > 0
      ? mean(ratings.map((rating) => rating.stars))
      : mean([scores.clarity ?? 0, scores.calmness ?? 0, scores.accuracy, scores.serviceSelection]) /
        STAR_TO_PERCENT;
  const elapsed = (time.finishedAt - time.startedAt) / 1000;
  const ownAddress = outcome.ownAddress;
  const ceiling = ownAddress && ownAddress.skill !== 'yes' ? WITHOUT_OWN_ADDRESS_CEILING : Infinity;
  const tierScore = Math.min(tierScoreFromAnswerAverage(answerAverage), ceiling);
  return {
    scores,
    answerAverage,
    overallStars: Math.min(overallStarsFromAnswerAverage(answerAverage), ceiling) as StarCount,
    tier: tierOf(tierScore, outcome.callType ?? '999'),
    timeTakenSeconds: Number.isFinite(elapsed) ? Math.max(0, Math.round(elapsed)) : 0,
    addressMissing: outcome.addressMissing,
    recognisedEmergency: outcome.recognisedEmergency,
    redFlags: [...(outcome.redFlags ?? [])],
    ...(ownAddress ? { saidOwnAddress: ownAddress.skill, ownAddressFeedback: ownAddress.feedback } : {}),
  };
}
