// What is saved of a call must not say where the child lives (ADR 051): the words of the family's
// stored address are taken out of every text a call saves (the feedback lines, a kept transcript)
// before it reaches the database. The address itself is sealed (ADR 037); a copy of the database
// should reveal only that one exists. Pure: no I/O.
import { compactPostcode, type HomeAddress } from './address-shape';

/** What stands in a saved text where the child said a part of their address. */
export const REDACTED_ADDRESS_WORD = '…';

/** Every word and number of the address, and its postcode written together ("ls62ab"), lower case. */
export function addressWords(address: HomeAddress): string[] {
  const words = [address.flat, address.number, address.street, address.town, address.postcode]
    .flatMap((part) => part.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word !== '');
  const postcode = compactPostcode(address.postcode);
  return [...new Set(postcode === '' ? words : [...words, postcode])];
}

function escapeForPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` with each of `words` (whole words, any case) replaced; unchanged when there are none. */
export function redactWords(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  const longestFirst = [...words].sort((a, b) => b.length - a.length).map(escapeForPattern);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${longestFirst.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, REDACTED_ADDRESS_WORD);
}

/** A JSON value with every string in it redacted: a saved call's ratings or transcript, whatever their shape. */
export function redactJson<T>(value: T, words: readonly string[]): T {
  if (words.length === 0) return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return redactWords(item, words);
    if (Array.isArray(item)) return item.map(walk);
    if (typeof item === 'object' && item !== null) {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    }
    return item;
  };
  return walk(value) as T;
}
