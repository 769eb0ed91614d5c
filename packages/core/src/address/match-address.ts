// Checks a child's answer against the family's stored address, part by part (ADR 037): which parts
// were right, which were missing and which were said differently, with the child's own words. It is
// tolerant of how children and recognisers say addresses: numbers in words ("eighty eight"), a flat
// before the house ("flat two at eighty eight", "2/88"), small slips in the street ("Mil Lane",
// "Acasia Avenue"), postcodes in any spacing or case ("ls6 2ab", "l s six two a b"), and answers
// in lower case with no punctuation. Pure: no I/O.
import type { CountryId } from '../countries';
import {
  ADDRESS_LABELS,
  addressPartsOf,
  compactPostcode,
  formatPostcode,
  isPostcodeOf,
  type AddressPartId,
  type HomeAddress,
} from './address-shape';
import { allowedSlips, closeEnough } from './edit-distance';
import { spokenTokens, type SpokenToken } from './spoken-words';
import { NOT_STREET_NAMES, nameWord, streetTypeOf } from './street-words';

export const ADDRESS_PART_STATUSES = ['right', 'missing', 'wrong'] as const;
export type AddressPartStatus = (typeof ADDRESS_PART_STATUSES)[number];

export interface AddressPartResult {
  part: AddressPartId;
  status: AddressPartStatus;
  /** The stored part as it should be said: "2", "88", "Mill Lane", "Leeds", "LS6 2AB". */
  expected: string;
  /** What the child said for this part ("Oak Road", "7"), or null when they did not say it. */
  heard: string | null;
}

/** How much of the address a call or an exercise got: every part, some of them, or none. */
export type AddressSkill = 'yes' | 'partly' | 'no';

export interface AddressMatch {
  /** The stored address's parts in the order they are said; parts it does not have are left out. */
  parts: AddressPartResult[];
  allRight: boolean;
  rightCount: number;
  /** The first part that is not right, the one to ask for next; null when every part is right. */
  nextPart: AddressPartResult | null;
  skill: AddressSkill;
  /** The parts said right, in the order the answer said them (by where each begins). */
  saidOrder: AddressPartId[];
}

/** Words said before a flat's number: "flat 2", "apartment 4b", "unit 3", "apt 2". */
const FLAT_WORDS: ReadonlySet<string> = new Set(['flat', 'apartment', 'apt', 'unit', 'suite', 'ste']);
/** Words before a number that is not part of an address: "I'm 7", "aged 7". */
const NOT_ADDRESS_NUMBER_LEADS: ReadonlySet<string> = new Set(['im', 'am', 'aged', 'age']);
/** A town's own name before these words is enough: "Newcastle" for "Newcastle upon Tyne". */
const TOWN_CONNECTORS: ReadonlySet<string> = new Set(['upon', 'on', 'under', 'in', 'by', 'le', 'super']);

interface Span {
  start: number;
  /** One past the last token. */
  end: number;
}

const compactWords = (words: readonly string[]) => words.map(nameWord).join('');
const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** The order a country says the parts in: American and Canadian apartments after the street. */
export function spokenPartOrder(countryId: CountryId): readonly AddressPartId[] {
  return countryId === 'us' || countryId === 'ca'
    ? ['number', 'street', 'flat', 'town', 'postcode']
    : ['flat', 'number', 'street', 'town', 'postcode'];
}

class AnswerTokens {
  readonly used = new Set<number>();
  /** Where each part found right begins in the answer, for the order it was said in. */
  readonly startOf = new Map<AddressPartId, number>();
  constructor(readonly tokens: readonly SpokenToken[]) {}
  text(index: number): string {
    return this.tokens[index]?.text ?? '';
  }
  isFree(span: Span): boolean {
    for (let index = span.start; index < span.end; index += 1) if (this.used.has(index)) return false;
    return span.end <= this.tokens.length;
  }
  use(span: Span): void {
    for (let index = span.start; index < span.end; index += 1) this.used.add(index);
  }
  words(span: Span): string[] {
    return this.tokens.slice(span.start, span.end).map((token) => token.text);
  }
}

/**
 * Finds the postcode said as one run of tokens, each read as grouped digits or digit by digit
 * ("s w twenty" and "s w two oh" both give "sw20"). An American ZIP+4 is right when its first five
 * digits are said.
 */
