// The word and number tiles the youngest children build their address from (ADR 037); they are given
// mixed with decoys (decoy-tiles.ts). Pure: no I/O.
import type { CountryId } from '../countries';
import { ADDRESS_LABELS, compactPostcode, type AddressPartId, type HomeAddress } from './address-shape';
import { spokenPartOrder } from './match-address';

export interface AddressTile {
  /** Stable within one address: the part and the tile's place in it ("street-1"). */
  id: string;
  text: string;
  part: AddressPartId;
}

function postcodeTiles(postcode: string, countryId: CountryId): string[] {
  // Codes with a space are built from their two halves; digits-only codes are one tile.
  if (countryId === 'us' || countryId === 'au' || countryId === 'nz') return [postcode];
  const halves = postcode.split(' ').filter(Boolean);
  return halves.length > 0 ? halves : [compactPostcode(postcode).toUpperCase()];
}

/** The tiles in the right order: "Flat", "2", "88", "Mill", "Lane", "Leeds", "LS6", "2AB". */
export function addressTiles(address: HomeAddress, countryId: CountryId): AddressTile[] {
  const tiles: AddressTile[] = [];
  for (const part of spokenPartOrder(countryId)) {
    const value = address[part].trim();
    if (value === '') continue;
    let texts: string[];
    if (part === 'flat') texts = [ADDRESS_LABELS[countryId].flatWord, value];
    else if (part === 'number') texts = [value];
    else if (part === 'postcode') texts = postcodeTiles(value, countryId);
    else texts = value.split(/\s+/);
    texts.forEach((text, index) => tiles.push({ id: `${part}-${index}`, text, part }));
  }
  return tiles;
}

/** The answer a row of tiles makes, read like typed words ("Flat 2 88 Mill Lane Leeds LS6 2AB"). */
export function tilesAnswer(tiles: readonly Pick<AddressTile, 'text'>[]): string {
  return tiles.map((tile) => tile.text).join(' ');
}
