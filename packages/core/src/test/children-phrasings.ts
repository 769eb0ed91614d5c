// How children actually answer the operator, by age band: misspellings, sound-alikes from speech
// recognisers (no punctuation), regional words, answers that say two things at once. Each answer
// names what the operator should understand from it. Used by conversation/children-phrasings.test.ts.
import type { AgeBand } from '../age';
import type { CountryId, EmergencyService } from '../countries';
import type { RedFlag } from '../conversation/red-flags';
import type { PeopleStatus } from '../conversation/extract';

export interface ServicePhrasing {
  band: AgeBand;
  country: CountryId;
  text: string;
  /** The service understood; 'advice' for "not an emergency, I need advice" on an advice line. */
  expected: EmergencyService | 'advice' | null;
  scenario: string;
}

export interface PlacePhrasing {
  band: AgeBand;
  country: CountryId;
  text: string;
  /** Whether the answer says where the caller is, well enough for a crew to find them. */
  isPlace: boolean;
}

export interface PeoplePhrasing {
  band: AgeBand;
  text: string;
  expected: PeopleStatus | null;
}

export interface RedFlagPhrasing {
  band: AgeBand;
  scenario: string;
  text: string;
  expected: readonly RedFlag[];
}

const Y: AgeBand = 'up-to-6';
const M: AgeBand = '7-10';
const O: AgeBand = '11-14';
const T: AgeBand = 'over-14';

