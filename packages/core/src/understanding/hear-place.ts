// Reads a place out of anything a child says, in the parts a crew uses (ADR 035): house or flat
// number, street, town, postcode, a landmark, a relative's home, a floor or flat. "Not sure what
// road", "outside", "my house" and "here" are not places; a landmark with a street is.
import type { CountryId } from '../countries';
import { NUMBER_WORD_PATTERN, numbersAsDigits } from './number-words';
import { isMisspelling } from '../rating/text';
import { PLACE_NOUNS, STREET_WORDS } from '../rating/vocabulary';
import {
  anyOf,
  CHILD_FAMILY,
  GOING_SOMEWHERE,
  GROWN_UP_FAMILY,
  ONLY_A_BRAND_AFTER_A_PLACE_WORD,
} from './meaning-words';
import type { PlaceParts } from './place-parts';

/** Words that cannot be part of a street's name: "what road", "the road", "our street". */
const NOT_A_NAME: ReadonlySet<string> = new Set(
  (
    'a an the my our your his her their this that what which whose any some no not sure know dont wrong ' +
    'do is are was on at in of to by near next and but so or i im we were you it its there here ' +
    'live lives living house home flat big busy same other another one down up along across ' +
    'off onto into from crossing cross middle end side opposite behind outside just called name named ' +
    "she he they him them we me you can't cant can will won't did didn't does doesn't has have had got " +
    "it's i'm we're that's there's floor ground flat unit apartment level storey " +
    'think remember says say said number street road lane avenue mean meant wait sorry actually oops ' +
    'zero oh one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty'
  ).split(' '),
);

/**
 * Street words as people type them ("4 larch ct", "19 maple cres", "66 lakeview dr"): a street only
 * after a name, like the short words the vocabulary already has.
 */
const TYPED_STREET_WORDS: ReadonlySet<string> = new Set([
  'ct',
  'crt',
  'cres',
  'cresc',
  'cr',
  'dr',
  'pl',
  'cl',
  'tce',
  'terr',
  'pde',
  'cct',
  'gdns',
  'gr',
  'sq',
  'wy',
  'hts',
]);

/** Everyday words that are also street words: they only make a street after a real name. */
const SHORT_STREET_WORDS: ReadonlySet<string> = new Set([
  'st',
  'rd',
  'ln',
  'ave',
  'blvd',
  ...TYPED_STREET_WORDS,
]);

/** Words after which a town cannot begin ("in the kitchen", "in my room"). */
const NOT_A_TOWN: ReadonlySet<string> = new Set([
  ...NOT_A_NAME,
  // People and moments are no towns: "me, Mum, Dad", "we're outside now".
  ...GROWN_UP_FAMILY,
  ...CHILD_FAMILY,
  'now',
  'today',
  'tonight',
  'yet',
  'anymore',
  'already',
  'kitchen',
  'bedroom',
  'room',
  'bathroom',
  'garden',
  'car',
  'cars',
  'bed',
  'hall',
  'lounge',
  'attic',
  'loft',
  'garage',
  'basement',
  'shed',
  'road',
  'street',
  'trouble',
  'pain',
  'danger',
  'bits',
  'front',
  'back',
  'fire',
  'flames',
  'smoke',
  'hospital',
  'school',
  'park',
  'town',
  'bad',
  'shock',
  'tears',
  'bits',
  'wardrobe',
  'cupboard',
  'toilet',
  'closet',
  'stairs',
  'upstairs',
  'downstairs',
  'minutes',
  'minute',
  'case',
  'hiding',
  'floor',
  'flat',
  'apartment',
  'unit',
  'ground',
  'first',
  'second',
  'third',
  'top',
  'zero',
  'oh',
  'couch',
  'sofa',
  'table',
  'chair',
  'going',
  'heading',
  'northbound',
  'southbound',
  'eastbound',
  'westbound',
  'cabin',
  'chalet',
]);

/** Whose home a place can be: the family, friends and the grown-ups who mind a child. */
const RELATIVES = [
  ...GROWN_UP_FAMILY,
  ...CHILD_FAMILY,
  'cousins',
  'friends',
  'mate',
  'mates',
  'neighbour',
  'neighbours',
  'neighbor',
  'neighbors',
  'babysitter',
  'childminder',
]
  .sort((a, b) => b.length - a.length)
  .join('|');

const RELATIVE_HOME = new RegExp(
  // "at Grandpa Joe's house", "at Pop's", "to my friend Sam's": a name may follow the relative.
  `\\b(?:(?:at|to|in)\\s+(?:my\\s+|our\\s+)?((?:${RELATIVES})(?:\\s+[a-z]+)?)(?='|s\\b|\\s+(?:house|home|place|flat|apartment))(?:'s|s)?(?:\\s+(?:house|home|place|flat|apartment))?|(?:my|our)?\\s*(${RELATIVES})(?:'s|s)\\s+(?:house|home|place|flat|apartment))\\b`,
);

const FLAT = /\b(flat|apartment|apt|unit|room)\s+(?:number\s+)?(\d+[a-z]?)\b/;
const FLOOR = /\b((?:first|second|third|fourth|fifth|top|ground|\d+(?:st|nd|rd|th))\s+floor)\b/;

