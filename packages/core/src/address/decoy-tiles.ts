// Decoy tiles for the youngest children's "build your address" exercise (ADR 051). The tiles of an
// address alone spell it out to anyone holding the child's invite code; mixed with words of the same
// kinds (a number, street words, a town, a code of the same shape) a single reply no longer says which
// words are the address, while a child who is learning their own still recognises them. The decoys are
// chosen by a `random` the server seeds per address, so asking again returns the same set and
// comparing replies tells nothing. Pure: no I/O.
import type { CountryId } from '../countries';
import type { HomeAddress } from './address-shape';
import { addressTiles, type AddressTile } from './address-tiles';

/** Common street names and types: words every child sees on signs, none of them rare enough to stand out. */
const STREET_NAMES = ['Oak', 'Church', 'Station', 'Park', 'Queen', 'Elm', 'Willow', 'Hill', 'Green', 'Maple'];
const STREET_TYPES = ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Drive', 'Way', 'Crescent'];

/** Towns of the country, large enough to be anyone's. */
const TOWNS: Readonly<Record<CountryId, readonly string[]>> = {
  uk: ['Bristol', 'York', 'Derby', 'Bath', 'Leicester', 'Norwich'],
  ie: ['Galway', 'Cork', 'Sligo', 'Athlone', 'Kilkenny', 'Wexford'],
  us: ['Dayton', 'Austin', 'Denver', 'Tulsa', 'Boise', 'Madison'],
  ca: ['Regina', 'Halifax', 'Guelph', 'Kelowna', 'Moncton', 'Red Deer'],
  au: ['Geelong', 'Cairns', 'Ballarat', 'Dubbo', 'Mackay', 'Bunbury'],
  nz: ['Nelson', 'Napier', 'Timaru', 'Rotorua', 'Whanganui', 'Gisborne'],
};

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/** A code of the same shape: each letter another letter, each digit another digit ("LS6" → "KT3"). */
function sameShape(text: string, random: () => number): string {
  return text
    .replace(/[A-Za-z]/g, () => pick([...LETTERS], random))
    .replace(/\d/g, () => `${Math.floor(random() * 10)}`);
}

/**
 * The decoys for one address: a house number, a street name and a street type, a town, and a code
 * tile of the same shape for each of the address's code tiles. None repeats a tile of the address.
 */
export function decoyTiles(address: HomeAddress, countryId: CountryId, random: () => number): AddressTile[] {
  const real = addressTiles(address, countryId);
  const taken = new Set(real.map((tile) => tile.text.toLowerCase()));
  const decoys: AddressTile[] = [];
  const add = (part: AddressTile['part'], candidates: () => string) => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const text = candidates();
      if (taken.has(text.toLowerCase())) continue;
      taken.add(text.toLowerCase());
      decoys.push({ id: `decoy-${decoys.length}`, text, part });
      return;
    }
  };
  add('number', () => `${1 + Math.floor(random() * 98)}`);
  add('street', () => pick(STREET_NAMES, random));
  add('street', () => pick(STREET_TYPES, random));
  add('town', () => pick(TOWNS[countryId], random));
  for (const tile of real.filter((each) => each.part === 'postcode'))
    add('postcode', () => sameShape(tile.text, random));
  return decoys;
}

/**
 * What the exercise is given: the address's tiles and the decoys in a shuffled order, each with an id
 * that says nothing about its part or place ("t0", "t1" …). `seeded` chooses the decoys, `random` the order.
 */
export function tilesWithDecoys(
  address: HomeAddress,
  countryId: CountryId,
  { seeded, random }: { seeded: () => number; random: () => number },
): { id: string; text: string }[] {
  const all = [...addressTiles(address, countryId), ...decoyTiles(address, countryId, seeded)];
  for (let index = all.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [all[index], all[other]] = [all[other] as AddressTile, all[index] as AddressTile];
  }
  return all.map((tile, index) => ({ id: `t${index}`, text: tile.text }));
}

/** A repeatable stream of numbers in [0, 1) from a 32-bit seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