export const SERVICE_PHRASINGS: readonly ServicePhrasing[] = [
  { band: Y, country: 'uk', scenario: 'house-fire', text: 'fier', expected: 'fire' },
  { band: Y, country: 'uk', scenario: 'house-fire', text: 'fire engine please', expected: 'fire' },
  { band: Y, country: 'uk', scenario: 'house-fire', text: 'the firemen', expected: 'fire' },
  { band: Y, country: 'uk', scenario: 'heart-attack', text: 'amblance', expected: 'ambulance' },
  { band: Y, country: 'uk', scenario: 'heart-attack', text: 'ambulence please', expected: 'ambulance' },
  { band: Y, country: 'uk', scenario: 'robbery', text: 'polise', expected: 'police' },
  { band: Y, country: 'uk', scenario: 'robbery', text: 'pleece man', expected: 'police' },
  { band: Y, country: 'us', scenario: 'house-fire', text: 'fire truck', expected: 'fire' },
  { band: Y, country: 'us', scenario: 'robbery', text: 'the cops', expected: 'police' },
  { band: Y, country: 'au', scenario: 'house-fire', text: 'firies', expected: 'fire' },
  { band: Y, country: 'au', scenario: 'parent-fall', text: 'ambos', expected: 'ambulance' },
  {
    band: Y,
    country: 'uk',
    scenario: 'parent-fall',
    text: "my mummy fell down and won't get up",
    expected: 'ambulance',
  },
  { band: Y, country: 'uk', scenario: 'house-fire', text: 'theres lots of smoke', expected: 'fire' },
  { band: Y, country: 'uk', scenario: 'robbery', text: 'a robber is in next door', expected: 'police' },
  {
    band: Y,
    country: 'nz',
    scenario: 'heart-attack',
    text: 'grandad is sick and his chest hurts',
    expected: 'ambulance',
  },
  { band: Y, country: 'uk', scenario: 'house-fire', text: 'um', expected: null },
  { band: Y, country: 'uk', scenario: 'house-fire', text: 'hello', expected: null },
  {
    band: M,
    country: 'uk',
    scenario: 'house-fire',
    text: 'fire brigade please my house is on fire',
    expected: 'fire',
  },
  { band: M, country: 'uk', scenario: 'house-fire', text: 'I need the fire service', expected: 'fire' },
  {
    band: M,
    country: 'uk',
    scenario: 'car-accident',
    text: 'an ambulanse there was a crash',
    expected: 'ambulance',
  },
  { band: M, country: 'uk', scenario: 'robbery', text: 'police someones breaking in', expected: 'police' },
  { band: M, country: 'ie', scenario: 'robbery', text: 'the guards please', expected: 'police' },
  { band: M, country: 'ie', scenario: 'robbery', text: 'i need the gardai', expected: 'police' },
  { band: M, country: 'ie', scenario: 'house-fire', text: 'fire brigade', expected: 'fire' },
  {
    band: M,
    country: 'us',
    scenario: 'heart-attack',
    text: 'EMS my grandpa has chest pain',
    expected: 'ambulance',
  },
  { band: M, country: 'us', scenario: 'heart-attack', text: 'paramedics', expected: 'ambulance' },
  {
    band: M,
    country: 'ca',
    scenario: 'parent-fall',
    text: 'ambulance my mom fell down the stairs',
    expected: 'ambulance',
  },
  { band: M, country: 'au', scenario: 'robbery', text: 'police there is a stranger', expected: 'police' },
  { band: M, country: 'nz', scenario: 'house-fire', text: 'the fire', expected: 'fire' },
  {
    band: M,
    country: 'uk',
    scenario: 'parent-fall',
    text: 'my mum is hurt and bleeding',
    expected: 'ambulance',
  },
  { band: M, country: 'uk', scenario: 'heart-attack', text: 'grandad collapsed', expected: 'ambulance' },
  {
    band: M,
    country: 'uk',
    scenario: 'fever-child',
    text: "it's not an emergency I need advice",
    expected: 'advice',
  },
  {
    band: M,
    country: 'au',
    scenario: 'fever-child',
    text: 'not an emergency but my sister is hot',
    expected: 'advice',
  },
  {
    band: M,
    country: 'uk',
    scenario: 'broken-arm',
    text: 'can I talk to a nurse please',
    expected: 'advice',
  },
  { band: M, country: 'uk', scenario: 'house-fire', text: 'testing', expected: null },
  { band: O, country: 'uk', scenario: 'house-fire', text: 'Fire please', expected: 'fire' },
  {
    band: O,
    country: 'uk',
    scenario: 'car-accident',
    text: 'Ambulance please, there has been a car crash',
    expected: 'ambulance',
  },
  {
    band: O,
    country: 'uk',
    scenario: 'robbery',
    text: 'Police. Someone is breaking into next door',
    expected: 'police',
  },
  { band: O, country: 'us', scenario: 'house-fire', text: 'fire department', expected: 'fire' },
  { band: O, country: 'us', scenario: 'robbery', text: 'cops theres a burglar', expected: 'police' },
  {
    band: O,
    country: 'ca',
    scenario: 'heart-attack',
    text: 'paramedic my grandad has chest pains',
    expected: 'ambulance',
  },
  {
    band: O,
    country: 'au',
    scenario: 'car-accident',
    text: 'ambo theres been a crash',
    expected: 'ambulance',
  },
  { band: O, country: 'au', scenario: 'house-fire', text: 'fireys', expected: 'fire' },
  { band: O, country: 'nz', scenario: 'robbery', text: 'police please', expected: 'police' },
  {
    band: O,
    country: 'ie',
    scenario: 'heart-attack',
    text: 'ambulance please my granda is having a heart attack',
    expected: 'ambulance',
  },
  {
    band: O,
    country: 'uk',
    scenario: 'medicine-question',
    text: 'its not an emergency i just have a question',
    expected: 'advice',
  },
  { band: O, country: 'nz', scenario: 'fever-child', text: 'I need some health advice', expected: 'advice' },
  {
    band: O,
    country: 'ca',
    scenario: 'broken-arm',
    text: 'not an emergency, advice please',
    expected: 'advice',
  },
  { band: O, country: 'uk', scenario: 'house-fire', text: 'one sec', expected: null },
  {
    band: T,
    country: 'uk',
    scenario: 'house-fire',
    text: 'Fire service, my house is on fire',
    expected: 'fire',
  },
  {
    band: T,
    country: 'uk',
    scenario: 'heart-attack',
    text: "Ambulance. My grandad's got chest pain",
    expected: 'ambulance',
  },
  { band: T, country: 'us', scenario: 'robbery', text: 'police officer please', expected: 'police' },
  {
    band: T,
    country: 'us',
    scenario: 'car-accident',
    text: 'I need EMS at a car wreck',
    expected: 'ambulance',
  },
  { band: T, country: 'au', scenario: 'robbery', text: 'cops', expected: 'police' },
  { band: T, country: 'ie', scenario: 'robbery', text: 'garda', expected: 'police' },
  {
    band: T,
    country: 'uk',
    scenario: 'fever-child',
    text: "It's not an emergency, I need advice from a doctor",
    expected: 'advice',
  },
  {
    band: T,
    country: 'us',
    scenario: 'medicine-question',
    text: 'just some advice please',
    expected: 'advice',
  },
  {
    band: T,
    country: 'uk',
    scenario: 'parent-fall',
    text: "mum fell and she won't get up",
    expected: 'ambulance',
  },
];

