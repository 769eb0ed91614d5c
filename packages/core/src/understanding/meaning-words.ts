// Word lists by meaning, one of each (ADR 035): the rules in sign-rules.ts and the readers in
// hear-facts.ts and hear-place.ts are built from them, so that a new way of saying something a
// child says is a word added here, with an example beside its rule, not a new `if`. Every word is
// as spellOut leaves it: lower case, contractions spelt out ("is not"), no apostrophes.

/** Joins a list into one regular-expression alternative, longest first so "dinner lady" wins over "lady". */
export function anyOf(words: readonly string[]): string {
  return `(?:${[...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, '\\s+'))
    .join('|')})`;
}

/** Something that keeps happening with gaps between: "now and then", "every few seconds". */
export const NOW_AND_THEN = [
  'now and then',
  'now and again',
  'every now and then',
  'every now and again',
  'once in a while',
  'every so often',
  'every few seconds',
  'every couple of seconds',
  'every \\d+ seconds',
  'nothing in between',
  'in between nothing',
  'then nothing',
  'and then nothing',
] as const;

/** One breath that is not breathing: a gasp, a gulp, a snore. */
export const ONE_BREATH_SOUND = [
  'gasp',
  'gasps',
  'gasping',
  'gulp',
  'gulps',
  'gulping',
  'gulp of air',
  'big breath',
  'big breaths',
  'breath',
  'snore',
  'snores',
  'snort',
  'snorts',
] as const;

/** Breaths that are too small or too quick: "short little breaths", "puffing". */
export const SMALL_BREATHS = [
  'short breaths',
  'short little breaths',
  'little breaths',
  'tiny breaths',
  'tiny little breaths',
  'shallow breaths',
  'quick breaths',
  'quick little breaths',
  'puffing',
  'panting',
  'huffing and puffing',
] as const;

/** Something seen through the skin that should not be there (a bone, as a child describes it). */
export const SOMETHING_SHOWING = [
  'something white',
  'something sharp',
  'something hard',
  'something pointy',
  'something bony',
  'a white bit',
  'a white thing',
  'a sharp bit',
  'a bit of bone',
  'white bit',
  'white thing',
] as const;

/** What a bone pokes through: the skin, or the clothes over it. */
export const SKIN_OR_CLOTHES = [
  'skin',
  'jeans',
  'trousers',
  'pants',
  'leggings',
  'sock',
  'sleeve',
  'leg',
  'arm',
  'shin',
  'elbow',
  'wrist',
  'ankle',
] as const;

/** Words that put a state in the past: "was fine a minute ago". */
export const BEFORE_NOW = [
  'was',
  'were',
  'had been',
  'a minute ago',
  'a moment ago',
  'a second ago',
  'a few minutes ago',
  'earlier',
  'before',
  'this morning',
] as const;

/** Words that say how things are now: "chatting again now". */
export const NOW = ['now', 'again', 'still', 'right now', 'at the moment'] as const;

/**
 * Grown-ups in the family, as children in each country call them: "mam" and "granda" (Ireland and the
 * north of England), "koro" and "kuia" (te reo Māori for grandfather and grandmother), "abuela",
 * "nonna" and "oma" in families who speak Spanish, Italian or German at home.
 */
export const GROWN_UP_FAMILY = [
  'mum',
  'mom',
  'mummy',
  'mommy',
  'mam',
  'mammy',
  'mama',
  'mamma',
  'ma',
  'dad',
  'daddy',
  'da',
  'papa',
  'step mum',
  'step mom',
  'step dad',
  'stepmum',
  'stepmom',
  'stepdad',
  'nan',
  'nana',
  'nanna',
  'nanny',
  'gran',
  'granny',
  'grandma',
  'grandmother',
  'nonna',
  'abuela',
  'oma',
  'grandad',
  'granddad',
  'granda',
  'grandda',
  'grandpa',
  'grandfather',
  'pop',
  'pops',
  'pop pop',
  'poppy',
  'nonno',
  'abuelo',
  'opa',
  'koro',
  'kuia',
  'aunty',
  'auntie',
  'aunt',
  'uncle',
] as const;

/** Children and friends in the family or the child's world: who is hurt or inside is often one of them. */
export const CHILD_FAMILY = [
  'brother',
  'sister',
  'bro',
  'sis',
  'baby',
  'twin',
  'twins',
  'cousin',
  'cuz',
  'friend',
  'son',
  'daughter',
] as const;

/**
 * Grown-ups by what they do rather than who they are to the child: someone a crew can ask at the
 * scene. (Family words are GROWN_UP_FAMILY above.)
 */
export const GROWN_UPS_BY_ROLE = [
  'teacher',
  'teachers',
  'dinner lady',
  'dinner ladies',
  'lunch lady',
  'lunch ladies',
  'office lady',
  'school nurse',
  'head teacher',
  'headteacher',
  'principal',
  'caretaker',
  'janitor',
  'receptionist',
  'coach',
  'trainer',
  'instructor',
  'lifeguard',
  'lifeguards',
  'security guard',
  'security man',
  'guard',
  'shopkeeper',
  'shop lady',
  'shop man',
  'manager',
  'waiter',
  'waitress',
  'bus driver',
  'driver',
  'trucker',
  'truck driver',
  'lorry driver',
  'farmer',
  'ranger',
  'warden',
  'park ranger',
  'site manager',
  'the super',
  'nurse',
  'doctor',
  'paramedic',
  'officer',
  'policeman',
  'policewoman',
  'lollipop lady',
  'lollipop man',
  'neighbour',
  'neighbor',
  'neighbours',
  'neighbors',
  'babysitter',
  'childminder',
  'carer',
  'recess aide',
  'aide',
  'staff',
  'a man',
  'a lady',
  'a woman',
  'some man',
  'some lady',
  'a grown up',
  'adults',
] as const;

