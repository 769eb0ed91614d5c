// The line a child hears or reads after saying their address (ADR 037, ADR 051): which parts were
// right, then the one part to add or fix, in words for the reading band. It names parts, never their
// stored values: the line is all the server tells a child's device, and it is saved with the call, so
// it must not spell out where the child lives (an invite code alone must not rebuild the address).
// Pure: no I/O.
import type { ReadingBand } from '../age';
import type { CountryId } from '../countries';
import { ADDRESS_LABELS, type AddressPartId } from './address-shape';
import type { AddressMatch, AddressOrderSlip } from './match-address';

function partName(part: AddressPartId, band: ReadingBand, countryId: CountryId): string {
  const labels = ADDRESS_LABELS[countryId];
  return band === '5-7' ? labels.youngParts[part] : labels.parts[part];
}

const PRAISE: Readonly<Record<ReadingBand, string>> = { '5-7': 'Great!', '8-10': 'Good!', '11-16': 'Good.' };

const ALL_RIGHT: Readonly<Record<ReadingBand, string>> = {
  '5-7': 'You said your whole address. Brilliant!',
  '8-10': 'You said every part of your address. Brilliant!',
  '11-16': 'Every part of your address was right. Well done.',
};

/** "street", "number and street", "number, street and town". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * "You got your street right. Great! Now add your number." for a part not said; "Your number isn't
 * right yet. Check it with your grown-up." for a part said differently; a start with the first part
 * when nothing was right.
 */
export function addressFeedback(
  match: AddressMatch,
  band: ReadingBand,
  countryId: CountryId,
  slip: AddressOrderSlip | null = null,
): string {
  const next = match.nextPart;
  if (next === null) return slip === null ? ALL_RIGHT[band] : orderFeedback(match, band, countryId, slip);
  const name = partName(next.part, band, countryId);
  const right = match.parts
    .filter((part) => part.status === 'right')
    .map((part) => partName(part.part, band, countryId));
  const opening = right.length === 0 ? '' : `You got your ${listOf(right)} right. ${PRAISE[band]} `;
  if (next.status === 'wrong' && next.heard !== null) {
    return `${opening}Your ${name} isn't right yet. Check it with your grown-up.`;
  }
  if (right.length === 0)
    return band === '5-7' ? `Let's start with your ${name}.` : `Start with your ${name}.`;
  return `${opening}Now add your ${name}.`;
}

const IN_ORDER: Readonly<Record<ReadingBand, (order: string, later: string, earlier: string) => string>> = {
  '5-7': (order) => `You have all the parts. Great! Now put them in order: ${order}.`,
  '8-10': (order, later, earlier) =>
    `You said every part. Good! Your ${later} comes after your ${earlier}. Try this order: ${order}.`,
  '11-16': (order, later, earlier) =>
    `Every part was right, but your ${later} comes after your ${earlier}. Say it the way an envelope is addressed: ${order}.`,
};

/**
 * Every part right but said out of the envelope's order (Learn my address): the order to use, by the
 * parts' names only, never their values.
 */
function orderFeedback(
  match: AddressMatch,
  band: ReadingBand,
  countryId: CountryId,
  slip: AddressOrderSlip,
): string {
  // match.parts come in the country's envelope order.
  const order = match.parts.map((part) => partName(part.part, band, countryId)).join(', ');
  return IN_ORDER[band](
    order,
    partName(slip.later, band, countryId),
    partName(slip.earlier, band, countryId),
  );
}
