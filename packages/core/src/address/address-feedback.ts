// The line a child hears or reads after saying their address (ADR 037): what was right, in the
// stored spelling, then the one part to add or fix, in words for the reading band. Pure: no I/O.
import type { ReadingBand } from '../age';
import type { CountryId } from '../countries';
import { ADDRESS_LABELS, type AddressPartId } from './address-shape';
import type { AddressMatch, AddressPartResult } from './match-address';

/** The right parts said back in one phrase: the number and street together ("88 Mill Lane, Leeds"). */
function saidBack(parts: readonly AddressPartResult[], countryId: CountryId): string {
  const right = new Map(
    parts.filter((part) => part.status === 'right').map((part) => [part.part, part.expected]),
  );
  const pieces: string[] = [];
  const flatWord = ADDRESS_LABELS[countryId].flatWord;
  for (const part of parts) {
    const value = right.get(part.part);
    if (value === undefined) continue;
    if (part.part === 'street' && right.has('number') && pieces.at(-1) === right.get('number')) {
      pieces[pieces.length - 1] = `${right.get('number')} ${value}`;
    } else if (part.part === 'number' && !right.has('street')) {
      pieces.push(`number ${value}`);
    } else if (part.part === 'flat') {
      pieces.push(`${flatWord} ${value}`);
    } else {
      pieces.push(value);
    }
  }
  return pieces.join(', ');
}

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

/**
 * "You said Mill Lane. Great! Now add the number: 5." for a part not said; "Your number is 5, not 7."
 * for a part said differently; a start with the first part when nothing was right.
 */
export function addressFeedback(match: AddressMatch, band: ReadingBand, countryId: CountryId): string {
  const next = match.nextPart;
  if (next === null) return ALL_RIGHT[band];
  const name = partName(next.part, band, countryId);
  const said = saidBack(match.parts, countryId);
  const opening = said === '' ? '' : `You said ${said}. ${PRAISE[band]} `;
  if (next.status === 'wrong' && next.heard !== null) {
    return `${opening}Your ${name} is ${next.expected}, not ${next.heard}.`;
  }
  if (said === '') {
    return band === '5-7'
      ? `Let's start with your ${name}: ${next.expected}.`
      : `Start with your ${name}: ${next.expected}.`;
  }
  return `${opening}Now add the ${name}: ${next.expected}.`;
}