function findPostcode(answer: AnswerTokens, stored: string, countryId: CountryId, from: number): Span | null {
  const target = countryId === 'us' ? stored.slice(0, 5) : stored;
  const extend = (index: number, sofar: string): number | null => {
    if (sofar === target) return index;
    const token = answer.tokens[index];
    if (!token || answer.used.has(index)) return null;
    for (const reading of new Set([token.text, token.digitByDigit])) {
      const next = sofar + reading;
      if (target.startsWith(next)) {
        const end = extend(index + 1, next);
        if (end !== null) return end;
      }
    }
    return null;
  };
  // The last one said: a postcode comes at the end, after any number that looks like one.
  for (let start = answer.tokens.length - 1; start >= from; start -= 1) {
    const end = extend(start, '');
    if (end !== null && end > start) return { start, end };
  }
  return null;
}

const DIGITS_ONLY_POSTCODES: ReadonlySet<CountryId> = new Set(['us', 'au', 'nz']);

/** A postcode-shaped run that is not the family's: "LS7 3CD" for "LS6 2AB", or its outward code alone. */
function findOtherPostcode(
  answer: AnswerTokens,
  stored: string,
  countryId: CountryId,
  from: number,
): { span: Span; heard: string } | null {
  const digitsOnly = DIGITS_ONLY_POSTCODES.has(countryId);
  const outward = countryId === 'uk' ? stored.slice(0, -3) : null;
  for (let start = digitsOnly ? from : 0; start < answer.tokens.length; start += 1) {
    for (let length = Math.min(6, answer.tokens.length - start); length >= 1; length -= 1) {
      const span = { start, end: start + length };
      if (!answer.isFree(span)) continue;
      const pieces = answer.tokens.slice(span.start, span.end);
      for (const compact of new Set([
        pieces.map((token) => token.text).join(''),
        pieces.map((token) => token.digitByDigit).join(''),
      ])) {
        if (isPostcodeOf(countryId, compact)) {
          return { span, heard: formatPostcode(countryId, compact) ?? compact.toUpperCase() };
        }
        if (outward !== null && compact === outward && /\d/.test(compact) && /[a-z]/.test(compact)) {
          return { span, heard: compact.toUpperCase() };
        }
      }
    }
  }
  return null;
}

interface NameSplit {
  name: string[];
  type: string | null;
}

function splitStreet(street: string): NameSplit {
  const words = spokenTokens(street).map((token) => token.text);
  const last = words.at(-1);
  const type = last === undefined ? null : streetTypeOf(last);
  if (type !== null && words.length >= 2 && !(words.length === 2 && words[0] === 'the')) {
    return { name: words.slice(0, -1), type };
  }
  return { name: words, type: null };
}

interface NameFound {
  span: Span;
  /** Edits from the stored name, to prefer the closest of several matches. */
  exact: boolean;
}

/**
 * Where a run of the answer's words spells the stored name (words may run together or split).
 * `slips` caps the slips allowed, so a name with its street type joined on is held to the name's own
 * allowance ("elkclose" is not "elmclose").
 */
function findName(
  answer: AnswerTokens,
  name: readonly string[],
  also: readonly string[][] = [],
  slips?: number,
): NameFound | null {
  const targets = [name, ...also].map(compactWords).filter((target) => target !== '');
  let best: NameFound | null = null;
  for (let start = 0; start < answer.tokens.length; start += 1) {
    for (let length = 1; length <= name.length + 1; length += 1) {
      const span = { start, end: start + length };
      if (!answer.isFree(span)) break;
      const heard = compactWords(answer.words(span));
      for (const target of targets) {
        if (!closeEnough(heard, target, slips)) continue;
        const exact = heard === target;
        if (!best || (exact && !best.exact)) best = { span, exact };
      }
    }
    if (best?.exact) return best;
  }
  return best;
}

function matchStreet(answer: AnswerTokens, street: string): AddressPartResult & { span: Span | null } {
  const { name, type } = splitStreet(street);
  const base = { part: 'street' as const, expected: street };
  // The name and its type said as one word ("millane") or with the type misspelt inside the run.
  const whole =
    type === null ? null : findName(answer, [...name, type], [], allowedSlips(compactWords(name).length));
  if (whole) {
    answer.use(whole.span);
    return {
      ...base,
      status: 'right',
      heard: titleCase(answer.words(whole.span).join(' ')),
      span: whole.span,
    };
  }
  const found = findName(answer, name);
  if (found) {
    const after = answer.text(found.span.end);
    const saidType = answer.used.has(found.span.end) ? null : streetTypeOf(after);
    const typeSlip = type !== null && saidType === null && closeEnough(after, type);
    const span = { start: found.span.start, end: found.span.end + (saidType !== null || typeSlip ? 1 : 0) };
    answer.use(span);
    const heard = titleCase(answer.words(span).join(' '));
    // "Mill Road" for "Mill Lane" is another street; "Mill" alone names this one.
    if (type !== null && saidType !== null && saidType !== type)
      return { ...base, status: 'wrong', heard, span };
    return { ...base, status: 'right', heard, span };
  }
  const other = findOtherStreet(answer);
  if (other)
    return { ...base, status: 'wrong', heard: titleCase(answer.words(other).join(' ')), span: other };
  return { ...base, status: 'missing', heard: null, span: null };
}

