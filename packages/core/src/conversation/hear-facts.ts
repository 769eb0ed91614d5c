// Reads one answer for every fact the call cares about, whatever was asked (ADR 035). Each answer is
// cut into clauses ("she won't wake up and she isn't breathing" is two), contractions are spelt out
// so that negation reads the same however it is typed ("isnt", "isn't", "is not"), and each fact
// is read with its negation and its lookalikes ("purple from the cold but chatting" is no red flag).
import type { CountryId, EmergencyService } from '../countries';
import { impliedService, saysAdvice, servicesNamed } from '../rating/completeness';
import { numbersAsDigits } from '../understanding';
import { analyseText, hasAnyLoose, isMisspelling } from '../rating/text';
import { HAZARD_WORDS } from '../rating/vocabulary';
import { hasAnyPart, hearPlace } from '../understanding';
import {
  anyOf,
  CHILD_FAMILY,
  GROWN_UP_DOING,
  GROWN_UP_FAMILY,
  GROWN_UPS_BY_ROLE,
  LABOURED_BREATHING,
  LOTS_OF_BLOOD,
  PETS,
  TITLED_GROWN_UP,
} from '../understanding/meaning-words';
import {
  fact,
  type Breathing,
  type CallPicture,
  type Hazard,
  type Trapped,
  type YesNoUnsure,
} from './picture';
import { says } from './sign-rules';

/** docs/product.md §9 confidences; a fact heard outside its own question is read back before it is relied on. */
export const FACT_CONFIDENCE = {
  named: 0.9,
  inTurn: 0.8,
  outOfTurn: 0.7,
} as const;

/** A fact only implied by another ("she's talking", so she breathes): never replaces one that was said. */
export const IMPLIED_CONFIDENCE = 0.5;

/** What the operator asked: bare answers ("yes", "nope") are read against it. */
export interface AnswerContext {
  /** The scenario's kind of people question. */
  people: PeopleQuestion;
  /** The operator asked where the caller is: an address said bare ("12 Summerhill, Trim") is read as one. */
  placeAsked?: boolean;
  /** A road crash: "stuck" means stuck in a vehicle. */
  road?: boolean;
  /** 'people' for the scenario's people question, 'breathing' for the breathing check, else null. */
  asked: 'people' | 'breathing' | 'awake' | null;
  countryId: CountryId;
  callType: '999' | '111';
  expectedService: EmergencyService;
  turn: number;
}

/**
 * What each scenario's people question asks, so that a bare yes or no means the right thing:
 * "Is anyone still inside?" (inside), "Is he awake, and is he breathing?" (patient), "Are you safe
 * inside, and is anyone hurt?" (safety), "Is a grown-up with you?" (grown-up).
 */