/** A grown-up named the way children name them at school: "Mr Patel", "Mrs Lee", "Miss". */
export const TITLED_GROWN_UP = '(?:mr|mrs|ms|miss|sir|mister)(?: [a-z][a-z-]+)?';

/** Someone else's home, or a place outside the child's own: an intruder there is not in the child's home. */
export const ELSEWHERE_HOME = [
  'next door',
  'next doors',
  'the house next door',
  'the house beside us',
  'the flat upstairs',
  'the flat downstairs',
  'the apartment upstairs',
  'the apartment downstairs',
  'the unit upstairs',
  'the flat above',
  'the flat below',
  'apartment door upstairs',
  'the door upstairs',
  'across the hall',
  'across the road',
  'across the street',
  'in the hallway',
  'on the landing',
  'in the stairwell',
  'neighbour',
  'neighbours',
  'neighbor',
  'neighbors',
  'their house',
  'their home',
  'their flat',
  'their apartment',
  'their door',
  'their front door',
  'their back door',
  'their window',
  'their back window',
  'their garden',
  'their place',
  'front garden',
  'back garden',
  'front yard',
  'driveway',
  'the garage',
] as const;

/** Not got in: "not in yet", "trying to break in", "hasn't come in the house". */
export const NOT_IN_YET = [
  'not in yet',
  'not inside yet',
  'not got in',
  'not come in',
  'not came in',
  'not gotten in',
  'not in our',
  'not inside our',
  'not in the house',
  'trying to get in',
  'trying to break in',
  'trying to come in',
  'going to get in',
  'gonna get in',
] as const;

/** Leaving: "riding off down the road", "gone out the back". */
export const LEAVING = [
  'ran off',
  'ran away',
  'running off',
  'running away',
  'riding off',
  'rode off',
  'cycling off',
  'drove off',
  'driving off',
  'drove away',
  'driving away',
  'walked off',
  'walking off',
  'legged it',
  'gone out the back',
  'went out the back',
  'gone out the front',
  'went out the front',
  'climbed back out',
  'jumped back over',
] as const;

/** Nobody in the home any more: "I don't think anyone's inside". */
export const NOBODY_IN_NOW = [
  'noone is inside',
  'noone is in there',
  'nobody is inside',
  'nobody is in there',
  'do not think anyone is inside',
  'do not think anyone is in there',
  'do not think anybody is inside',
  'not anyone inside',
  'noone in there',
  'nobody in there',
] as const;

/** Animals a family keeps: one left inside matters to a child, but is not a person trapped. */
export const PETS = [
  'dog',
  'dogs',
  'doggy',
  'puppy',
  'cat',
  'cats',
  'kitty',
  'kitten',
  'hamster',
  'rabbit',
  'bunny',
  'bird',
  'budgie',
  'parrot',
  'guinea pig',
  'pet',
  'pets',
  'fish',
  'tortoise',
] as const;

/** How breathing sounds or looks when it is hard work ("breathing but it's fast and shallow"). */
export const LABOURED_BREATHING = [
  'fast',
  'quick',
  'shallow',
  'funny',
  'weird',
  'strange',
  'noisy',
  'wheezy',
  'rattly',
  'raspy',
  'gurgly',
  'heavy',
  'hard',
] as const;

/** How much blood, as children say a lot of it ("very much blood", "he bleed a lot"). */
export const LOTS_OF_BLOOD = [
  'loads',
  'lots',
  'so much',
  'very much',
  'too much',
  'a lot',
  'a ton',
  'tons',
  'heaps',
  'buckets',
] as const;

/**
 * What a grown-up at the scene does or has just done ("my mam's shouting at him", "Dad's got the hose",
 * "the coach is counting everyone", "Mum just checked"): saying so says a grown-up is there.
 */
export const GROWN_UP_DOING = [
  'said',
  'says',
  'told me',
  'got him out',
  'got her out',
  'got them out',
  'got us out',
  'got me out',
  'got everyone out',
  'got the',
  'has got the',
  'counted us',
  'locked',
  'called',
  'rang',
  'phoned',
  'opened',
  'burned',
  'burnt',
  'looked',
  'checked',
  'came over',
  'came out',
  'came to help',
  'stopped',
  'pulled over',
  'pulled in',
  'calling',
  'helping',
  'shouting',
  'holding',
  'shaking',
  'looking',
  'doing',
  'here',
  'with',
  'getting',
  'fetching',
  'grabbing',
  'running',
  'putting',
  'using',
  'pushing',
  'pressing',
  'checking',
  'counting',
  'ringing',
  'phoning',
  'talking to',
  'trying',
  'minding',
  'watching',
  'sitting with',
  'staying with',
] as const;

/**
 * Shops whose names are also everyday words ("she's watching Countdown", "my target"): a place only
 * after a word that places someone ("at Countdown", "by the Target").
 */
export const ONLY_A_BRAND_AFTER_A_PLACE_WORD = ['countdown', 'target'] as const;

/**
 * Someone else going somewhere ("legged it across the field", "ran into the shop"): where they went,
 * not where the caller is.
 */
export const GOING_SOMEWHERE = [
  'ran',
  'run',
  'running',
  'runs',
  'legged it',
  'went',
  'gone',
  'walked',
  'drove',
  'driving',
  'drove off',
  'ran off',
  'took off',
  'jumped',
  'climbed',
] as const;