/** A street the answer names that is not the family's: a name word or two before a street type. */
function findOtherStreet(answer: AnswerTokens): Span | null {
  for (let index = 1; index < answer.tokens.length; index += 1) {
    if (answer.used.has(index) || streetTypeOf(answer.text(index)) === null) continue;
    const isName = (at: number) => {
      const token = answer.tokens[at];
      return (
        token !== undefined && !token.isNumber && !answer.used.has(at) && !NOT_STREET_NAMES.has(token.text)
      );
    };
    if (!isName(index - 1)) continue;
    const start = isName(index - 2) ? index - 2 : index - 1;
    return { start, end: index + 1 };
  }
  return null;
}

interface NumberCandidate {
  index: number;
  /** Tokens the number takes: more than one when said digit by digit ("one six zero zero"). */
  length: number;
  /** The number as said ("12", "1600"). */
  plain: string;
  /** The number with the single letter said after it ("12 b" → "12b"), when there is one. */
  withLetter: string | null;
  afterFlatWord: boolean;
}

/** Longest run of single digits read as one number: a house number said digit by digit. */
const MAX_DIGIT_RUN = 5;

function numberCandidates(answer: AnswerTokens): NumberCandidate[] {
  const candidates: NumberCandidate[] = [];
  const isFreeNumber = (index: number) => !answer.used.has(index) && answer.tokens[index]?.isNumber === true;
  answer.tokens.forEach((token, index) => {
    if (answer.used.has(index) || !/^\d+[a-z]?$/.test(token.text)) return;
    const before = answer.text(index - 1);
    if (NOT_ADDRESS_NUMBER_LEADS.has(before)) return;
    const afterFlatWord =
      FLAT_WORDS.has(before) || (before === 'number' && FLAT_WORDS.has(answer.text(index - 2)));
    const letterAfter = (end: number) => {
      const next = answer.tokens[end];
      return token.isNumber && next && /^[a-z]$/.test(next.text) && !answer.used.has(end) ? next.text : null;
    };
    const single = letterAfter(index + 1);
    candidates.push({
      index,
      length: 1,
      plain: token.text,
      withLetter: single === null ? null : token.text + single,
      afterFlatWord,
    });
    let digits = token.text;
    for (let end = index + 1; /^\d$/.test(token.text) && end < index + MAX_DIGIT_RUN; end += 1) {
      if (!isFreeNumber(end) || !/^\d$/.test(answer.text(end))) break;
      digits += answer.text(end);
      const letter = letterAfter(end + 1);
      candidates.push({
        index,
        length: end - index + 1,
        plain: digits,
        withLetter: letter === null ? null : digits + letter,
        afterFlatWord,
      });
    }
  });
  return candidates;
}

const compactNumber = (value: string) => value.toLowerCase().replace(/[^a-z\d]/g, '');

const says = (candidate: NumberCandidate, value: string) =>
  candidate.plain === value || candidate.withLetter === value;

/** Marks the candidate's tokens as used and returns the number as the child said it ("12B"). */
function takeCandidate(
  answer: AnswerTokens,
  candidate: NumberCandidate,
  value: string,
  part?: AddressPartId,
): string {
  if (part) answer.startOf.set(part, candidate.index);
  const withLetter = candidate.withLetter !== null && value === candidate.withLetter;
  answer.use({ start: candidate.index, end: candidate.index + candidate.length + (withLetter ? 1 : 0) });
  return value.toUpperCase();
}

/** Where the last number before the street starts: the run that ends last, taken whole. */
function lastRunStart(candidates: readonly NumberCandidate[]): number | undefined {
  const lastEnd = Math.max(...candidates.map((candidate) => candidate.index + candidate.length));
  return candidates
    .filter((candidate) => candidate.index + candidate.length === lastEnd)
    .sort((a, b) => a.index - b.index)[0]?.index;
}