export const PLACE_PHRASINGS: readonly PlacePhrasing[] = [
  { band: Y, country: 'uk', text: "I don't know", isPlace: false },
  { band: Y, country: 'uk', text: 'dunno', isPlace: false },
  { band: Y, country: 'uk', text: 'my house', isPlace: false },
  { band: Y, country: 'uk', text: 'at home', isPlace: false },
  { band: Y, country: 'uk', text: 'next to the park', isPlace: true },
  { band: Y, country: 'uk', text: 'by the school', isPlace: true },
  { band: Y, country: 'uk', text: 'near the shops', isPlace: true },
  { band: Y, country: 'uk', text: 'the big tesco', isPlace: true },
  { band: Y, country: 'us', text: 'next to walmart', isPlace: true },
  { band: Y, country: 'au', text: 'near the playground', isPlace: true },
  { band: Y, country: 'uk', text: 'oak road', isPlace: true },
  { band: Y, country: 'uk', text: 'twelve oak road', isPlace: true },
  { band: Y, country: 'uk', text: 'theres a bus stop', isPlace: true },
  { band: Y, country: 'uk', text: 'smoke everywhere', isPlace: false },
  { band: Y, country: 'uk', text: 'help', isPlace: false },
  { band: M, country: 'uk', text: 'testing', isPlace: false },
  { band: M, country: 'uk', text: 'one sec', isPlace: false },
  { band: M, country: 'uk', text: 'test 123', isPlace: false },
  { band: M, country: 'uk', text: '12', isPlace: false },
  { band: M, country: 'uk', text: 'there is a fire in the kitchen next to the stairs', isPlace: false },
  { band: M, country: 'uk', text: 'we live at twenty two elm close', isPlace: true },
  { band: M, country: 'uk', text: '21 Elm Close next to the library', isPlace: true },
  { band: M, country: 'ie', text: 'beside the church', isPlace: true },
  { band: M, country: 'us', text: 'on Maple Street', isPlace: true },
  { band: M, country: 'ca', text: 'near the hockey rink on King Street', isPlace: true },
  { band: M, country: 'au', text: 'opposite the petrol station', isPlace: true },
  { band: M, country: 'nz', text: 'across from the dairy on Queen Street', isPlace: true },
  { band: M, country: 'uk', text: 'I dont know the number but we live on Oak Road', isPlace: true },
  { band: M, country: 'uk', text: 'hang on', isPlace: false },
  { band: M, country: 'uk', text: 'no way', isPlace: false },
  { band: O, country: 'uk', text: 'The address is 12 Oak Road', isPlace: true },
  { band: O, country: 'uk', text: '14 Station Avenue, SW1A 1AA', isPlace: true },
  { band: O, country: 'uk', text: "It's flat 4 on Station Avenue", isPlace: true },
  { band: O, country: 'us', text: '4512 Maple Drive', isPlace: true },
  { band: O, country: 'us', text: 'twenty two hundred main st', isPlace: true },
  { band: O, country: 'ca', text: '55 King Street West Toronto', isPlace: true },
  { band: O, country: 'au', text: '8 Wattle Crescent', isPlace: true },
  { band: O, country: 'ie', text: 'D02 X285', isPlace: true },
  { band: O, country: 'nz', text: '3 Kowhai Lane', isPlace: true },
  { band: O, country: 'uk', text: "I'm not sure, it's close", isPlace: false },
  { band: O, country: 'uk', text: 'hurry please', isPlace: false },
  { band: O, country: 'uk', text: 'the fire is really big', isPlace: false },
  { band: T, country: 'uk', text: '7 Church Lane, Little Wickham', isPlace: true },
  { band: T, country: 'uk', text: 'on the M4 near junction 12', isPlace: true },
  { band: T, country: 'us', text: 'the corner of 5th and Main Street', isPlace: true },
  { band: T, country: 'au', text: 'Bondi beach car park', isPlace: true },
  { band: T, country: 'uk', text: 'i live at 9 Elm', isPlace: true },
  { band: T, country: 'uk', text: "I don't know where I am", isPlace: false },
  { band: T, country: 'uk', text: 'everything is on fire', isPlace: false },
];

