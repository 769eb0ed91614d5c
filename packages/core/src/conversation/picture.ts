// One picture of the call (ADR 035): every fact the operator cares about, each with its value, the
// child's words, a confidence and the answer it came from. Every answer is read for every fact,
// whatever was asked; later words correct earlier ones, and nothing heard is ever dropped.
import type { EmergencyService } from '../countries';
import { isFindable, type PlaceParts } from '../understanding/place-parts';
import type { InfoSource } from './extract';

export interface Fact<Value> {
  value: Value;
  /** The child's own words that said it (the clause, not the whole answer). */
  words: string;
  confidence: number;
  /** 1 for the first answer of the call. */
  turn: number;
  /** 'refused': read back and refused by the child ("nope"): kept, but no longer relied on. */
  source: InfoSource | 'refused';
}

export type YesNoUnsure = 'yes' | 'no' | 'unsure';
export type Breathing = 'normal' | 'not' | 'trouble' | 'unsure';

export interface Trapped {
  status: YesNoUnsure;
  /** "brother", "grandma" */
  who?: string;
  /** "upstairs", "in his room" */
  where?: string;
}

export const HAZARDS = ['fire-spreading', 'smoke', 'car-fire', 'weapon', 'traffic', 'fuel-leak'] as const;
export type Hazard = (typeof HAZARDS)[number];

export interface CallPicture {
  /** Services the child asked for or that what happened needs; two at once allowed. */
  services?: Fact<EmergencyService[]>;
  /** On an advice line: "it's not an emergency, I need advice". */
  needsAdvice?: Fact<true>;
  /** source 'answer': a place a crew could find; 'unknown': the child said they don't know. */
  location?: Fact<PlaceParts>;
  happened?: Fact<string>;
  awake?: Fact<YesNoUnsure>;
  breathing?: Fact<Breathing>;
  /** 'heavy': blood that will not stop, a red flag (pressure first). */
  bleeding?: Fact<'yes' | 'no' | 'heavy'>;
  hurt?: Fact<YesNoUnsure>;
  trapped?: Fact<Trapped>;
  intruder?: Fact<'inside' | 'gone' | 'unsure'>;
  childSafe?: Fact<'safe' | 'hiding'>;
  grownUp?: Fact<'yes' | 'no'>;
  patientAge?: Fact<number>;
  hazards?: Fact<Hazard[]>;
  rash?: Fact<'stays' | 'fades'>;
  boneThroughSkin?: Fact<'yes'>;
}

export type PictureKey = keyof CallPicture;

/** A fact as heard in one answer. */
export function fact<Value>(
  value: Value,
  words: string,
  confidence: number,
  turn: number,
  source: Fact<Value>['source'] = 'answer',
): Fact<Value> {
  return { value, words, confidence, turn, source };
}

export const PICTURE_KEYS = [
  'services',
  'needsAdvice',
  'location',
  'happened',
  'awake',
  'breathing',
  'bleeding',
  'hurt',
  'trapped',
  'intruder',
  'childSafe',
  'grownUp',
  'patientAge',
  'hazards',
  'rash',
  'boneThroughSkin',
] as const satisfies readonly PictureKey[];

function union<Item>(a: readonly Item[], b: readonly Item[]): Item[] {
  return [...a, ...b.filter((item) => !a.includes(item))];
}

/**
 * A later fact replaces an earlier one (the child corrected it), except that nothing the child
 * said is replaced by an "I don't know" or a placeholder. Lists grow; place parts merge, the newer
 * part winning ("no wait, it's number 14" keeps the street).
 */