/** The flat and the house number, which children say in many orders: "flat 2 at 88", "2/88", "88 apartment 2". */
function matchNumbers(
  answer: AnswerTokens,
  address: HomeAddress,
  streetStart: number | null,
): { flat: AddressPartResult | null; number: AddressPartResult | null } {
  const storedFlat = compactNumber(address.flat);
  const storedNumber = compactNumber(address.number);
  const candidates = numberCandidates(answer);
  let flat: AddressPartResult | null = null;
  let number: AddressPartResult | null = null;

  if (storedFlat !== '') {
    const marked = candidates.filter((candidate) => candidate.afterFlatWord);
    const rightMarked = marked.find((candidate) => says(candidate, storedFlat));
    if (rightMarked) {
      flat = {
        part: 'flat',
        status: 'right',
        expected: address.flat,
        heard: takeCandidate(answer, rightMarked, storedFlat, 'flat'),
      };
    } else if (marked[0]) {
      flat = {
        part: 'flat',
        status: 'wrong',
        expected: address.flat,
        heard: takeCandidate(answer, marked[0], marked[0].plain),
      };
    }
  }

  const free = () =>
    candidates.filter((candidate) =>
      answer.isFree({ start: candidate.index, end: candidate.index + candidate.length }),
    );
  if (storedNumber !== '' && /\d/.test(storedNumber)) {
    const right = free().find((candidate) => says(candidate, storedNumber));
    if (right) {
      number = {
        part: 'number',
        status: 'right',
        expected: address.number,
        heard: takeCandidate(answer, right, storedNumber, 'number'),
      };
    }
  } else if (storedNumber !== '') {
    // A house with a name ("Rose Cottage"): its words, with small slips, like a street's.
    const found = findName(
      answer,
      spokenTokens(address.number).map((token) => token.text),
    );
    if (found) {
      answer.use(found.span);
      answer.startOf.set('number', found.span.start);
      number = {
        part: 'number',
        status: 'right',
        expected: address.number,
        heard: titleCase(answer.words(found.span).join(' ')),
      };
    }
  }

  if (storedFlat !== '' && flat === null) {
    // "2 88 Mill Lane", "2/88": the flat's number said without a word before it.
    const bare = free().find((candidate) => says(candidate, storedFlat));
    if (bare)
      flat = {
        part: 'flat',
        status: 'right',
        expected: address.flat,
        heard: takeCandidate(answer, bare, storedFlat, 'flat'),
      };
  }

  if (storedNumber !== '' && number === null) {
    // The number said just before the street ("7 Mill Lane"), or the first one when no street was said.
    const before = free().filter(
      (candidate) => streetStart === null || candidate.index + candidate.length <= streetStart,
    );
    const longestAt = (start: number | undefined) =>
      before.filter((candidate) => candidate.index === start).sort((a, b) => b.length - a.length)[0];
    const said = streetStart === null ? longestAt(before[0]?.index) : longestAt(lastRunStart(before));
    number = said
      ? {
          part: 'number',
          status: 'wrong',
          expected: address.number,
          heard: takeCandidate(answer, said, said.plain),
        }
      : { part: 'number', status: 'missing', expected: address.number, heard: null };
  }
  if (storedFlat !== '' && flat === null)
    flat = { part: 'flat', status: 'missing', expected: address.flat, heard: null };
  return { flat, number };
}

function matchTown(answer: AnswerTokens, town: string): AddressPartResult {
  const words = spokenTokens(town).map((token) => token.text);
  const connector = words.findIndex((word, index) => index > 0 && TOWN_CONNECTORS.has(word));
  const shortName = connector > 0 ? [words.slice(0, connector)] : [];
  const found = findName(answer, words, shortName);
  if (!found) {
    // A town that is not the family's cannot be told from other words, so it counts as not said.
    return { part: 'town', status: 'missing', expected: town, heard: null };
  }
  answer.use(found.span);
  answer.startOf.set('town', found.span.start);
  return {
    part: 'town',
    status: 'right',
    expected: town,
    heard: titleCase(answer.words(found.span).join(' ')),
  };
}

/**
 * Checks the answer against the stored address. Parts the address does not have (no flat, no
 * postcode) are left out of the result; the others come in the country's spoken order.
 */