const RELATION =
  '(?:right\\s+)?(?:next\\s+to|near(?:\\s+to)?|by|opposite|behind|beside|outside|in\\s+front\\s+of|' +
  'across\\s+(?:the\\s+road\\s+)?from|round\\s+the\\s+corner\\s+from|around\\s+the\\s+corner\\s+from|at|in|on)';

const PLACE_NOUN_PATTERN = [...PLACE_NOUNS]
  .filter((noun) => !['town', 'village', 'city', 'suburb', 'flats', 'estate'].includes(noun))
  .sort((a, b) => b.length - a.length)
  .map((noun) => noun.replace(/\s+/g, '\\s+'))
  .join('|');

/** A place by its kind, with the word that says which ("the hurling pitch", "the netball courts"). */
const LANDMARK = new RegExp(
  `\\b(?:(${RELATION})\\s+)?(?:(the|a|that|this|our|my)\\s+)?(?:(?:big|little|old|new|local)\\s+)?((?:(?<=\\b(?:the|a|that|this|our|my)\\s+)(?!${RELATION}\\b)[a-z][a-z'-]+\\s+)?(?:${PLACE_NOUN_PATTERN}))\\b`,
);

const POSTCODES: Readonly<Record<CountryId, RegExp | null>> = {
  // Royal Mail: outward code (area, district) then inward code (sector digit and two letters).
  uk: /\b([a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2})\b/,
  // Canada Post: letter digit letter, space, digit letter digit.
  ca: /\b([a-z]\d[a-z]\s*\d[a-z]\d)\b/,
  // Eircode: a routing key (letter, two digits; D6W) and a four-character unique identifier.
  ie: /\b([ac-fhknprtv-y](?:\d{2}|6w)\s*[ac-fhknprtv-y\d]{4})\b/,
  // USPS ZIP code: five digits, optionally ZIP+4.
  us: /\b(?:zip(?:\s+code)?\s+(?:is\s+)?)(\d{5}(?:-\d{4})?)\b/,
  // Australia Post and NZ Post: four digits, said as "postcode 2000".
  au: /\b(?:post\s*code\s+(?:is\s+)?)(\d{4})\b/,
  nz: /\b(?:post\s*code\s+(?:is\s+)?)(\d{4})\b/,
};

const NUMBER_WORD = NUMBER_WORD_PATTERN;
const NUMBER_WORD_HYPHEN = new RegExp(`\\b(${NUMBER_WORD})-(${NUMBER_WORD})\\b`, 'g');