export type PeopleQuestion = 'inside' | 'patient' | 'hurt' | 'safety' | 'grown-up' | 'awake-grown-up';

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bwon'?t\b/g, 'will not'],
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\b(is|was|does|did|do|are|were|has|have|had|could|would|should)n'?t\b/g, '$1 not'],
  [/\baint\b|\bain't\b/g, 'is not'],
  [/\b(he|she|it|that|there|who|what)'s\b/g, '$1 is'],
  [/\bits\b/g, 'it is'],
  [/\b(they|we|you)'re\b/g, '$1 are'],
  [/\btheyre\b/g, 'they are'],
  [/\bi'?m\b/g, 'i am'],
  [/\b(i|we|they|you)'ve\b/g, '$1 have'],
  [/\b(i|we|he|she|they)'ll\b/g, '$1 will'],
  [
    /\b([a-z]+)'s (?=(?:still|not|on|in|at|stuck|trapped|gone|going|got|been|really|very|all|so|too|awake|asleep|breathing|bleeding|hurt|okay|ok|fine|out|inside|upstairs|downstairs|sore|swollen|bent|broken|burning|lying|sitting|here|there|coming|crying|talking|shouting|screaming|moving|a|an|the|just|kind|like|super|now|probably|definitely|having|making|holding|banging|with|home|locked|lost|purple|blue|pale|grey|gray|white|red|hot|cold|sick|shaking|floppy|saying|not|no|only|about|left|gone|[a-z]+ing|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)\b)/g,
    '$1 is ',
  ],
  [/\b(?:uh[ -]?huh|mm+[ -]?hm+|mhm+)\b/g, 'yes'],
  // Typed shorthand: "thru", "w my da", "n", "rn", "idk".
  [/\bthru\b/g, 'through'],
  [/\bw\/? ?(?=(?:my|me|him|her|them|us|our|his|the|a)\b)/g, 'with '],
  [/(?<=[a-z]) n (?=[a-z])/g, ' and '],
  [/\brn\b/g, 'right now'],
  [/\bidk\b/g, 'i do not know'],
  [/\br\b/g, 'are'],
  [/\b(?:um+|uh+|er+|erm+|hmm+|like um)\b/g, ' '],
];

/** Words the facts hang on: a child's spelling or a recogniser's sound-alike of them is read as them ("awak", "brething"). */
const FACT_WORDS = [
  'awake',
  'breathing',
  'breathe',
  'bleeding',
  'unconscious',
  'trapped',
  'stuck',
  'inside',
  'upstairs',
  'downstairs',
  'floppy',
  'hiding',
  'wardrobe',
  'burglar',
  'robber',
  'smoke',
  'answering',
  'talking',
];
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...FACT_WORDS,
  'breath',
  'breaths',
  'breathed',
  'breathes',
  'awaken',
  'side',
  'inset',
  'insider',
  'bleed',
  'stock',
  'struck',
  'stack',
  'stick',
  'strapped',
  'wrapped',
  'trapper',
  'smoky',
  'smoked',
  'smoker',
  'spoke',
  'talked',
  'walking',
  'taking',
  'tasking',
  'answered',
  'hidden',
  'holding',
  'riding',
  'sliding',
  'floppy',
  'sloppy',
]);

function correctedFactWord(word: string): string {
  if (KNOWN_WORDS.has(word)) return word;
  const known = CORRECTED.get(word);
  if (known !== undefined) return known;
  const corrected = FACT_WORDS.find((candidate) => isMisspelling(word, candidate)) ?? word;
  if (CORRECTED.size > 20_000) CORRECTED.clear();
  CORRECTED.set(word, corrected);
  return corrected;
}

/** Corrections already worked out (bounded): the same words come back in every call. */
const CORRECTED = new Map<string, string>();

/** Lower case, no accents, contractions spelt out, numbers as digits; apostrophes gone. */
function spellOut(words: string): string {
  let text = words
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    // "I can't... breathe": a pause for breath, not the end of a clause.
    .replace(/\s*(?:\.{2,}|\u2026)\s*/g, ' ')
    .toLowerCase();
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  text = text.replace(/\b(hes|shes|thats|theres)\b/g, (match) => `${match.slice(0, -1)} is`);
  text = text.replace(/\b[a-z]{4,}\b/g, (word) => correctedFactWord(word));
  // "no one" is nobody, not a number.
  text = text.replace(/\bno[ -]one\b/g, 'noone').replace(/\bevery ?one\b/g, 'everyone');
  return numbersAsDigits(text.replace(/'/g, ''));
}

/** Pieces of an answer already spelt out, each padded with spaces for whole-word lookups. */
function piecesOf(spelt: string, breaks: RegExp): string[] {
  return spelt
    .split(breaks)
    .map(
      (piece) =>
        ` ${piece
          .replace(/[^a-z0-9\s-]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()} `,
    )
    .filter((piece) => piece.trim() !== '');
}

const CLAUSE_BREAKS = /[.!?;,]+|\s(?:and|but|so|because|cos|cause|then|although|though|plus|also)\s/;
const SENTENCE_BREAKS = /[.!?;,]+/;

/** The clauses of an answer, each spelt out and padded with spaces for whole-word lookups. */
export function clausesOf(words: string): string[] {
  return piecesOf(spellOut(words), CLAUSE_BREAKS);
}

/** The sentences of an answer, split at punctuation only ("me and mum are outside" stays whole). */
export function sentencesOf(words: string): string[] {
  return piecesOf(spellOut(words), SENTENCE_BREAKS);
}

function has(clause: string, pattern: RegExp): boolean {
  return pattern.test(clause);
}

const FAMILY = anyOf([...GROWN_UP_FAMILY, ...CHILD_FAMILY]);
const PERSON = `(?:he|she|they|him|her|them|${FAMILY}|man|lady|woman|driver|boy|girl|teacher|person|someone|somebody)`;

// ---- breathing -------------------------------------------------------------------------------

const BREATHING_NOT = [
  /\b(?:not|no longer|stopped|never|hardly not) (?:really |even |properly )?breath/,
  /\bno breath/,
  /\bnot breathing (?:properly|right|normally)/,
  /\bcan not (?:see|hear|feel) (?:him|her|them|it|any) ?breath/,
  /\bdo not think (?:he|she|they) (?:is|are) breath/,
  /\b(?:chest|tummy|belly) (?:is )?(?:not|is not|does not) (?:moving|going up|go up|move)/,
  /\b(?:chest|tummy|belly) (?:has )?stopped (?:moving|going)/,
  /\b(?:turning|turned|gone|going|went|looks|look|is|are) (?:all |really |very |a bit )?blue\b/,
  /\bblue (?:lips|face)\b/,
  /\bnot breathin\b/,
];

const BREATHING_TROUBLE = [
  /\b(?:can|could) not (?:really |properly )?breath/,
  /\bcan (?:hardly|barely|only just) (?:breath|catch)/,
  /\b(?:hard|difficult) (?:for (?:him|her|them) )?to breath/,
  /\bstruggling (?:to breath|for breath|for air)/,
  /\b(?:trouble|difficulty|problems?) breath/,
  /\bbreath(?:ing|es)? (?:is |are |sounds |all |really |very |super |so |kind of |a bit )*(?:funny|weird|weirdly|strange|strangely|noisy|noisily|fast|quick|quickly|loud|loudly|wheezy|odd|bad|badly|heavy|heavily|hard|rattly|squeaky|whistly|whistling)\b/,
  /\b(?:hardly|barely) breathing\b/,
  /\b(?:funny|weird|strange|noisy|fast|quick|wheezy|squeaky|rattly) breath/,
  /\bwheez/,
  /\bgasping/,
  /\bcatch (?:his|her|their|my) breath/,
  /\b(?:out|short) of breath/,
  /\bbreathless/,
  /\bcan not get (?:his|her|their|my|any|a) (?:breath|air)/,
  /\bchoking\b/,
  /\bhurts? (?:him |her |them )?to breath/,
  /\bcan (?:hardly|barely) get (?:a |his |her |their |any )?breath/,
  /\bcan not get (?:enough )?(?:air|breath)/,
  /\bbreathing\b.*\b(?:really|very|super|so) (?:slow|slowly|shallow)\b/,
];
/** "He's breathing but it's fast and like shallow": the breathing, then how hard it is. */
const BREATHING_BUT_LABOURED = new RegExp(
  `\\bbreath(?:ing|es|s)?\\b (?:but |and )?(?:it is |its |he is |she is |they are )?(?:(?:really|very|super|so|like|kind of|a bit|too|all) )*${anyOf(LABOURED_BREATHING)}\\b`,
);

/** Said outright ("breathing fine now"): it overrides what was said before, in this answer or earlier. */
const BREATHING_FINE = [
  /\bbreathing (?:fine|ok|okay|normally|normal|alright|all right|properly|again)\b/,
  /\b(?:is|are|and|still|now) breathing(?: now)?\s*$/,
  /^\s*breathing\s*$/,
  /\bbreathing now\b/,
];

const BREATHING_NORMAL = [
  /\b(?:is|are|still|and) breathing(?! (?:(?:really|very|super|so|kind of|a bit) )*(?:funny|weird|weirdly|strange|strangely|noisy|noisily|fast|quick|quickly|loud|loudly|wheezy|odd|bad|badly|heavy|heavily|hard|rattly|squeaky|whistly|whistling))\b/,
  /\bbreathing (?:fine|ok|okay|normally|normal|alright|all right)\b/,
  /\b(?:chest|tummy) (?:is )?(?:going|moving) up and down/,
  /\bcan breath/,
];

/** Someone who talks, cries or shouts is breathing and awake. */
const TALKING = /\b(?:crying|screaming|shouting|yelling|talking|chatting|speaking|singing|laughing)\b/;

/** Not a breathing problem after all: out of breath from running, purple from the cold. */
const BREATHING_LOOKALIKE = [
  /\bfrom (?:running|the cold|cold|swimming|playing|the run|the stairs|(?:walking|climbing|going|running) (?:up|down)\b)/,
  /\b(?:fine|okay|ok|better|alright|grand) now\b/,
  /\bi am (?:fine|okay|ok|alright|grand)\b/,
  /\bi (?:ran|was running|have been running|just ran|had to run)\b/,
  /\bbecause (?:i|we|he|she) (?:ran|was running|were running)/,
  /\b(?:felt|tip|pen|paint|ink|marker|crayon)\b/,
];

/** A reason for puffing said anywhere in the answer: "because he ran up the stairs". */
const EXERTION =
  /\b(?:because|cos|cause|from|after) (?:(?:i|we|he|she|they) )?(?:ran|run|was running|were running|running|climbed|swam|was swimming|swimming|played|was playing|raced)\b/;

/** "I'm out of breath, I ran here": the caller, not the person they are calling about. */
const FIRST_PERSON = /^\s*(?:sorry )?(?:i am|i was|i|we are|we were|me)\b/;

function hearBreathing(
  clauses: readonly string[],
  whole: string,
  sentences: readonly string[],
): Breathing | null {
  // A gasp now and then is not breathing (sign-rules.ts agonalBreathing), whatever else was said.
  if (says('agonalBreathing', whole) && !/\bnot (?:gasping|gulping)\b/.test(whole)) return 'not';
  if (sentences.some((sentence) => BREATHING_BUT_LABOURED.test(sentence) && !EXERTION.test(sentence)))
    return 'trouble';
  let found: Breathing | null = null;
  const wholeLookalike = BREATHING_LOOKALIKE.some((pattern) => has(whole, pattern));
  for (const clause of clauses) {
    // "She was out of breath, but she's fine now": past, and over.
    const over =
      /\b(?:was|were|had been)\b/.test(clause) && /\b(?:fine|okay|ok|better|alright|grand) now\b/.test(whole);
    const lookalike =
      BREATHING_LOOKALIKE.some((pattern) => has(clause, pattern)) ||
      (FIRST_PERSON.test(clause) && wholeLookalike) ||
      over;
    if (
      BREATHING_TROUBLE.some((pattern) => has(clause, pattern)) ||
      // Puffing and panting after running up the stairs are only exertion.
      (says('smallBreaths', clause) && !EXERTION.test(whole)) ||
      says('breathlessSpeech', clause)
    ) {
      if (!lookalike) found = 'trouble';
      continue;
    }
    if (BREATHING_NOT.some((pattern) => has(clause, pattern))) {
      const colourOnly = !/breath|chest|tummy|belly/.test(clause);
      // Lips or skin that look blue while the person talks or plays are not a stopped breath.
      if (
        colourOnly &&
        (lookalike || TALKING.test(whole) || BREATHING_NORMAL.some((pattern) => has(whole, pattern)))
      )
        continue;
      if (!lookalike || !colourOnly) found = 'not';
      continue;
    }
    if (BREATHING_FINE.some((pattern) => has(clause, pattern)) && !/\bnot\b/.test(clause)) found = 'normal';
    else if (BREATHING_NORMAL.some((pattern) => has(clause, pattern)) && found === null) found = 'normal';
  }
  return found;
}

// ---- awake -------------------------------------------------------------------------------------

const AWAKE_NO = [
  /\b(?:will|can|does|did|would) not (?:wake|open (?:his|her|their) eyes|answer|respond|talk to me|say anything)/,
  /\b(?:will|does|did|would) not move\b(?! (?:his|her|their|the|it|my|your|a|an)\b)/,
  /\bnot (?:waking|awake|responding|answering|conscious|talking|moving|opening)/,
  /\bnot wake up/,
  /\b(?:hard|really hard|very hard|impossible) to wake/,
  /\bunconscious|passed out|fainted|knocked out|blacked out|out cold|unresponsive|lifeless\b/,
  /\beyes (?:are |were |is |still |all )*(?:shut|closed)\b/,
  /\b(?:gone|is|went|all|really|very) (?:floppy|limp)\b/,
  /\bfloppy\b/,
  /\bno answer\b/,
  /\bnot say(?:ing)? anything/,
];

const AWAKE_YES = [
  /\b(?:is|are|still|now|wide) awake\b/,
  // "He's conscious" ("unconscious" never matches: no word boundary inside it).
  /\b(?:is|are|still|now|and) (?:fully )?conscious\b/,
  /\bwoke up\b/,
  /\b(?:woken|waking) up\b(?! properly)/,
  /\beyes (?:are |were )?(?:open|opened)\b/,
  /\b(?:is|are) awak\b/,
  /\bopened (?:his|her|their) eyes\b/,
  /\b(?:talking|chatting|crying|answering|speaking|screaming|shouting|yelling|moaning|saying|says|groaning)\b/,
  /\bcan (?:talk|speak|hear me)\b/,
  /\bsitting up|standing up|walking\b/,
  /\b(?:alert|banging|waving|watching|drinking|eating|playing)\b/,
  /(?<!\b(?:was|were|had been) )\bholding (?:his|her|their) (?:neck|head|chest|arm|leg|side|tummy)\b/,
  /\bopened (?:them|her eyes|his eyes|their eyes)\b/,
  /\bsitting (?:on|at|in|against) (?:the|a) (?:kerb|curb|floor|table|chair|stairs|step|steps|grass|pavement|sidewalk|footpath|couch|sofa|wall)\b/,
  new RegExp(
    `\\b(?:she|he|they|${PERSON}) (?:is|feels|seems|says (?:she|he) is|said (?:she|he) is) (?:fine|ok|okay|well|good|alright|all right|happy)\\b`,
  ),
];

const FAINTED = /\b(?:fainted|blacked out|had a faint)\b/g;
const ASLEEP_AT_A_CRASH = new RegExp(
  `\\b(?:he|she|they|${PERSON}) (?:is|are|seems|looks|looks like (?:he is|she is)) (?:sleeping|asleep)\\b`,
);
const REPORTED_BY_A_GROWN_UP = new RegExp(
  `\\b(?:my |our |the )?${anyOf(GROWN_UP_FAMILY)}s? (?:is |are )?(?:says|said|saying|shouting|talking|calling|yelling)\\b`,
  'g',
);

/** "She passed out for a few seconds": over now, not how the person is. */
const BRIEFLY =
  /\bfor (?:a )?(?:few |couple of )?(?:second|seconds|sec|secs|minute|minutes|moment|bit)\b|\bjust for a\b/;

function hearAwake(said: readonly string[]): YesNoUnsure | null {
  // "My mam says he is breathing": a grown-up speaking tells nothing of the patient's eyes.
  const clauses = said.map((clause) => clause.replace(REPORTED_BY_A_GROWN_UP, ' '));
  let found: YesNoUnsure | null = null;
  // What is true now wins over what happened a moment ago ("she's awake now, she passed out").
  const now = clauses.some(
    (clause) =>
      /\bnow\b|\bagain\b/.test(clause) &&
      AWAKE_YES.some((pattern) => has(clause, pattern)) &&
      !AWAKE_NO.some((pattern) => has(clause, pattern)),
  );
  let before = false;
  for (const clause of clauses) {
    // "he was fine a minute ago, talking to me": a clause with no subject of its own keeps the tense before it.
    before =
      (says('awakeBeforeNow', clause) || (before && /^\s*[a-z]+ing\b/.test(clause))) && !says('now', clause);
    if (says('cannotKeepAwake', clause)) {
      found = 'no';
      continue;
    }
    if (AWAKE_NO.some((pattern) => has(clause, pattern))) {
      if (now || BRIEFLY.test(clause)) continue;
      // "She fainted" tells what happened, not how she is now: the operator asks.
      if (
        says('faintedAndOver', clause) &&
        !AWAKE_NO.some((pattern) => has(clause.replace(FAINTED, ' '), pattern))
      )
        continue;
      // "she isn't moving her arm" is about the arm, not about being awake.
      if (/\bnot moving (?:his|her|their|it|the) (?:arm|leg|wrist|ankle|hand|foot|fingers?)/.test(clause))
        continue;
      found = 'no';
    } else if (
      AWAKE_YES.some((pattern) => has(clause, pattern)) &&
      !/\bnot (?:talking|crying|awake)/.test(clause) &&
      // "He was fine a minute ago, talking to me": how he was, not how he is.
      !before
    )
      found =
        found === 'no' && /\b(?:woke|opened|awake now|waking up)\b/.test(clause) ? 'yes' : (found ?? 'yes');
  }
  return found;
}

// ---- someone trapped -------------------------------------------------------------------------

/** Grown-ups by role who can be the one trapped ("one of the dinner ladies", "the bus driver"). */
const TRAPPED_BY_ROLE = GROWN_UPS_BY_ROLE.filter((role) => !/^(?:a|some) /.test(role));
const WHO = new RegExp(
  `(?:\\b(?:my|our|the|1|a|an)\\s+|^\\s*)((?:little |big |baby |older |younger |step ?|other |car |van |truck |lorry |bus )?(?:${FAMILY}|dog|cat|puppy|hamster|neighbour|neighbor|babysitter|twins?|family|driver|man|lady|kids?|children|son|daughter|${anyOf(TRAPPED_BY_ROLE)}))\\b`,
);

/** Who is trapped, one person: "one of the dinner ladies" is a dinner lady. */
function whoOf(clause: string): string | undefined {
  const who = WHO.exec(clause)?.[1];
  if (who === undefined || !new RegExp(`\\b(?:one|1) of (?:the|my|our) ${who}\\b`).test(clause)) return who;
  return who.replace(/ies$/, 'y').replace(/men$/, 'man').replace(/s$/, '');
}
/** In a fire: the caller is still in the building ("I got in the wardrobe", "I'm stuck upstairs"). */
const CALLER_INSIDE =
  /\b(?:i am|i got|we are|i hid|i am hiding|i am still|we are still|i can not get|we can not get|i am stuck|we are stuck|i am trapped|we are trapped)\b(?: still)? ?(?:in|inside|under|upstairs|downstairs|out|stuck|trapped|hiding)?\b(?:.*\b(?:wardrobe|cupboard|closet|under the bed|my room|bedroom|bathroom|upstairs|inside|in the house|can not get out|stuck|trapped))/;
/** The caller plainly still inside: "I can't get out", "I'm still in the flat", "I'm stuck in my room". */
const CALLER_CANNOT_LEAVE =
  /\b(?:i|we) (?:can not|am not able to|are not able to|could not) get out\b|\b(?:i am|we are) (?:still )?(?:stuck|trapped)\b|\b(?:i am|we are) still (?:in|inside|upstairs|in here|in (?:the|our|my) (?:flat|apartment|house|home|building|room|bedroom|bathroom))\b/;
const CALLER_OUT =
  /\b(?:i am|we are|i got|we got|we all got|i ran|we ran) (?:all )?(?:out|outside)\b|\bi am not (?:inside|in)\b/;

const PET = new RegExp(`\\b${anyOf(PETS)}\\b`);
/** "Biscuit is still inside, he's our dog": a pet named, then said to be one. */
const NAMED_PET = new RegExp(`\\b(?:he is|she is|it is|its|they are|thats) (?:our|my|the) ${anyOf(PETS)}\\b`);

const WHERE =
  /\b(upstairs|downstairs|in (?:his|her|their|my|the) (?:room|bedroom|bed|cot|bathroom|kitchen|attic|loft|car|back seat|front seat)|in the (?:attic|loft|back|front)|in bed|in the car)\b/;

const TRAPPED_YES = [
  /\bstill (?:inside|in there|in (?:the|our|my|his|her|their) (?:house|home|flat|building|room|bedroom|car|bed|seat|van|basement|cellar|attic|loft|garage|kitchen|bathroom|lounge|living room|toilet)|upstairs|downstairs|in bed|asleep|sleeping)\b/,
  /\bcan not (?:get|open) (?:his|her|their|the) (?:door|seatbelt|belt) (?:open|off|undone)?/,
  /\b(?:stuck|trapped)\b(?! in (?:traffic|the mud|a queue))/,
  /\bcan not (?:get|come) out\b/,
  // "one of the dinner ladies went back in for her bag"
  /\b(?:went|gone|has gone|ran|run) back (?:in|inside|into)\b/,
  /\b(?:did|has|have) not (?:got|get|come|came|gotten) out\b/,
  /\bnot (?:come|got|get) out (?:yet)?\b/,
  /\b(?:asleep|sleeping) upstairs\b/,
  /\bhe is inside|she is inside|they are inside|is in (?:there|the house)\b/,
  new RegExp(
    `\\b${FAMILY} (?:is )?(?:locked |stuck )?(?:in|inside) (?:the|her|his|their|my) (?:bathroom|bedroom|room|attic|loft|toilet|cot)\\b`,
  ),
];

const NOBODY_INSIDE = [
  /\b(?:everyone|everybody|we|all of us|they) (?:is |are |has |have )?(?:all )?(?:got |get |gotten |came |come |ran |run |went |escaped )?(?:out|outside)\b/,
  /\b(?:no one|noone|nobody|no body|noones)(?: is| else)?(?: left)?(?: inside| in there| in the house)?\b/,
  /\ball (?:out|safe|outside)\b/,
  /\bno one is hurt|nobody is hurt/,
];

/**
 * At a fire, someone not accounted for may be inside ("the coach says Jayden's not here, he might
 * still be in the change rooms"): fire services ask callers to report anyone missing (London Fire
 * Brigade, "What to do if there's a fire": tell the fire service if anyone is still inside).
 */
const UNACCOUNTED_FOR = [
  /\b(?:is|are) (?:missing|not here|not out|nowhere)\b/,
  /\bcan not find (?:my|our|the|him|her|them)\b/,
  /\bstill (?:be )?in (?:the|our|my|his|her|their) (?:change rooms?|changing rooms?|clubrooms|classroom|toilets?|building|gym|canteen|flat|apartment|unit|shed|garage|hall|office|shop)\b/,
];

function hearTrapped(clauses: readonly string[], fireLike: boolean, answer: string): Trapped | null {
  let found: Trapped | null = null;
  for (const clause of clauses) {
    const no = NOBODY_INSIDE.some((pattern) => has(clause, pattern));
    const yes =
      TRAPPED_YES.some((pattern) => has(clause, pattern)) ||
      (fireLike && UNACCOUNTED_FOR.some((pattern) => has(clause, pattern)));
    if (yes && !no && !/\bnot (?:stuck|trapped)\b/.test(clause)) {
      const who = whoOf(clause);
      // A pet left inside matters to a child, but no crew goes in for it first: not a person trapped.
      if (who !== undefined && PET.test(who)) continue;
      if (who === undefined && (PET.test(clause) || NAMED_PET.test(answer))) continue;
      const where = WHERE.exec(clause)?.[1];
      found = { status: 'yes', ...(who ? { who } : {}), ...(where ? { where } : {}) };
    } else if (no && fireLike && found?.status !== 'yes') found = { status: 'no' };
  }
  return found;
}

// ---- intruder, safety, hurt, grown-up --------------------------------------------------------

const INTRUDER_INSIDE = [
  /\bstill (?:in|inside) (?:our|my|the) (?:house|home|flat|kitchen)\b/,
  new RegExp(
    `\\b(?:${PERSON}|burglar|burglars|robber|robbers|thief|thieves|stranger|intruder|people|men)\\s+(?:is |are |was |were )?(?:still )?(?:in|inside) (?:our|my|the) (?:house|home|flat|kitchen|hall|hallway|living room|lounge|bedroom|garage|downstairs|upstairs)\\b`,
  ),
  /\b(?:hear|heard|see|saw) (?:someone|somebody|a man|a person|people|them|him|voices|footsteps|a stranger|the man|the burglar)\b(?! next door| outside| in the garden| in the street)/,
  /\b(?:broke|broken|breaking|got|climbed|came|come|coming) (?:in|into) (?:our|my) (?:house|home|flat)\b/,
  /\b(?:someone|somebody|a man|a stranger|the man|a burglar|the burglar) (?:is |was )?(?:inside|downstairs|upstairs|in (?:our|my|the) (?:house|home|flat|kitchen|hall|hallway|living room|lounge|bedroom))\b(?! next door)/,
  /\b(?:is|are) (?:downstairs|upstairs) (?:now|still)\b/,
  /\b(?:they|he|she|someone|somebody|the men|2 men|3 men|a man|the man|the burglars?|the robbers?) (?:is|are) (?:still )?(?:downstairs|upstairs|in the (?:kitchen|hall|hallway|lounge|living room))\b/,
  // Coming in by a door or window; "he broke the window" alone says nothing of where he is now.
  /\b(?:came|come|got|climbed) (?:in )?(?:through |in )?(?:the|our|my) (?:back |front |kitchen |patio |sliding )?(?:door|window)\b(?! of (?:the house )?next door)/,
  /\b(?:broke|kicked|smashed) (?:in |in through |through )(?:the|our|my) (?:back |front |kitchen |patio |sliding )?(?:door|window)\b(?! of (?:the house )?next door)|\b(?:broke|kicked|smashed) (?:our|my) (?:back |front |kitchen |patio |sliding )?(?:door|window) in\b/,
];
/** "I thought someone was in our house but it was only the cat". */
const ONLY_A_LOOKALIKE =
  /\b(?:it was|it is) (?:just|only)\b|\bonly (?:the|my|our) (?:cat|dog|wind|tv|telly)\b/;
const INTRUDER_GONE = [
  /\b(?:ran|run|running|drove|driven|went|gone|has gone|have gone) (?:away|off)\b/,
  /\b(?:they|he|she|the man|the burglar|the robber) (?:has |have |is |are )?(?:left|gone)\b/,
  /\bnot there any ?more\b/,
];
const HIDING =
  /\b(?:hiding|hid|hidden|in (?:the|my|a) (?:wardrobe|cupboard|closet)|under (?:the|my) bed|(?:i am|we are|i got|we got) behind (?:the|a|my) (?:couch|sofa|door|bed|chair|curtains?)|locked (?:myself|us) in|locked in (?:the|my) (?:bathroom|room|bedroom|toilet)|got in (?:the|my) (?:wardrobe|cupboard|closet))\b/;
const SAFE =
  /\b(?:i am|we are|i feel|we feel|yes i am|yes we are) (?:safe|inside|indoors|in (?:my|our|the) (?:house|home|flat|apartment|room|bedroom|car))\b|\bsafe inside\b|\bin a safe place\b|\b(?:me and (?:my )?[a-z]+|we) (?:are|is) (?:inside|indoors|safe)\b|\b(?:locked|shut) the door\b|\bdoor(?:s)? (?:is |are )?locked\b/;
/** Out of a fire: "we're all outside", "Dad got us out", "we're at the neighbour's". */
const OUT_OF_THE_FIRE =
  /\b(?:we are|we|i am|i|me|all|everyone|everybody) (?:all |both )?(?:out|outside|got out|ran out)\b|\b(?:are|is) (?:all )?(?:out|outside)\b|\bgot (?:us|me|everyone|everybody) out\b|\b(?:are|is|we are|i am) at (?:the|our) neighbou?rs?\b/;

/** "I'm fine": in a burglary call it says the caller is safe; elsewhere it often says less. */
const FINE = /\b(?:i am|we are) (?:fine|ok|okay|alright|all right)\b/;

function hearIntruder(clauses: readonly string[], whole: string): 'inside' | 'gone' | null {
  let found: 'inside' | 'gone' | null = null;
  const lookalike = ONLY_A_LOOKALIKE.test(clauses.join(' '));
  // Someone at the flat upstairs, in next door's house or still at our door is not in our home.
  const notOurs =
    (says('intruderElsewhere', whole) && !says('intruderInOurs', whole)) || says('intruderNotInYet', whole);
  for (const clause of clauses) {
    if (says('intruderLeaving', clause)) {
      found = 'gone';
      continue;
    }
    if (notOurs && INTRUDER_INSIDE.some((pattern) => has(clause, pattern))) continue;
    if (
      /\bnext door|neighbou?rs?|across the (?:road|street|hall)|opposite\b/.test(clause) &&
      !/\bour (?:house|home)\b/.test(clause)
    )
      continue;
    if (lookalike && /\b(?:thought|think|thinking)\b/.test(clause)) continue;
    if (INTRUDER_GONE.some((pattern) => has(clause, pattern))) found = 'gone';
    else if (INTRUDER_INSIDE.some((pattern) => has(clause, pattern))) found = 'inside';
  }
  return found;
}

function hearHurt(clauses: readonly string[]): YesNoUnsure | null {
  let found: YesNoUnsure | null = null;
  for (const clause of clauses) {
    if (
      /\b(?:no one|noone|nobody|not|no body) (?:is |got |was |has been )?(?:hurt|injured)\b|\bnot hurt\b/.test(
        clause,
      )
    )
      found = 'no';
    else if (
      /\b(?:is|got|was|are|badly|really|very) (?:hurt|injured)\b|\bbleeding\b|\bblood\b|\bhurt (?:his|her|their)\b/.test(
        clause,
      )
    )
      found = 'yes';
  }
  return found;
}

/** Blood that will not stop, pours or soaks through: pressure on the wound is the first instruction (ADR 035). */
const HEAVY_BLEEDING_SIGNS =
  /\bblood (?:is )?(?:everywhere|all over|pouring|gushing|spurting|pumping)\b|\b(?:pouring|gushing|spurting|pumping) (?:out )?blood\b|\bbleeding (?:really |so |very |super |quite )?(?:bad|badly|heavily|heavy|everywhere)\b|\b(?:soak|soaking|soaked) (?:through|right through)\b|\b(?:bleeding|blood)\b.*\b(?:will|does|can) not stop\b|\bwill not stop bleeding\b/;
const BLOOD_AMOUNT = anyOf(LOTS_OF_BLOOD);
const HEAVY_BLEEDING = new RegExp(
  `\\b${BLOOD_AMOUNT} (?:of )?blood\\b|\\bbl(?:eed|eeds|ed|eeding) (?:really |so |very |super |quite )?${BLOOD_AMOUNT}\\b|${HEAVY_BLEEDING_SIGNS.source}`,
);

function hearBleeding(
  clauses: readonly string[],
  sentences: readonly string[],
): 'yes' | 'no' | 'heavy' | null {
  if (sentences.some((sentence) => HEAVY_BLEEDING.test(sentence) && !/\bnot bleeding\b/.test(sentence)))
    return 'heavy';
  let found: 'yes' | 'no' | null = null;
  for (const clause of clauses) {
    if (/\bnot bleeding|no blood\b/.test(clause)) found = 'no';
    else if (/\bbleed|\bblood\b|\b(?:a|big|deep|bad|nasty) cut\b/.test(clause)) found = 'yes';
  }
  return found;
}

/** Roles that name a grown-up at the scene; "a man" or "the driver" alone could be anyone, even the intruder or the patient. */
const GROWN_UPS_AT_THE_SCENE = GROWN_UPS_BY_ROLE.filter(
  (role) => !/^(?:a|some) |^(?:driver|guard)$/.test(role),
);
const GROWN_UP_WORDS =
  `(?:${anyOf(GROWN_UP_FAMILY)}|teacher|teachers|` +
  'grown ?up|grownup|adult|big sister|big brother|older sister|older brother|neighbou?r|babysitter|nanny|' +
  'childminder|carer|recess aide|aide|coach|lifeguard|parents?|warden|nurse|doctor|' +
  'paramedic|officer|policeman|policewoman|shopkeeper|bus driver|lollipop lady|neighbou?rs?|' +
  // By role (meaning-words.ts), by title ("Mr Patel", "Miss") and by where they are from ("the lady from the office").
  `${anyOf(GROWN_UPS_AT_THE_SCENE)}|${TITLED_GROWN_UP}|(?:lady|man|woman) from (?:the )?[a-z]+)`;
const GROWN_UP_YES = new RegExp(
  `\\b(?:my |our |a |the |her |his |their )?${GROWN_UP_WORDS}s?(?: [a-z]+)?\\s+(?:is |are |was )?(?:also |too |already |just )?(?:here|there|with (?:me|us|him|her|them)|next to (?:me|us|him|her)|home|at home|coming|on (?:her|his|their) way|helping|holding|shaking|talking|looking after|in the (?:kitchen|house|room|car|garden))\\b|\\b(?:with|to|and) (?:my |our |his |her |the |a )?(?:[a-z]+ ){0,2}?${GROWN_UP_WORDS}\\b|\\b(?:my|our|his|her) ${GROWN_UP_WORDS} and (?:me|i)\\b|\\bme and (?:my|our) ${GROWN_UP_WORDS}\\b`,
);
const GROWN_UP_NO =
  /\b(?:no (?:other )?(?:grown ?ups?|adults?)|nobody else|noone else|on my own|by myself|all alone|home alone|just me(?! and)|only me(?! and)|just us|only us|i am alone|(?:is|are) at (?:work|the shop|the shops)|went out|(?:has|have) not come back|not (?:home|here))\b|\b(?:i am|i) (?:looking after|babysitting|minding) (?:him|her|them|my [a-z]+)\b/;
/** "mums at work", "parents r at work": typed without the verb or the apostrophe. */
const GROWN_UP_AWAY = new RegExp(`\\b${GROWN_UP_WORDS}s? (?:is |are )?(?:at|gone to) (?:work|the shops?)\\b`);

const GROWN_UP_ACTING = new RegExp(
  `\\b(?:my |our |his |her )?${GROWN_UP_WORDS}s?(?: and (?:my |our )?[a-z]+)* (?:(?:is|are|has|have) )?(?:just |now |still |already )?${anyOf(GROWN_UP_DOING)}\\b|\\b(?:me|us),? (?:and )?(?:my |our )?${GROWN_UP_WORDS}\\b|\\b${GROWN_UP_WORDS} and (?:me|i|the)\\b`,
);

/** Grown-ups are read over whole sentences: "me and mommy and the baby are outside" is one fact. */
function hearGrownUp(clauses: readonly string[], sentences: readonly string[]): 'yes' | 'no' | null {
  let found: 'yes' | 'no' | null = null;
  for (const sentence of sentences) {
    if (GROWN_UP_NO.test(sentence) || GROWN_UP_AWAY.test(sentence)) found = 'no';
    else if (GROWN_UP_ACTING.test(sentence)) found = 'yes';
  }
  // "we're all out on the road, me, my mam and my little brother"
  const all = sentences.join(' ');
  if (
    found === null &&
    /\b(?:we are|we is|all of us|both of us|we|all) (?:all |both )?(?:out|outside|here|safe|together)\b/.test(
      all,
    ) &&
    new RegExp(`\\b${GROWN_UP_WORDS}\\b`).test(all)
  )
    found = 'yes';
  if (found !== null) return found;
  for (const clause of clauses) {
    if (GROWN_UP_NO.test(clause)) found = 'no';
    else if (
      GROWN_UP_YES.test(clause) &&
      !/\bnot (?:here|home|with)|\bat (?:the )?(?:shop|shops|work)\b/.test(clause)
    )
      found = 'yes';
  }
  return found;
}

/**
 * "My babysitter is here, she's 17", "her older sister's here, she's twenty": the age of a young
 * helper just said to be there is theirs, when "he" or "she" can be them. A parent's or a warden's
 * ("her mum is here and she's nine") is the patient's: children give a helper's age only to say
 * they are old enough.
 */
const SOMEONE_THERE =
  /\b(babysitter|nanny|childminder|(?:big|older|eldest) (?:sister|brother)|cousin)s? (?:is |are )?(?:here|there|with (?:me|us))\b/;
const HE =
  /\b(?:dad|daddy|da|papa|grandad|granddad|granda|grandda|grandpa|grandfather|pop|pops|poppy|nonno|abuelo|opa|koro|uncle|brother|step ?dad|man|boy)\b/;
const SHE =
  /\b(?:mum|mom|mam|mummy|mommy|mammy|mama|ma|nan|nana|nanna|nanny|gran|granny|grandma|grandmother|nonna|abuela|oma|kuia|aunt|aunty|auntie|sister|step ?mum|step ?mom|lady|woman|girl)\b/;

function ageOfSomeoneThere(clause: string, before: string): boolean {
  const there = SOMEONE_THERE.exec(before)?.[1];
  if (there === undefined) return false;
  if (/^\s*she is\b/.test(clause)) return !HE.test(there);
  if (/^\s*he is\b/.test(clause)) return !SHE.test(there);
  return false;
}

function hearAge(clauses: readonly string[]): number | null {
  // The last age said is the patient's ("my friend is ten") unless it is of someone just said to be
  // there ("her older sister's here, she's twenty").
  for (const [index, clause] of [...clauses.entries()].reverse()) {
    const match =
      /\b(\d{1,2}) (?:years?|yrs?) old\b/.exec(clause) ??
      new RegExp(
        `\\b(?:she|he|they|${PERSON}|son|daughter|twins|cousin) (?:is|are|was|turned) (?:only |just |about |nearly |almost )?(\\d{1,2})\\b(?! (?:road|street|lane|minutes|degrees|min|mins|percent))`,
      ).exec(clause) ??
      /\b(?:aged?|age is) (\d{1,2})\b/.exec(clause) ??
      // "She have 35 years", as Spanish and French speakers say an age.
      /\b(?:she|he|they) (?:have|has|got) (\d{1,2}) (?:years?|yrs?)\b/.exec(clause) ??
      // "Jack is six": a name and an age are the whole clause.
      /^\s*(?!it\b|that\b|there\b|this\b)[a-z]+ is (\d{1,2})\s*$/.exec(clause) ??
      /\b(\d{1,2}) (?:month|months) old\b/.exec(clause);
    const age = match?.[1] ? Number(match[1]) : NaN;
    if (index > 0 && ageOfSomeoneThere(clause, clauses[index - 1] ?? '')) continue;
    if (Number.isInteger(age) && age >= 0 && age <= 110) return /month/.test(match?.[0] ?? '') ? 0 : age;
  }
  return null;
}

// ---- hazards, rash, bone ----------------------------------------------------------------------

const HAZARD_PATTERNS: Readonly<Record<Hazard, RegExp>> = {
  'fire-spreading':
    /\b(?:spreading|getting bigger|getting worse|everywhere|whole (?:house|room|kitchen)|really big fire|huge fire|massive fire|big fire|(?:going|gone|went|starting to go|moving|coming) (?:up the stairs|upstairs|into the house|to the house|through the house|next door|to the roof|up the walls?)|(?:going|gone|went|moving|spreading|spread|getting|coming|catching) (?:onto|on to|into|towards|toward|over to|across to) (?:the|our|my|next)|(?:caught|catching) (?:the|our|next doors?) (?:fence|house|roof|tree|trees|hedge|shed|garage|curtains|car))\b/,
  smoke: /\bsmok(?:e|y|ing)\b/,
  'car-fire':
    /\b(?:car|van|lorry|truck|engine|bonnet|hood)\b.*\b(?:on fire|flames|burning|fire|smoking|smoke)\b|\b(?:fire|flames|smoke) (?:coming )?(?:from|in|out of) the (?:car|engine|van)\b/,
  weapon: /\b(?:knife|knives|gun|guns|bat|weapon|machete|crowbar|hammer)\b/,
  traffic:
    /\b(?:traffic|(?:cars|trucks|lorries|buses|vans) (?:are |keep |still |keep on )*(?:going|driving|coming|zooming|speeding|whizzing|flying|racing|swerving|weaving|beeping) (?:round|around|past|by)|in the (?:middle of the )?road|on the road|busy road)\b/,
  'fuel-leak': /\b(?:leak|leaking|petrol|diesel|fuel|gas)\b/,
};

function hearHazards(whole: string, clauses: readonly string[]): Hazard[] {
  return (Object.keys(HAZARD_PATTERNS) as Hazard[])
    .filter(
      (hazard) =>
        clauses.some(
          (clause) =>
            HAZARD_PATTERNS[hazard].test(clause) &&
            !/\bno (?:smoke|fire|flames|leak)\b|\bnot (?:on fire|smoking|leaking)\b/.test(clause),
        ) ||
        (hazard === 'car-fire' && HAZARD_PATTERNS[hazard].test(whole) && !/\bnot on fire\b/.test(whole)),
    )
    .filter((hazard) => hazard !== 'car-fire' || !FLAMES_DENIED.test(whole));
}

/** "Smoking a little, not flames, just like steam": smoke without fire is no car fire. */
const FLAMES_DENIED = /\b(?:no|not|not any|there is no|there are no) (?:flames?|fire)\b|\bnot on fire\b/;

const RASH = /\b(?:rash|spots|spotty|blotch|blotches|blotchy|marks|dots|purple spots|red spots)\b/;
/** The glass test for a rash that does not fade (NHS, meningitis symptoms: the glass test). */
const GLASS_TEST =
  /\b(?:a|the) (?:glass|tumbler)\b.*\b(?:on|against|over|through|under)\b|\b(?:through|under) (?:the|a) (?:glass|tumbler)\b|\bglass test\b/;
const RASH_STAYS =
  /\b(?:does not|did not|do not|will not|would not) (?:fade|go away|disappear|go white|go pale|change)\b|\bnot (?:fading|going away)\b|\bstays?\b|\bstill (?:there|see|see it|see them|showing)\b|\bcan still see\b/;
const RASH_FADES = /\b(?:goes|went|go) (?:away|white|pale)\b|\bfades?\b|\bdisappears?\b/;

function hearRash(clauses: readonly string[], whole: string): 'stays' | 'fades' | null {
  // "You can still see them through the glass": the glass test speaks of the rash said before.
  if (!RASH.test(whole) && !GLASS_TEST.test(whole)) return null;
  let found: 'stays' | 'fades' | null = null;
  for (const clause of clauses) {
    if (RASH_STAYS.test(clause)) found = 'stays';
    else if (RASH_FADES.test(clause) && !/\bnot\b/.test(clause)) found = 'fades';
  }
  return found;
}

const BONE =
  /\bbone (?:is )?(?:sticking|poking|coming|pushing) (?:out|through)|\b(?:see|seen) (?:the|her|his|a) bone\b|\bthrough (?:the|her|his) skin\b|\bbone (?:is )?out\b|\bbone sticking\b/;

// ---- what happened ---------------------------------------------------------------------------

const HAPPENED_EXTRA =
  /\b(?:fell|fallen|fall|collapsed|crash|crashed|hit|breaking|broke|robbed|burglar|robber|thief|stole|stealing|fire|flames|smoke|pain|hurts|hurt|sick|vomit|temperature|fever|hot|rash|bleeding|tablets|pills|medicine|swollen|bump|cut|choking|seizure|fit|shaking|dizzy|knocked|tight|tingly|tingling|numb|sore|aches|aching|owie|owies|kicked|smashed|nicked|pinched|jemmied|snapped|twisted|burnt|burned|scalded|stung|bitten|wheezing|wheezy)\b/;

/** Asking for a service is not saying what happened: "fire brigade please" names no fire. */
const SERVICE_REQUEST =
  /\b(?:fire ?(?:brigade|service|department|engines?|trucks?|fighters?|man|men)|firies|fireys|the fire people)\b/g;

function whatHappened(spelt: string): boolean {
  const rest = spelt.replace(SERVICE_REQUEST, ' ');
  return hasAnyLoose(analyseText(rest), HAZARD_WORDS) || HAPPENED_EXTRA.test(rest);
}

// ---- bare answers -----------------------------------------------------------------------------

const BARE_YES =
  /^\s*(?:yes|yeah|yep|yup|yea|yeh|ya|aye|uh huh|mm ?hmm|mhm|sure|ok|okay|i think so|think so|correct|right|that is right)\b/;
const BARE_NO = /^\s*(?:no|nope|nah|naw|nuh uh|not really|no way)\b/;

function bare(spelt: string): 'yes' | 'no' | null {
  if (BARE_NO.test(spelt)) return 'no';
  if (BARE_YES.test(spelt)) return 'yes';
  return null;
}

/** The clause of the answer in which a pattern first matches, in the child's own words. */
function wordsFor(original: string, clauses: readonly string[], test: (clause: string) => boolean): string {
  const rawClauses = original.split(/(?<=[.!?;,])\s+|\s(?=(?:and|but|so|because)\s)/i);
  const index = clauses.findIndex(test);
  const raw = index >= 0 ? rawClauses[index] : undefined;
  return (raw ?? original)
    .replace(/^\s*(?:and|but|so|because)\s+/i, '')
    .replace(/[.,!?;]+$/, '')
    .trim();
}

/**
 * Every fact in one answer. `context` says what was asked, which only matters for bare yes or no
 * answers; every other fact is read whatever was asked.
 */
export function hearFacts(words: string, context: AnswerContext): CallPicture {
  // Spelt out once; clauses and sentences are cut from the same text.
  const spelt = spellOut(words);
  const clauses = piecesOf(spelt, CLAUSE_BREAKS);
  const sentences = piecesOf(spelt, SENTENCE_BREAKS);
  const text = analyseText(words);
  const whole = ` ${sentences.join(' ').replace(/\s+/g, ' ')} `;
  const turn = context.turn;
  const heard: CallPicture = {};
  const short = (test: (clause: string) => boolean) => wordsFor(words, clauses, test);

  const named = servicesNamed(text);
  if (named.length > 0) heard.services = fact(named, words, FACT_CONFIDENCE.named, turn);
  if (context.callType === '111' && saysAdvice(text))
    heard.needsAdvice = fact(true as const, words, FACT_CONFIDENCE.named, turn);

  const place = hearPlace(words, context.countryId, context.placeAsked === true);
  if (hasAnyPart(place)) {
    heard.location = fact(
      place,
      words,
      FACT_CONFIDENCE.inTurn,
      turn,
      // Every part the child said is kept; whether a crew could find it is hasPlace's question.
      'answer',
    );
  }

  const breathing = hearBreathing(clauses, whole, sentences);
  // After a crash, someone "sleeping" in the car is not responding: no one sleeps through a crash.
  const awake = context.road && ASLEEP_AT_A_CRASH.test(whole) ? 'no' : hearAwake(clauses);
  const bareReply = bare(spelt);
  const shortReply = text.wordCount <= 4;

  if (breathing)
    heard.breathing = fact(
      breathing,
      short((clause) => /breath|blue|grey|gray|chest|wheez|gasp|chok/.test(clause)),
      FACT_CONFIDENCE.inTurn,
      turn,
    );
  if (awake)
    heard.awake = fact(
      awake,
      short((clause) => AWAKE_NO.some((p) => p.test(clause)) || AWAKE_YES.some((p) => p.test(clause))),
      FACT_CONFIDENCE.inTurn,
      turn,
    );
  // A person who talks or cries is breathing.
  if (
    !breathing &&
    awake === 'yes' &&
    /\b(?:talking|chatting|crying|screaming|shouting|speaking|saying|says|told me)\b/.test(whole)
  )
    heard.breathing = fact('normal' as Breathing, heard.awake?.words ?? words, IMPLIED_CONFIDENCE, turn);

  const fireLike = context.people === 'inside' || HAZARD_PATTERNS['car-fire'].test(whole);
  const callerInside =
    context.people === 'inside' &&
    (CALLER_INSIDE.test(whole) || CALLER_CANNOT_LEAVE.test(whole)) &&
    !CALLER_OUT.test(whole);
  const trapped = callerInside
    ? ({ status: 'yes', who: 'you' } as Trapped)
    : (hearTrapped(clauses, fireLike || context.people === 'inside', whole) ??
      hearTrapped(sentences, fireLike || context.people === 'inside', whole));
  const stuckInCar =
    /\b(?:stuck|trapped|can not get out)\b.*\bcar\b|\bcar\b.*\b(?:stuck|trapped|can not get out)\b/.test(
      whole,
    );
  // Someone trapped matters in any scenario (stuck behind a door, in a car); a fire makes it a red flag.
  if (trapped && (fireLike || stuckInCar || trapped.status === 'yes'))
    heard.trapped = fact(
      trapped,
      short((clause) => TRAPPED_YES.some((p) => p.test(clause)) || NOBODY_INSIDE.some((p) => p.test(clause))),
      FACT_CONFIDENCE.inTurn,
      turn,
    );

  const crime =
    context.people === 'safety' ||
    /\b(?:burglar|burglars|robber|robbers|thief|thieves|intruder|stranger|broke in|breaking in|break in)\b/.test(
      whole,
    );
  const intruder = crime ? hearIntruder(clauses, whole) : null;
  if (intruder)
    heard.intruder = fact(
      intruder,
      short(
        (clause) => INTRUDER_INSIDE.some((p) => p.test(clause)) || INTRUDER_GONE.some((p) => p.test(clause)),
      ),
      FACT_CONFIDENCE.inTurn,
      turn,
    );
  if (HIDING.test(whole))
    heard.childSafe = fact(
      'hiding' as const,
      short((clause) => HIDING.test(clause)),
      FACT_CONFIDENCE.inTurn,
      turn,
    );
  else if (
    SAFE.test(whole) ||
    (context.people === 'safety' && FINE.test(whole)) ||
    // Out of the burning building is where a fire call wants the child.
    (context.people === 'inside' && !callerInside && OUT_OF_THE_FIRE.test(whole))
  )
    heard.childSafe = fact(
      'safe' as const,
      short((clause) => SAFE.test(clause) || FINE.test(clause) || OUT_OF_THE_FIRE.test(clause)),
      FACT_CONFIDENCE.inTurn,
      turn,
    );

  const hurt = hearHurt(clauses);
  if (
    HIDING.test(whole) === false &&
    /\b(?:run|ran|gone|went|got) (?:out )?(?:to|into) (?:my|our|the) (?:neighbou?rs?|neighbou?r's|friend's|nan's|car)\b/.test(
      whole,
    )
  )
    heard.childSafe ??= fact('safe' as const, words, FACT_CONFIDENCE.inTurn, turn);
  if (hurt)
    heard.hurt = fact(
      hurt,
      short((clause) => /hurt|injur|bleed|blood/.test(clause)),
      FACT_CONFIDENCE.inTurn,
      turn,
    );
  const bleeding = hearBleeding(clauses, sentences);
  if (bleeding)
    heard.bleeding = fact(
      bleeding,
      short((clause) => /bleed|blood/.test(clause)),
      FACT_CONFIDENCE.inTurn,
      turn,
    );
  const grownUp = hearGrownUp(clauses, sentences);
  if (grownUp)
    heard.grownUp = fact(
      grownUp,
      short((clause) => GROWN_UP_YES.test(clause) || GROWN_UP_NO.test(clause)),
      FACT_CONFIDENCE.inTurn,
      turn,
    );
  const age = hearAge(clauses);
  if (age !== null) heard.patientAge = fact(age, words, FACT_CONFIDENCE.inTurn, turn);

  const hazards = hearHazards(whole, clauses);
  if (hazards.length > 0) heard.hazards = fact(hazards, words, FACT_CONFIDENCE.inTurn, turn);
  const rash = hearRash(clauses, whole);
  if (rash) heard.rash = fact(rash, words, FACT_CONFIDENCE.inTurn, turn);
  if (
    clauses.some(
      (clause) =>
        (BONE.test(clause) || says('boneShowing', clause)) && !/\b(?:no|not|none|nothing)\b/.test(clause),
    )
  )
    heard.boneThroughSkin = fact('yes' as const, words, FACT_CONFIDENCE.inTurn, turn);

  if (whatHappened(spelt)) heard.happened = fact(words, words, FACT_CONFIDENCE.outOfTurn, turn);

  // A bare yes or no answers the question just asked.
  if (bareReply !== null && context.asked !== null)
    readBareReply(heard, bareReply, context, words, shortReply);

  // What happened points at a service even when none is named: kept for the service question.
  if (heard.services === undefined && context.callType === '999') {
    const implied = impliedService(text, context.expectedService);
    if (implied !== null && (heard.breathing?.value === 'not' || heard.awake?.value === 'no'))
      heard.services = fact([implied], words, FACT_CONFIDENCE.named, turn);
  }
  return heard;
}

function readBareReply(
  heard: CallPicture,
  reply: 'yes' | 'no',
  context: AnswerContext,
  words: string,
  shortReply: boolean,
): void {
  const turn = context.turn;
  const confidence = shortReply ? FACT_CONFIDENCE.inTurn : FACT_CONFIDENCE.outOfTurn;
  if (context.asked === 'breathing') {
    heard.breathing ??= fact(reply === 'yes' ? ('normal' as Breathing) : 'not', words, confidence, turn);
    return;
  }
  if (context.asked === 'awake') {
    heard.awake ??= fact(reply, words, confidence, turn);
    return;
  }
  switch (context.people) {
    case 'inside':
      heard.trapped ??= fact<Trapped>({ status: reply }, words, confidence, turn);
      return;
    case 'patient':
      // "Is he awake, and is he breathing?" "No": not awake; breathing still has to be checked.
      heard.awake ??= fact(reply, words, confidence, turn);
      if (reply === 'yes') heard.breathing ??= fact('normal' as Breathing, words, confidence, turn);
      return;
    case 'hurt':
      heard.hurt ??= fact(reply, words, confidence, turn);
      return;
    case 'safety':
      if (reply === 'yes') heard.childSafe ??= fact('safe' as const, words, confidence, turn);
      else heard.hurt ??= fact('no' as YesNoUnsure, words, confidence, turn);
      return;
    case 'grown-up':
      heard.grownUp ??= fact(reply, words, confidence, turn);
      return;
    case 'awake-grown-up':
      // "Is Granny awake and feeling well, and is a grown-up with you?" "No" could mean either:
      // only a yes is read as both.
      if (reply === 'yes') heard.awake ??= fact(reply, words, confidence, turn);
      heard.grownUp ??= fact(reply, words, confidence, turn);
      return;
  }
}