export const PEOPLE_PHRASINGS: readonly PeoplePhrasing[] = [
  { band: Y, text: 'yes', expected: 'yes' },
  { band: Y, text: 'yess', expected: 'yes' },
  { band: Y, text: 'yeah', expected: 'yes' },
  { band: Y, text: 'noooo', expected: 'no' },
  { band: Y, text: 'nope', expected: 'no' },
  { band: Y, text: 'dunno', expected: 'unsure' },
  { band: Y, text: 'yea my daddy is here', expected: 'yes' },
  { band: Y, text: 'no everyone is out', expected: 'no' },
  { band: Y, text: 'nah', expected: 'no' },
  { band: Y, text: 'uh huh', expected: 'yes' },
  { band: M, text: 'yes my brother is still inside', expected: 'yes' },
  { band: M, text: 'no nobody is inside', expected: 'no' },
  { band: M, text: "I'm not sure", expected: 'unsure' },
  { band: M, text: 'maybe', expected: 'unsure' },
  { band: M, text: 'yep she is awake', expected: 'yes' },
  { band: M, text: 'no one is hurt', expected: 'no' },
  { band: M, text: 'yeh', expected: 'yes' },
  { band: M, text: 'no idea', expected: 'unsure' },
  { band: O, text: 'No, everyone got out because the alarm went off', expected: 'no' },
  { band: O, text: 'Yes, he is awake and breathing', expected: 'yes' },
  { band: O, text: "I don't know, I can't see him", expected: 'unsure' },
  { band: O, text: 'nope were all outside', expected: 'no' },
  { band: O, text: 'yup', expected: 'yes' },
  { band: T, text: 'Yes, my dad is with me', expected: 'yes' },
  { band: T, text: 'No. Nobody is hurt.', expected: 'no' },
  { band: T, text: 'Not sure, I think so', expected: 'unsure' },
  { band: T, text: 'aye he is here', expected: 'yes' },
];

export const RED_FLAG_PHRASINGS: readonly RedFlagPhrasing[] = [
  { band: Y, scenario: 'heart-attack', text: "grandad isn't breathing", expected: ['not-breathing'] },
  { band: Y, scenario: 'heart-attack', text: "he won't wake up", expected: ['unresponsive'] },
  { band: Y, scenario: 'parent-fall', text: 'mummy eyes are closed', expected: ['unresponsive'] },
  { band: Y, scenario: 'house-fire', text: 'my brother is still inside', expected: ['trapped-in-fire'] },
  { band: Y, scenario: 'robbery', text: 'the bad man is still in the house', expected: ['intruder-inside'] },
  { band: Y, scenario: 'fever-child', text: 'she is floppy', expected: ['unresponsive'] },
  { band: Y, scenario: 'heart-attack', text: 'he is breathing', expected: [] },
  { band: Y, scenario: 'parent-fall', text: 'she is awake and talking', expected: [] },
  { band: M, scenario: 'heart-attack', text: 'no he is not breathing', expected: ['not-breathing'] },
  { band: M, scenario: 'parent-fall', text: "mum isn't answering me", expected: ['unresponsive'] },
  {
    band: M,
    scenario: 'car-accident',
    text: 'the driver is not moving and his eyes are shut',
    expected: ['unresponsive'],
  },
  { band: M, scenario: 'house-fire', text: 'my sister is stuck upstairs', expected: ['trapped-in-fire'] },
  { band: M, scenario: 'house-fire', text: 'no everyone got out', expected: [] },
  { band: M, scenario: 'robbery', text: 'hes still inside our house', expected: ['intruder-inside'] },
  {
    band: M,
    scenario: 'fever-child',
    text: "she has a rash that doesn't fade when i press a glass",
    expected: ['non-fading-rash'],
  },
  {
    band: M,
    scenario: 'broken-arm',
    text: 'the bone is sticking out of her arm',
    expected: ['bone-through-skin'],
  },
  { band: M, scenario: 'fever-child', text: 'she is hot and has a headache', expected: [] },
  {
    band: O,
    scenario: 'heart-attack',
    text: "No, he's not awake and he isn't breathing",
    expected: ['not-breathing', 'unresponsive'],
  },
  { band: O, scenario: 'heart-attack', text: 'he stopped breathing', expected: ['not-breathing'] },
  { band: O, scenario: 'fever-child', text: "she can't breathe properly", expected: ['trouble-breathing'] },
  { band: O, scenario: 'medicine-question', text: 'granny passed out', expected: ['unresponsive'] },
  { band: O, scenario: 'broken-arm', text: 'I can see the bone', expected: ['bone-through-skin'] },
  {
    band: O,
    scenario: 'fever-child',
    text: 'she has purple spots that stay under the glass',
    expected: ['non-fading-rash'],
  },
  { band: O, scenario: 'fever-child', text: 'she has a rash but it fades under a glass', expected: [] },
  { band: T, scenario: 'heart-attack', text: 'He is awake but breathing really fast', expected: [] },
  {
    band: T,
    scenario: 'car-accident',
    text: 'the driver is unconscious but breathing',
    expected: ['unresponsive'],
  },
  { band: T, scenario: 'house-fire', text: "Yes, my gran can't get out", expected: ['trapped-in-fire'] },
  { band: T, scenario: 'fever-child', text: 'her lips are turning blue', expected: ['not-breathing'] },
];
