// How the operator reads a location back (docs/product.md §4 "Confirmation"; docs/architecture.md §5
// and ADR 011). Whether an answer gives a place at all is the understanding layer's placeGiven (ADR 061).
import { numbersAsDigits } from '../understanding/number-words';

/** Openers that are not part of the place itself. */
const FILLERS = /^(?:(?:um+|uh+|er+|erm|so|okay|ok|well|yes|yeah|no|oh|and|i think|like|hmm+)[,.!]?\s+)+/i;
/** "I don't know the number, but we live on Oak Road": the place is what follows the "but". */
const UNSURE_LEAD = /^(?:i\s+)?(?:don'?t|do\s+not)\s+know[^,]*,?\s+(?:but|so)\s+/i;
const OPENERS =
  /^(?:(?:the|my|our)\s+address\s+is|(?:we|i)\s+live|we(?:'re|\s+are)|were|i(?:'m|\s+am)|im|it(?:'s|\s+is)|its|i\s+can\s+see|we\s+can\s+see|there(?:'s|\s+is|s)|you\s+can\s+see)\s+/i;

const MID_LEAD =
  /\b(?:we(?:'re|\s+are)|i(?:'m|\s+am)|(?:we|i)\s+live|(?:the\s+)?address\s+is)\s+(?=at\b|on\b|in\b|near\b|by\b|next\b|\d)/i;

/** Words that already say how the caller is placed: "next to the shop", "on Oak Road". */
const PLACING =
  /^(?:next\s+to|near|nearby|by|opposite|behind|beside|in\s+front\s+of|across\s+from|outside|inside|on|at|in|on\s+the\s+corner\s+of)\s/i;

/**
 * The location as the operator reads it back, with how the caller is placed: "at 12 Oak Road",
 * "next to the shop", "on Elm Close". The child's own words, without "the address is" or "I can see",
 * numbers said as words turned into digits.
 */
export function locationReadBack(answer: string): string {
  const trimmed = answer.trim().replace(/[.!?]+$/, '');
  // "Ambulance please, we're at 12 Oak Road": the place starts where the child says where they are.
  const lead = MID_LEAD.exec(trimmed);
  let place = lead && lead.index > 0 ? trimmed.slice(lead.index) : trimmed;
  for (let pass = 0; pass < 3; pass += 1)
    place = place.replace(FILLERS, '').replace(UNSURE_LEAD, '').replace(OPENERS, '');
  if (place === '') place = trimmed;
  place = numbersAsDigits(place);
  return PLACING.test(place) ? place : `at ${place}`;
}