export function matchAddressParts(
  stored: HomeAddress,
  answerText: string,
  countryId: CountryId,
): AddressMatch {
  const answer = new AnswerTokens(spokenTokens(answerText));
  const has = new Set(addressPartsOf(stored));
  const results = new Map<AddressPartId, AddressPartResult>();

  const street = matchStreet(answer, stored.street);
  const { span: streetSpan, ...streetResult } = street;
  results.set('street', streetResult);
  if (streetSpan && street.status === 'right') answer.startOf.set('street', streetSpan.start);

  // Digits-only codes are looked for after the street, so a house number is never taken for one.
  const digitsOnly = DIGITS_ONLY_POSTCODES.has(countryId);
  const storedPostcode = compactPostcode(stored.postcode);
  if (has.has('postcode')) {
    const span = findPostcode(
      answer,
      storedPostcode,
      countryId,
      digitsOnly && streetSpan ? streetSpan.end : 0,
    );
    if (span) {
      answer.use(span);
      answer.startOf.set('postcode', span.start);
      const heard = answer.tokens
        .slice(span.start, span.end)
        .map((token) => token.digitByDigit)
        .join('');
      results.set('postcode', {
        part: 'postcode',
        status: 'right',
        expected: stored.postcode,
        heard: formatPostcode(countryId, heard) ?? heard.toUpperCase(),
      });
    }
  }

  const { flat, number } = matchNumbers(answer, stored, streetSpan?.start ?? null);
  if (flat && has.has('flat')) results.set('flat', flat);
  if (number && has.has('number')) results.set('number', number);

  results.set('town', matchTown(answer, stored.town));

  if (has.has('postcode') && !results.has('postcode')) {
    const other = findOtherPostcode(answer, storedPostcode, countryId, streetSpan?.end ?? 0);
    results.set(
      'postcode',
      other
        ? { part: 'postcode', status: 'wrong', expected: stored.postcode, heard: other.heard }
        : { part: 'postcode', status: 'missing', expected: stored.postcode, heard: null },
    );
  }

  const parts = spokenPartOrder(countryId)
    .filter((part) => has.has(part))
    .map((part) => results.get(part))
    .filter((result): result is AddressPartResult => result !== undefined);
  const rightCount = parts.filter((part) => part.status === 'right').length;
  const allRight = parts.length > 0 && rightCount === parts.length;
  return {
    parts,
    allRight,
    rightCount,
    nextPart: parts.find((part) => part.status !== 'right') ?? null,
    skill: allRight ? 'yes' : rightCount > 0 ? 'partly' : 'no',
    saidOrder: parts
      .filter((part) => part.status === 'right' && answer.startOf.has(part.part))
      .map((part) => part.part)
      .sort((a, b) => (answer.startOf.get(a) ?? 0) - (answer.startOf.get(b) ?? 0)),
  };
}

/**
 * The order a country's envelopes write an address in, which Learn my address teaches: the house
 * number, the street, the town, then the postcode, everywhere in the catalogue. Sources: Royal Mail's
 * "How to address your mail" (uk), USPS Publication 28 §2 (us), Canada Post's Addressing Guidelines
 * (ca), Australia Post's addressing guidelines (au), An Post and Eircode's guide (ie), and NZ Post's
 * addressing guide (nz). The flat is written before the number in the UK, Ireland, Australia and New
 * Zealand ("Flat 2, 88 Mill Lane", "Unit 2, 88", "2/88") and after the street in the United States
 * and Canada ("88 Mill Lane Apt 2"); children say it both ways, so it only has to come before the town.
 */
export function envelopeOrder(countryId: CountryId): readonly AddressPartId[] {
  return spokenPartOrder(countryId);
}

/** Two parts said the wrong way round: `later` was said before `earlier`, which comes first. */
export interface AddressOrderSlip {
  earlier: AddressPartId;
  later: AddressPartId;
}

/**
 * Whether the parts said right came in the order the country's envelopes use; null when they did,
 * else the first pair said the wrong way round. Parts not said (or not right) are not judged here.
 */
export function addressOrderSlip(match: AddressMatch, countryId: CountryId): AddressOrderSlip | null {
  const order = envelopeOrder(countryId);
  const rank = (part: AddressPartId) => (part === 'flat' ? -1 : order.indexOf(part));
  const said = match.saidOrder;
  for (let at = 0; at < said.length; at += 1) {
    const part = said[at]!;
    for (const before of said.slice(0, at)) {
      // The flat may come anywhere before the town; the other parts keep the envelope's order.
      if (part === 'flat' || before === 'flat') {
        const town = order.indexOf('town');
        const other = part === 'flat' ? before : part;
        if (part === 'flat' && order.indexOf(other) >= town) return { earlier: 'flat', later: other };
        continue;
      }
      if (rank(before) > rank(part)) return { earlier: part, later: before };
    }
  }
  return null;
}

/** What each part is called in the country, for labels beside a result. */
export function addressPartLabel(part: AddressPartId, countryId: CountryId): string {
  return ADDRESS_LABELS[countryId].parts[part];
}