/** Lower case, numbers said as words turned into digits, punctuation kept as clause breaks. */
function normalise(words: string): string {
  return numbersAsDigits(
    words
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[\u2018\u2019\u02bc`]/g, "'")
      .toLowerCase()
      .replace(/\bno\.\s*(\d)/g, 'number $1')
      // "no one is in the shed" names no house number.
      .replace(/\bno[ -]one\b/g, 'noone')
      // "twenty-two", "three-ten": a number written with a hyphen is the same number said.
      .replace(NUMBER_WORD_HYPHEN, '$1 $2')
      .replace(/\b(?:um+|uh+|er+|erm+|hmm+)\b[,]?/g, ' ')
      // "twelve oh seven": 1207.
      .replace(
        /\b(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen) (?:oh|o|zero) (one|two|three|four|five|six|seven|eight|nine)\b/g,
        (_, a: string, b: string) => `${TEEN_WORDS[a]}0${DIGIT_WORDS[b]}`,
      )
      // "one four", "eight zero": a number said digit by digit.
      .replace(
        /\b(?:(?:one|two|three|four|five|six|seven|eight|nine|zero|oh) ){1,3}(?:one|two|three|four|five|six|seven|eight|nine|zero)\b/g,
        (digits) =>
          digits
            .split(' ')
            .map((digit) => DIGIT_WORDS[digit] ?? '0')
            .join(''),
      )
      .replace(
        /\b(one|two|three|four|five|six|seven|eight|nine) (?:oh|o|zero) (one|two|three|four|five|six|seven|eight|nine)\b/g,
        (_, a: string, b: string) => `${DIGIT_WORDS[a]}0${DIGIT_WORDS[b]}`,
      )
      .replace(/\s+/g, ' '),
  )
    .replace(/[^a-z0-9',.!?;:\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const STREET_WORD_SET: ReadonlySet<string> = new Set(STREET_WORDS);
const PLACE_NOUN_SET: ReadonlySet<string> = new Set<string>(PLACE_NOUNS);

/** Street words that are also everyday words. */
const EVERYDAY_STREET_WORDS: ReadonlySet<string> = new Set([
  'way',
  'place',
  'close',
  'row',
  'walk',
  'hill',
  'drive',
  'court',
  'square',
  'parade',
  'grove',
  'gardens',
  'terrace',
  'mews',
]);

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

const TEEN_WORDS: Readonly<Record<string, string>> = {
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
};

/** Irish, British and Australian estates and the like: a street only after a house number and a name ("7 Marian Park"). */
const ESTATE_WORDS: ReadonlySet<string> = new Set([
  'park',
  'green',
  'estate',
  'heights',
  'rise',
  'view',
  'vale',
  'fields',
  'meadows',
  'manor',
  'wood',
  'downs',
  'esplanade',
  'circle',
  'loop',
  'path',
  'quay',
  'wharf',
  'strand',
  'hollow',
  'gate',
  'glade',
  'lawn',
  'lawns',
  'hill',
  'court',
  'grove',
]);

/**
 * "cort", "raod", "stret": a street word heard or typed one slip away, only after a house number
 * and a name ("9 elm cort"), so that everyday words ("please", "placed") are never streets.
 */
function streetWordOf(token: string, tokens: readonly string[], index: number): string | null {
  if (STREET_WORD_SET.has(token) || TYPED_STREET_WORDS.has(token)) return token;
  if (token.length < 4 || !isName(tokens[index - 1]) || !/^\d+[a-z]?$/.test(tokens[index - 2] ?? ''))
    return null;
  const near = STREET_WORDS.find(
    (word) => word.length >= 4 && word[0] === token[0] && isMisspelling(token, word),
  );
  return near ?? null;
}

/** Numbered roads: "Highway 7", "State Highway 1", "Route 9", "Interstate 95", "the A38". */
const NUMBERED_ROAD =
  /\b((?:state\s+)?highway|route|interstate|hwy|sh|county\s+road|exit)\s+(\d+[a-z]?)\b|\b(?:the\s+)?(a\d{1,4}|b\d{2,4}|m\d{1,2}|n\d{1,2}|i-?\d{1,3})\b/;

interface StreetMatch {
  number?: string;
  street: string;
  /** Index of the token after the street word. */
  end: number;
  start: number;
}

function isName(token: string | undefined): token is string {
  return token !== undefined && /^[a-z][a-z'-]*$/.test(token) && !NOT_A_NAME.has(token);
}

const ORDINAL = /^\d+(?:st|nd|rd|th)$/;

/**
 * A word of a street's name: a name, an ordinal ("West 43rd Street", "17th Avenue SW"), or a number
 * said between a house number and the street word ("10425 82 Avenue", the way Edmonton numbers roads).
 */
function isStreetNameToken(tokens: readonly string[], at: number, streetWord: number): boolean {
  const token = tokens[at];
  if (isName(token)) return true;
  if (token === undefined) return false;
  if (ORDINAL.test(token)) return true;
  return at === streetWord - 1 && /^\d{1,3}$/.test(token) && /^\d+[a-z]?$/.test(tokens[at - 1] ?? '');
}

/** Every street in the words, in order. */
function findStreets(tokens: readonly string[]): StreetMatch[] {
  const found: StreetMatch[] = [];
  tokens.forEach((token, index) => {
    const word = streetWordOf(token, tokens, index);
    const estate = word === null && ESTATE_WORDS.has(token);
    if (word === null && !estate) return;
    let start = index;
    while (start > 0 && index - start < 3 && isStreetNameToken(tokens, start - 1, index)) start -= 1;
    // "the Crescent", "The Esplanade": a street with no other name, after a house number or "on".
    if (
      start === index &&
      tokens[index - 1] === 'the' &&
      !['road', 'street', 'lane', 'way', 'rd', 'st', 'highway', 'motorway'].includes(token) &&
      /^(?:\d+[a-z]?|on|at|in)$/.test(tokens[index - 2] ?? '') &&
      // "fell down the stairs in the close": a tenement's common stair, no street.
      !(tokens[index - 2] === 'in' && EVERYDAY_STREET_WORDS.has(token))
    )
      start = index - 1;
    if (start === index && !(token === 'esplanade' && /^\d/.test(tokens[index - 1] ?? ''))) return;
    if (word !== null && SHORT_STREET_WORDS.has(word) && index - start < 1) return;
    const before = tokens[start - 1];
    const number = before !== undefined && /^\d+[a-z]?$/.test(before) ? before : undefined;
    if (estate && number === undefined) return;
    // Everyday words that are also street words ("the wrong way", "can't walk", "it's close") make
    // a street only after a house number, a comma, "on"/"at"/"in"/"off", or at the start.
    const placed =
      start === 0 ||
      number !== undefined ||
      /^(?:,|on|at|in|off|along|down|up|near|of|from|into|onto|to)$/.test(before ?? '');
    if ((estate || EVERYDAY_STREET_WORDS.has(word ?? token)) && !placed) return;
    const name = [...tokens.slice(start, index), word ?? token].join(' ');
    found.push({ street: name, end: index + 1, start, ...(number ? { number } : {}) });
  });
  return found;
}

/** "Fifth and Walnut", "5th and Main": a corner of numbered streets, said the American way. */
const CORNER =
  /\b(?:at|on|of)\s+((?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+and\s+[a-z][a-z'-]+|[a-z][a-z'-]+\s+and\s+(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth))\b/;

/** "12 Summerhill, Trim": a house number, a name and a town, the way Irish and rural addresses are said. */
const BARE_HOUSE =
  /(?:^|,\s*)(?:(?:it is|its|it's|we are (?:at|in)|we're (?:at|in)|i'm at|i am at|(?:we|i) live (?:at|in)|at|in|number)\s+)?(\d+[a-z]?)\s+((?:the\s+)?[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){0,2})\s*,\s*[a-z]/;
/** Words that say a number was no house number: "9 years old", "2 minutes", "3 people, please hurry". */
const NOT_IN_A_NAME: ReadonlySet<string> = new Set(
  (
    'years year old please hurry quick quickly now help minutes minute min sec secs second seconds moment mo ' +
    'tick people kids children times car cars crash crashed accident fire fires men women man lady'
  ).split(' '),
);
/** "I live at 9 Elm", "7 The Paddocks": the whole reply to "where?" is a house number and a name. */
const HOUSE_NAME_ALONE =
  /^\s*(?:(?:it is|its|it's|we are at|we're at|i'm at|i am at|(?:we|i) live at|at|number)\s+)?(\d+[a-z]?)\s+((?:the\s+)?[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){0,2})\s*[.!]?\s*$/;
/**
 * "17 Rue Principale", "Chemin du Lac", "Heol y Felin", "Bóthar na Trá": French-Canadian, Welsh and
 * Irish streets put the street word first (Welsh heol, ffordd, stryd, lôn; Irish bóthar, sráid).
 */
const FRENCH_STREET =
  /(?:\b(\d+[a-z]?)\s+)?\b((?:rue|chemin|boulevard|boul|avenue|route|rang|montee|cote|heol|ffordd|stryd|lon|bothar|sraid)\s+(?:de\s+la\s+|du\s+|des\s+|de\s+|st\s+|saint\s+|y\s+|yr\s+|na\s+|an\s+)?[a-z][a-z'-]+)/;

const CORRECTION = /\b(?:no wait|wait|sorry|i mean|i meant|actually|oops|no no|not)\b/;

/**
 * The street: the last one said after a correction ("Church Road, sorry I mean Church Street"),
 * else a corner of two ("the corner of Pacific Highway and Gordon Street").
 */
function findStreet(
  tokens: readonly string[],
  text: string,
  asked: boolean,
  postcode?: string,
): StreetMatch | null {
  const streets = findStreets(tokens);
  const road = NUMBERED_ROAD.exec(text);
  // "Manchester M15 5RE", "A85 X2F6": the first half of a postcode or Eircode is no road.
  const numbered = road?.[3] && postcode?.replace(/\s+/g, '').startsWith(road[3]) ? null : road;
  if (numbered && !streets.some((street) => street.street.includes(numbered[0]))) {
    const road = (numbered[1] ? `${numbered[1]} ${numbered[2]}` : (numbered[3] ?? '')).replace(/\s+/g, ' ');
    // "1450 State Highway 2": the street found without its number gets it back, with the house number.
    const base = road.replace(/\s+\d+[a-z]?$/, '');
    const unnumbered = streets.find((street) => base !== road && street.street.endsWith(base));
    if (unnumbered) {
      unnumbered.street = `${unnumbered.street} ${road.slice(base.length).trim()}`;
      unnumbered.end += 1;
    } else if (!/^exit/.test(road)) {
      const at = tokens.indexOf(road.split(' ').at(-1) ?? '');
      streets.push({ street: road, start: at, end: at + 1 });
      streets.sort((a, b) => a.start - b.start);
    }
  }
  // Estates and house names with no street word ("14 Cnoc an Oir, Oranmore", "7 The Paddocks, Ratoath"):
  // a number, a name and a comma, said to "where?" or beside a postcode; or a number and a name as
  // the whole reply to "where?" ("I live at 9 Elm"), where no word of the name may say otherwise.
  const alone = asked ? HOUSE_NAME_ALONE.exec(text) : null;
  const aloneName = alone?.[2]?.replace(/^the\s+/, '').split(' ') ?? [];
  const sayOtherwise = (name: string | undefined) =>
    (name ?? '').split(/\s+/).some((word) => NOT_A_NAME.has(word) || NOT_IN_A_NAME.has(word));
  const withComma = BARE_HOUSE.exec(text);
  // "Two car make accident, the driver…": words that say what happened name no house.
  const bare =
    withComma && !withComma[2]?.split(/\s+/).some((word) => NOT_IN_A_NAME.has(word))
      ? withComma
      : sayOtherwise(aloneName.join(' '))
        ? null
        : alone;
  const name = bare?.[2]?.replace(/^the\s+/, '');
  if (
    (asked || postcode) &&
    streets.length === 0 &&
    bare?.[1] &&
    bare[2] &&
    !NOT_A_NAME.has(name?.split(' ')[0] ?? '')
  ) {
    const at = tokens.indexOf(bare[1]);
    return { number: bare[1], street: bare[2], start: at + 1, end: at + 1 + bare[2].split(' ').length };
  }
  const french = FRENCH_STREET.exec(text);
  if (streets.length === 0 && french?.[2]) {
    const at = tokens.indexOf(french[2].split(' ')[0] ?? '') - 1;
    return {
      ...(french[1] ? { number: french[1] } : {}),
      street: `${french[2]}`,
      start: at,
      end: at + french[2].split(' ').length,
    };
  }
  const corner = CORNER.exec(text);
  if (streets.length === 0 && corner?.[1]) {
    const at = tokens.indexOf(corner[1].split(' ')[0] ?? '');
    return { street: corner[1], start: at, end: at + corner[1].split(' ').length };
  }
  const last = streets.at(-1);
  const first = streets[0];
  if (!last || !first) return null;
  // A corrected street keeps the house number said with the first ("11 Church Road, sorry, Church Street").
  if (CORRECTION.test(text))
    return last.number ? last : { ...last, ...(first.number ? { number: first.number } : {}) };
  if (streets.length === 1) return last;
  const between = tokens.slice(first.end, last.start).join(' ');
  if (/^(?:and|at|&|by|near|off|on the corner of)$/.test(between))
    return { ...first, street: `${first.street} and ${last.street}`, end: last.end };
  return last.number ? last : (streets.find((street) => street.number) ?? last);
}

const CLAUSE_BREAK = /^(?:and|but|so|because|cos|cause|then|my|he|she|they|it|is|are|there|help|please)$/;

/** "Mill Lane, Leeds", "Oak Road in Bristol": up to two name words right after the street. */
function townAfter(tokens: readonly string[], from: number, raw: string): string | undefined {
  let at = from;
  if (tokens[at] === 'in') at += 1;
  const words: string[] = [];
  while (words.length < 2) {
    const token = tokens[at];
    if (token === undefined || CLAUSE_BREAK.test(token) || !isName(token) || NOT_A_TOWN.has(token)) break;
    words.push(token);
    at += 1;
  }
  if (words.length === 0) return undefined;
  // Only after a comma or "in": "Oak Road Leeds" said in one breath is too easily a run-on.
  const joined = words.join(' ');
  return new RegExp(`(?:,|\\bin)\\s*${joined}\\b`).test(raw) ? joined : undefined;
}

/** "16 kowhai street hamilton": one name said straight after the street, at the very end. */
function lastWordTown(tokens: readonly string[], street: StreetMatch | null): string | undefined {
  if (street === null) return undefined;
  const next = tokens[street.end];
  // "14 mill lane leeds" at the end, or "14 mill lane leeds ls6 2ab" before a postcode.
  const after = tokens.slice(street.end + 1).join(' ');
  const ends =
    after === '' || /^(?:[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}|\d{4,5}|[a-z]\d[a-z]\s*\d[a-z]\d)\b/.test(after);
  return ends && isName(next) && !NOT_A_TOWN.has(next) ? next : undefined;
}

/** "…, Kings Parade, Cambridge" or "Queen Street, Kamloops": a name after the last comma. */
function townAtEnd(text: string, street: StreetMatch | null): string | undefined {
  if (street === null) return undefined;
  const pieces = text.split(/[,.!?]/).map((piece) => piece.trim());
  for (const piece of pieces.slice(1)) {
    const words = piece.split(/\s+/).filter((word) => !/^\d/.test(word));
    if (words.length === 0 || words.length > 3) continue;
    if (
      words.some(
        (word) =>
          NOT_A_TOWN.has(word) ||
          STREET_WORD_SET.has(word) ||
          TYPED_STREET_WORDS.has(word) ||
          !/^[a-z][a-z'-]*$/.test(word),
      )
    )
      continue;
    if (POSTCODES.uk?.test(piece)) continue;
    return words.join(' ');
  }
  return undefined;
}

/**
 * A US ZIP code or an Australian or New Zealand postcode said at the end of an address, after a
 * town ("Bondi 2026", "Brooklyn, 11216"): digits that are not the house number.
 */
function trailingPostcode(
  text: string,
  countryId: CountryId,
  street: StreetMatch | null,
): string | undefined {
  // "71 Kingsway, Cardiff, CF10": the outward code alone still narrows the place down (Royal Mail).
  const outward =
    countryId === 'uk' && street !== null
      ? /,\s*([a-z]{2}\d{1,2}[a-z]?)\s*[.!]?\s*$/.exec(text)?.[1]
      : undefined;
  if (outward) return outward;
  const digits = countryId === 'us' ? '\\d{5}' : countryId === 'au' || countryId === 'nz' ? '\\d{4}' : null;
  if (digits === null || street === null) return undefined;
  const match = new RegExp(`[a-z][,]?\\s+(${digits})\\s*(?:[.!,]|$)`).exec(text);
  return match?.[1] && match[1] !== street.number ? match[1] : undefined;
}

/** Where someone else is ("mum is at the shop", "dad went to the pub"): not the caller's place. */
const SOMEONE_ELSE_AT = new RegExp(
  `\\b(?:my |our )?(?:${RELATIVES}|he|she|they)\\s+(?:is|are|was|were|has gone|have gone|went|gone|is gone)\\s+(?:out\\s+)?(?:at|to|down to|up to)\\s+(?:the|a)\\s+[a-z]+\\b`,
  'g',
);

/** "the fella just legged it across the field": where someone else went. */
const WENT_SOMEWHERE = new RegExp(
  `\\b${anyOf(GOING_SOMEWHERE)}\\s+(?:off\\s+|away\\s+)?(?:across|into|through|over|down|up|along|towards|toward|out of|round|around)\\s+(?:the|a|our|my)\\s+[a-z]+(?:\\s+[a-z]+)?`,
  'g',
);
const BRAND_WORDS: ReadonlySet<string> = new Set(ONLY_A_BRAND_AFTER_A_PLACE_WORD);

const RELATIVE_WORD = new RegExp(`^(?:${RELATIVES})$`);

/** A town said alone to "where are you?", written as a name ("Moncton"): not a yes, a service or a person. */
function bareTownName(words: string): string | undefined {
  const match = /^\s*([A-Z][a-zA-Z'-]+(?:\s+[A-Z][a-zA-Z'-]+)?)\s*[.!]?\s*$/.exec(words);
  const name = match?.[1]?.toLowerCase();
  if (name === undefined || NOT_A_LEADING_TOWN.test(name)) return undefined;
  if (
    name
      .split(' ')
      .some((word) => NOT_A_TOWN.has(word) || STREET_WORD_SET.has(word) || RELATIVE_WORD.test(word))
  )
    return undefined;
  return name;
}

/** Words that open an answer without being a town ("yes, 14 Mill Lane", "okay, 22 Oak Road"). */
const NOT_A_LEADING_TOWN =
  /^(?:yes|yeah|yep|no|nope|ok|okay|hello|hi|um|so|well|right|sorry|please|police|fire|ambulance|help|emergency|hurry|quick|correct|incorrect|wrong|true|sure|maybe|thanks|thank you|yep|yup|nah|what|pardon|it is|its|we are|i am|address|the address|my address)$/;

/** "Ottawa, 340 Bank Street": the town said first, then a comma, then the house number and street. */
function townFirst(text: string, street: StreetMatch | null): string | undefined {
  if (street === null) return undefined;
  const match =
    /^([a-z][a-z'-]+(?: [a-z][a-z'-]+)?)\s*,\s*(?:\d+|it is|its|it's|we are|we're|i am|i'm|on|at|the)\b/.exec(
      text,
    );
  const town = match?.[1];
  if (town === undefined || NOT_A_LEADING_TOWN.test(town)) return undefined;
  const notATown = (word: string) =>
    NOT_A_LEADING_TOWN.test(word) ||
    NOT_A_TOWN.has(word) ||
    STREET_WORD_SET.has(word) ||
    PLACE_NOUN_SET.has(word) ||
    NAMED_PLACE_KIND.test(word);
  return town.split(' ').some(notATown) ? undefined : town;
}

/** "we're in Leeds", "it's in Newtown": a town on its own (never a room or a thing). */
function townAlone(text: string, anywhere = false): string | undefined {
  const lead = anywhere ? '(?:^|[\\s,])' : "\\b(?:live|living|are|am|is|were|we're|i'm|its|it's)\\s+";
  const match = new RegExp(
    `${lead}(?:in|outside|just outside)\\s+(?:downtown\\s+)?([a-z][a-z'-]+)(?:\\s+([a-z][a-z'-]+))?`,
  ).exec(text);
  if (!match?.[1] || NOT_A_TOWN.has(match[1])) return undefined;
  const second = match[2];
  // "in Victoria Park" names a park, not a town.
  if (
    second !== undefined &&
    (PLACE_NOUN_SET.has(second) || STREET_WORD_SET.has(second) || ESTATE_WORDS.has(second))
  )
    return undefined;
  return second !== undefined && !NOT_A_TOWN.has(second) && !CLAUSE_BREAK.test(second)
    ? `${match[1]} ${second}`
    : match[1];
}

/** "It's 102 and she's hot", "the house next door, number 73": numbers that are no number of the caller's house. */
const NOT_OUR_NUMBER =
  /\b(?:fever|temperature|temp|degrees|thermometer)\b|\bnext door\b[^.!?]{0,12}\b(?:number|no)\s+\d/;

function houseNumber(text: string, street: StreetMatch | null): string | undefined {
  if (street === null && NOT_OUR_NUMBER.test(text)) return undefined;
  // "7 Church Lane, no wait, it's number 17": the number after the correction wins.
  const corrected =
    /\b(?:no wait|wait|sorry|i mean|i meant|actually|no)\b[ ,.]*(?:it is |its |it's |number |no )*(\d+[a-z]?)\b(?! [a-z]+ (?:road|street|lane|avenue|close|drive|way|court|crescent))/.exec(
      text,
    );
  if (corrected?.[1] && (street === null || street.number !== corrected[1])) return corrected[1];
  if (street?.number) return street.number;
  const said = [
    ...text.matchAll(/\b(?:number|house|no|outside number|block of|hundred block of)\s+(\d+[a-z]?)\b/g),
  ].at(-1)?.[1];
  if (said) return said;
  const leads =
    /\b(?:live at|lives at|address is|we're at|we are at|i'm at|i am at|it's|its|at)\s+(\d+[a-z]?)\b/.exec(
      text,
    );
  return leads?.[1];
}

const NOT_A_LANDMARK: ReadonlySet<string> = new Set([
  ...NOT_A_TOWN,
  'house',
  'home',
  'door',
  'window',
  'car',
  'cars',
  'corner',
  'road',
  'street',
  'crash',
  'fire',
  'man',
  'lady',
  'woman',
  'person',
  'people',
  'neighbours',
  'neighbors',
  'way',
  'bottom',
  'top',
  'side',
  'couch',
  'sofa',
  'bed',
  'table',
  'chair',
  'wardrobe',
  'cupboard',
  'curtain',
  'curtains',
  'stairs',
  'wall',
  'fence',
  'bins',
  'bin',
  'tree',
]);

/** "by the laundromat", "just past the BP", "outside the pub": a named thing a crew can see. */
function broadLandmark(text: string): RegExpMatchArray | null {
  const match =
    /\b((?:right |just )?(?:next to|opposite|beside|behind|in front of|across from|by|near|outside|past|just past))\s+(the|a|that|this)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){0,2})/.exec(
      text,
    );
  if (!match?.[3]) return null;
  // A name runs until a word that starts another part of the sentence.
  const words: string[] = [];
  for (const word of match[3].split(/\s+/)) {
    if (
      /^(?:and|but|so|on|in|at|with|because|he|she|they|it|is|are|was|there|near|by|of|outside|the)$/.test(
        word,
      )
    )
      break;
    words.push(word);
  }
  const noun = words.at(-1);
  if (noun === undefined || NOT_A_LANDMARK.has(noun)) return null;
  return [match[0], match[1], match[2], words.join(' ')] as unknown as RegExpMatchArray;
}

/** Places known by their own name: a name, then what kind of place it is. */
const NAMED_PLACE_KINDS =
  'park|station|centre|center|mall|library|hospital|school|college|university|church|stadium|oval|beach|pool|market|playground|field|square|play centre|soft play|elementary|primary|academy|high school|middle school';

/** One word that names a kind of place ("park", "station"): never a town's name. */
const NAMED_PLACE_KIND = new RegExp(`^(?:${NAMED_PLACE_KINDS})$`);

/** "the People's Park", "Victoria Park", "Flinders Street Station": the name is what a crew searches for. */
function namedPlace(text: string, street: StreetMatch | null): string | undefined {
  const pattern = new RegExp(
    `\\b((?:[a-z][a-z'-]+\\s+){1,2}(?:${NAMED_PLACE_KINDS}))\\b(?!\\s+(?:road|street|lane|avenue|drive|way|close|rd|st))`,
    'g',
  );
  for (const match of text.replace(/,/g, ' , ').matchAll(pattern)) {
    const words = (match[1] ?? '').split(/\s+/);
    // Drop leading words that are not part of a name ("the", "at", "in").
    while (words.length > 1 && NOT_A_NAME.has(words[0] ?? '')) words.shift();
    if (
      words.length < 2 ||
      words.slice(0, -1).some((word) => NOT_A_TOWN.has(word) && !STREET_WORD_SET.has(word))
    )
      continue;
    const name = words.join(' ');
    // "7 Marian Park" is the street itself.
    if (street && street.street === name) continue;
    return name;
  }
  return undefined;
}

/** The words without any street's own ("Church Road, sorry, Church Street" names no church). */
function withoutStreets(text: string, tokens: readonly string[]): string {
  const streets = findStreets(tokens);
  if (streets.length === 0) return text;
  const kept = tokens.map((token, index) =>
    streets.some((street) => index >= street.start && index < street.end) ? ',' : token,
  );
  return kept.join(' ');
}

/**
 * The place parts in one answer (empty when it names none). Rooms and hazards are not places:
 * "upstairs", "in the kitchen", "smoke everywhere".
 */
export function hearPlace(words: string, countryId: CountryId = 'uk', asked = false): PlaceParts {
  const text = normalise(words);
  // Commas stay as tokens of their own, so that no street name runs across them.
  const tokens = text
    .replace(/[.!?;:]/g, ' ')
    .replace(/,/g, ' , ')
    .split(/\s+/)
    .filter(Boolean);
  const parts: PlaceParts = {};
  const street = findStreet(tokens, text, asked, POSTCODES[countryId]?.exec(text)?.[1]);
  if (street) {
    parts.street = street.street;
    const town = townAfter(tokens, street.end, text);
    if (town) parts.town = town;
  }
  const number = houseNumber(text, street);
  // A bare number is only a house number beside a street ("number 14" corrects one said before).
  // A bare number is a house number beside a street, after "number", or as the whole reply to
  // "where are you?" ("nah, it's 21" to a read-back).
  if (number && (street || asked || /\b(?:number|house|no)\s+\d/.test(text))) parts.number = number;
  const block = /\b(\d+)\s+block\s+of\b/.exec(text)?.[1];
  if (block && street) parts.number = block;
  const postcode = POSTCODES[countryId]?.exec(text)?.[1] ?? trailingPostcode(text, countryId, street);
  if (postcode && !(street?.number && postcode === street.number))
    parts.postcode = postcode.replace(/\s+/g, ' ');
  // "a big pool of blood" is no pool a crew could drive to, and "mammy is at the shop" is where
  // someone else is, not the caller.
  const free = withoutStreets(text, tokens)
    .replace(/\b(?:pool|puddle|pile|lot|lots|bit) of (?:blood|water|sick|vomit|glass)\b/g, ' ')
    .replace(SOMEONE_ELSE_AT, ' ')
    .replace(WENT_SOMEWHERE, ' ');
  const found = broadLandmark(free) ?? free.match(LANDMARK);
  const landmark = found?.[3] && BRAND_WORDS.has(found[3]) && found[1] === undefined ? null : found;
  const named = namedPlace(text, street);
  if (landmark?.[3]) {
    const relation = landmark[1] && !['at', 'in', 'on'].includes(landmark[1]) ? `${landmark[1]} ` : '';
    const noun = landmark[3].replace(/\s+/g, ' ');
    const article = landmark[2] === undefined || landmark[2] === 'a' ? 'the' : landmark[2];
    parts.landmark = `${relation || 'near '}${article} ${noun}`.replace(/\b(my|our) /, 'your ');
  }
  // A place with a name ("Victoria Park", "Flinders Street Station") says more than "the swings".
  if (named && !(parts.landmark ?? '').includes(named)) {
    const kind = named.split(' ').at(-1);
    const same = parts.landmark !== undefined && parts.landmark.split(' ').at(-1) === kind;
    parts.landmark =
      parts.landmark && !same
        ? `${parts.landmark} in ${named}`
        : `${same && /^near /.test(parts.landmark ?? '') ? 'at' : (parts.landmark?.split(' the ')[0] ?? 'at')} ${named}`;
  }
  // "on the first floor of Westfield": the building the floor belongs to.
  const building = /\bfloor of (?:the )?([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)\b/
    .exec(text)?.[1]
    ?.split(/\s+(?:in|at|on|near|by)\b/)[0];
  if (building && parts.landmark && !NOT_A_TOWN.has(building))
    parts.landmark = `${parts.landmark} of ${building}`;
  const relativeMatch = RELATIVE_HOME.exec(text);
  const relative = relativeMatch?.[1] ?? relativeMatch?.[2];
  if (relative) parts.relativeHome = `${relative.replace(/s$/, '')}'s`;
  // "Flat 12, third floor": both, as a crew climbing the stairs needs them.
  const flat = [...text.matchAll(new RegExp(FLAT.source, 'g'))].at(-1);
  const floor = FLOOR.exec(text)?.[1];
  const flatWords = flat?.[1] && flat[2] ? `${flat[1]} ${flat[2]}` : undefined;
  const floorOrRoom = [flatWords, floor].filter((part) => part !== undefined).join(', ');
  if (floorOrRoom !== '') parts.floorOrRoom = floorOrRoom;
  const leadingTown = townFirst(text, street);
  if (!parts.town && leadingTown) parts.town = leadingTown;
  if (!parts.town && (street || parts.landmark || parts.relativeHome)) {
    const town =
      townAlone(text, true) ??
      townAtEnd(text, street ?? (parts.landmark ? ({} as StreetMatch) : null)) ??
      lastWordTown(tokens, street);
    if (town) parts.town = town;
  } else if (!parts.town && !street) {
    const town = townAlone(text);
    if (town) parts.town = town;
  }
  // "Mount Albert, Auckland": the suburb, then the city, as New Zealanders and Australians say it.
  // (In the United States and Canada the second name is the state or province, which adds nothing.)
  if (parts.town && countryId !== 'us' && countryId !== 'ca') {
    const escaped = parts.town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const city = new RegExp(`\\b${escaped}\\s*,\\s*([a-z][a-z'-]+(?: [a-z][a-z'-]+)?)\\s*(?:,|$|\\d)`).exec(
      text,
    )?.[1];
    if (city && !city.split(' ').some((word) => NOT_A_TOWN.has(word) || STREET_WORD_SET.has(word)))
      parts.town = `${parts.town}, ${city}`;
  }
  // "cabin 12", "site 47": at a caravan or holiday park the cabin is the number a crew looks for.
  const unit = PARK_UNIT.exec(text)?.[1];
  if (unit && !parts.number) parts.number = unit;
  // "near junction 14", "past mile marker 12", "exit 431": the number is what a crew drives to.
  const marker = NUMBERED_MARKER.exec(text);
  if (marker?.[2] && marker[3] && (!parts.landmark || parts.landmark.endsWith(marker[2])))
    parts.landmark = `${marker[1] ?? 'near'} ${marker[2]} ${marker[3]}`.replace(/\s+/g, ' ');
  if (asked && !hasAnyPart(parts)) {
    const town = bareTownName(words);
    if (town) parts.town = town;
  }
  // "in Leamington" said alone, as the rest of a place: a town.
  const alone = TOWN_ALONE.exec(text)?.[1];
  if (!hasAnyPart(parts) && alone && !alone.split(' ').some((word) => NOT_A_TOWN.has(word)))
    parts.town = alone;
  return parts;
}

const PARK_UNIT = /\b(?:cabin|site|pitch|chalet|caravan)\s+(?:number\s+|no\s+)?(\d+[a-z]?)\b/;
const NUMBERED_MARKER =
  /\b(?:(near|past|just past|after|before|between|by|at)\s+)?(?:the\s+)?(junction|exit|mile marker|marker|lamp post|pole)\s+(\d+[a-z]?)\b/;
const TOWN_ALONE =
  /^\s*(?:it is |its |it's |we are |we're )?in\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)\s*[.!]?\s*$/;

export function hasAnyPart(parts: PlaceParts): boolean {
  return Object.values(parts).some((part) => part !== undefined && part !== '');
}
