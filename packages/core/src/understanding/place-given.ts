// Did the child give a place, and which parts: the one answer the operator, the stars, the coaching
// and the silent call all ask (ADR 061), read by the same place reader as the operator's picture.
import type { CountryId } from '../countries';
import { hearPlace } from './hear-place';
import { isFindable, type PlaceParts } from './place-parts';

export interface PlaceGiven {
  parts: PlaceParts;
  /** A house, flat, cabin or site number. */
  number: boolean;
  street: boolean;
  /** A crew could find it: a street, a landmark or a postcode. */
  findable: boolean;
}

/** The place in an answer to "where are you?", in the child's country. */
export function placeGiven(words: string, countryId: CountryId = 'uk'): PlaceGiven {
  const parts = hearPlace(words, countryId, true);
  return {
    parts,
    number: parts.number !== undefined || /\d/.test(parts.floorOrRoom ?? ''),
    street: parts.street !== undefined,
    findable: isFindable(parts),
  };
}