function mergeFact<Value>(key: PictureKey, before: Fact<Value> | undefined, after: Fact<Value>): Fact<Value> {
  if (before === undefined) return after;
  if (before.source === 'answer' && after.source !== 'answer') return before;
  // Something only implied ("she's talking", so she breathes) never replaces what was said.
  if (after.confidence < 0.6 && before.confidence >= 0.6) return before;
  // "Not sure" never replaces a yes or a no that was said.
  if (after.value === 'unsure' && before.value !== 'unsure') return before;
  // What happened grows: a later answer adds to it, the question's own answer leads.
  if (key === 'happened' && before.words !== after.words) {
    const lead = after.confidence > before.confidence ? after : before;
    const rest = lead === after ? before : after;
    return {
      ...lead,
      value: `${String(lead.value)} ${String(rest.value)}` as Value,
      words: `${lead.words.replace(/[.!?\s]+$/, '')}. ${rest.words}`,
      confidence: Math.max(before.confidence, after.confidence),
    };
  }
  if (key === 'services' || key === 'hazards') {
    return {
      ...after,
      value: union(before.value as unknown[], after.value as unknown[]) as Value,
      confidence: Math.max(before.confidence, after.confidence),
      words: before.words === after.words ? after.words : `${before.words}; ${after.words}`,
    };
  }
  // "I don't know" to a follow-up never erases the parts of a place said before ("at my nan's", then
  // "I don't know" to "which road?"): nothing is dropped.
  if (
    key === 'location' &&
    after.source !== 'answer' &&
    Object.keys(after.value as PlaceParts).length === 0 &&
    Object.keys(before.value as PlaceParts).length > 0
  )
    return before;
  // A place refused at its read-back keeps its parts until the child corrects them ("wrong" then "41").
  if (key === 'location' && after.source === 'answer') {
    const parts = { ...(before.value as PlaceParts), ...(after.value as PlaceParts) };
    return { ...after, value: parts as Value };
  }
  if (key === 'trapped') {
    const old = before.value as Trapped;
    const fresh = after.value as Trapped;
    if (fresh.status === old.status) return { ...after, value: { ...old, ...dropUndefined(fresh) } as Value };
  }
  return after;
}

function dropUndefined<Shape extends object>(value: Shape): Partial<Shape> {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as Partial<Shape>;
}

/** Colour said alone ("her lips are going blue"), with nothing of breath or chest. */
const COLOUR_ONLY = /\b(?:blue|grey|gray|purple|pale|white)\b/;
const OF_BREATH = /breath|chest|not moving|stopped/;

/** The picture with what one answer said added in. */
export function mergePicture(picture: CallPicture, heard: CallPicture): CallPicture {
  const next: Record<string, unknown> = { ...picture };
  for (const key of PICTURE_KEYS) {
    const fact = heard[key] as Fact<unknown> | undefined;
    if (fact === undefined) continue;
    next[key] = mergeFact(key, picture[key] as Fact<unknown> | undefined, fact);
  }
  // Lips going blue in someone awake is breathing in trouble, not a stopped breath: chest
  // compressions are for someone unresponsive and not breathing normally (Resuscitation Council UK,
  // Adult basic life support guidelines 2021).
  const said = heard.breathing;
  const awake = (next as CallPicture).awake;
  if (
    said?.value === 'not' &&
    COLOUR_ONLY.test(said.words.toLowerCase()) &&
    !OF_BREATH.test(said.words.toLowerCase()) &&
    awake?.value === 'yes' &&
    heard.awake?.value !== 'no'
  )
    next.breathing = { ...said, value: 'trouble' };
  return next as CallPicture;
}

/** The picture without the facts the child refused at their read-back: what the call relies on. */
export function reliedOn(picture: CallPicture): CallPicture {
  const kept: Record<string, unknown> = {};
  for (const key of PICTURE_KEYS) {
    const fact = picture[key] as Fact<unknown> | undefined;
    if (fact !== undefined && fact.source !== 'refused') kept[key] = fact;
  }
  return kept as CallPicture;
}

export function hasPlace(picture: CallPicture): boolean {
  return picture.location?.source === 'answer' && isFindable(picture.location.value);
}

function titleCase(words: string): string {
  return words.replace(/\b([a-z])/g, (letter) => letter.toUpperCase()).replace(/'S\b/g, "'s");
}

/** "at 14 Mill Lane, Leeds", "opposite the library on Kings Parade": how the operator says the place. */
export function placeWords(parts: PlaceParts): string {
  const pieces: string[] = [];
  if (parts.street) {
    const house = [parts.number, titleCase(parts.street)].filter(Boolean).join(' ');
    pieces.push(parts.floorOrRoom ? `${parts.floorOrRoom}, ${house}` : house);
    if (parts.town) pieces.push(titleCase(parts.town));
    if (parts.postcode) pieces.push(parts.postcode.toUpperCase());
    const lead = parts.relativeHome ? `at your ${parts.relativeHome}, ` : 'at ';
    const landmark = parts.landmark ? `, ${parts.landmark}` : '';
    return `${lead}${pieces.join(', ')}${landmark}`;
  }
  if (parts.landmark) {
    const town = parts.town ? ` in ${titleCase(parts.town)}` : '';
    return `${parts.landmark}${town}`;
  }
  if (parts.postcode) return `at ${parts.postcode.toUpperCase()}`;
  return parts.town ? `in ${titleCase(parts.town)}` : '';
}
