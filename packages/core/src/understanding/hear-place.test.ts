import { describe, expect, it } from 'vitest';
import { hearPlace } from './hear-place';
import { hasPlace, placeWords } from '../conversation/picture';
import { isFindable } from './place-parts';

describe('hearPlace: a place in the parts a crew uses', () => {
  it.each([
    // Number words with a hyphen, the way they are typed.
    ['we live at sixty-four Birch Road', 'uk', { number: '64', street: 'birch road' }],
    ['it is four-twelve Pine Street', 'us', { number: '412', street: 'pine street' }],
    // Street words as typed (TYPED_STREET_WORDS).
    ['9 rowan cl apt 4, dover', 'uk', { number: '9', street: 'rowan cl', floorOrRoom: 'apt 4' }],
    ['77 bluegum pde', 'au', { number: '77', street: 'bluegum pde' }],
    // Estates and house names with no street word, said to "where?" (BARE_HOUSE).
    ['we are in 5 Rathmore Heights West, Tullamore', 'ie', { number: '5', town: 'tullamore' }],
    ['number 9 the Willows, Naas', 'ie', { number: '9', street: 'the willows', town: 'naas' }],
    // The first half of a postcode is no road.
    ['flat 2, Ivy House, Leeds LS7 3QT', 'uk', { postcode: 'ls7 3qt' }],
    // A cabin or site number at a holiday park (PARK_UNIT), a numbered marker on a big road (NUMBERED_MARKER).
    ['the holiday park, chalet number 31', 'uk', { number: '31' }],
    ['on the M4 just past junction 23', 'uk', { street: 'm4', landmark: 'just past junction 23' }],
    ['I-95 near exit 17', 'us', { landmark: 'near exit 17' }],
    // A town said alone as the rest of a place (TOWN_ALONE).
    ['in Kirkcaldy', 'uk', { town: 'kirkcaldy' }],
  ] as const)('place as people say it: %s', (words, country, expected) => {
    expect(hearPlace(words, country, true)).toMatchObject(expected);
  });

  it('a postcode half is not read as a road', () => {
    expect(hearPlace('flat 2, Ivy House, Leeds LS7 3QT', 'uk', true).street).toBeUndefined();
  });

  it.each([
    ['fire!! at 12 Oak Road and my brother is still upstairs', 'uk', { number: '12', street: 'oak road' }],
    [
      'opposite the library on Kings Parade',
      'uk',
      { street: 'kings parade', landmark: 'opposite the library' },
    ],
    ["at my nan's, 9 Elm Close", 'uk', { number: '9', street: 'elm close', relativeHome: "nan's" }],
    [
      'flat 3, second floor, 88 Station Road',
      'uk',
      { number: '88', street: 'station road', floorOrRoom: 'flat 3, second floor' },
    ],
    ['we live at twenty two elm close', 'uk', { number: '22', street: 'elm close' }],
    ['5 Mill Lane, Leeds', 'uk', { number: '5', street: 'mill lane', town: 'leeds' }],
    [
      '14 mill lane leeds ls6 2ab',
      'uk',
      { number: '14', street: 'mill lane', town: 'leeds', postcode: 'ls6 2ab' },
    ],
    [
      'It is 14 Seafield Road, Clontarf. The Eircode is D03 K2P8',
      'ie',
      { postcode: 'd03 k2p8', town: 'clontarf' },
    ],
    [
      '2210 Oakwood Drive, Columbus, Ohio 43204',
      'us',
      { street: 'oakwood drive', town: 'columbus', postcode: '43204' },
    ],
    ['14 Banksia Street, Parramatta, 2150', 'au', { street: 'banksia street', postcode: '2150' }],
    ['its 12 mapel street h2x 1y4', 'ca', { number: '12', street: 'mapel street', postcode: 'h2x 1y4' }],
    ['um 9 elm cort', 'uk', { number: '9', street: 'elm court' }],
    ['21 Poplar Road, no wait, it is 12', 'uk', { number: '12', street: 'poplar road' }],
    [
      '11 Church Road, sorry I mean Church Street, in Ennis',
      'ie',
      { number: '11', street: 'church street', town: 'ennis' },
    ],
    ["it's 80 Mill Lane, eight zero", 'uk', { number: '80', street: 'mill lane' }],
    ['corner of Pacific Highway and Gordon Street', 'au', { street: 'pacific highway and gordon street' }],
    ['Highway 7 at Keele Street in Vaughan', 'ca', { town: 'vaughan' }],
    ['7 Marian Park, Navan', 'ie', { number: '7', street: 'marian park', town: 'navan' }],
    ['17 Rue Principale, Gatineau', 'ca', { number: '17', street: 'rue principale' }],
    ['by the swings in Victoria Park', 'uk', { landmark: 'by the swings in victoria park' }],
    // Numbered and ordinal streets, with a house number before them.
    ['1820 5th Street NW', 'us', { number: '1820', street: '5th street' }],
    ['8720 109 Street, Edmonton', 'ca', { number: '8720', street: '109 street' }],
    ['1200 State Highway 35', 'nz', { number: '1200', street: 'state highway 35' }],
    // The town said first.
    ['Winnipeg, 455 Portage Avenue', 'ca', { number: '455', street: 'portage avenue', town: 'winnipeg' }],
    // House numbers said in pairs.
    ['three forty Pine Road', 'uk', { number: '340', street: 'pine road' }],
    ['fourteen oh two Cedar Drive', 'us', { number: '1402', street: 'cedar drive' }],
    // A flat and its floor, a suburb and its city, a ZIP code before more words.
    ['Unit 4, 2nd floor, 9 Harbour Street', 'au', { number: '9', floorOrRoom: 'unit 4, 2nd floor' }],
    ['5 Rata Street, Newtown, Wellington', 'nz', { street: 'rata street', town: 'newtown, wellington' }],
    ['18 Birch Lane, Albany, Oregon 97321, my nan fell', 'us', { number: '18', postcode: '97321' }],
  ] as const)('%s (%s)', (words, country, parts) => {
    expect(hearPlace(words, country)).toMatchObject(parts);
  });

  it.each([
    'not sure what road',
    'outside',
    'my house',
    'here',
    "it's in the kitchen",
    'Her ankle looks bent the wrong way',
    "Nan's still inside, she can't walk very well",
    'no one is in the shed',
    // Where someone else is, and a pool that is not a pool.
    'dad went to the shop',
    "there's a puddle of blood on the floor",
  ])('"%s" is not a place', (words) => {
    expect(isFindable(hearPlace(words))).toBe(false);
    expect(hearPlace(words).number).toBeUndefined();
  });

  it('takes a town said alone to "where are you?", never a yes, a service or a person', () => {
    expect(hearPlace('Timaru', 'nz', true)).toEqual({ town: 'timaru' });
    for (const reply of ['Correct', 'Police', 'Yes', 'Mummy', 'Ambulance please'])
      expect(hearPlace(reply, 'nz', true)).toEqual({});
    // Only as an answer to the address: said anywhere else, one name is not a place.
    expect(hearPlace('Timaru', 'nz', false)).toEqual({});
  });

  it('reads a place back the way an operator says it', () => {
    expect(placeWords({ number: '14', street: 'mill lane', town: 'leeds' })).toBe('at 14 Mill Lane, Leeds');
    expect(placeWords({ landmark: 'opposite the library', town: 'cambridge' })).toBe(
      'opposite the library in Cambridge',
    );
    expect(
      hasPlace({
        location: { value: { town: 'leeds' }, words: 'in Leeds', confidence: 0.8, turn: 1, source: 'answer' },
      }),
    ).toBe(false);
  });
});

describe('hearPlace: kinds of place found by the fourth held-out set', () => {
  it.each([
    [
      "I'm at Grandpa Joe's house, on Pine Street",
      'us',
      { relativeHome: "grandpa joe's", street: 'pine street' },
    ],
    ["at Pop's", 'au', { relativeHome: "pop's" }],
    ["it's my grandda's house beside the GAA pitch in Kiltimagh", 'ie', { relativeHome: "grandda's" }],
    ["It's on Heol Y Felin in Aberdare, by the chip shop", 'uk', { street: 'heol y felin' }],
    ['at the hurling pitch', 'ie', { landmark: 'near the hurling pitch' }],
    ['at the marae', 'nz', { landmark: 'near the marae' }],
    ['at Countdown on Queen Street', 'nz', { landmark: 'near the countdown' }],
    ['17 Kingsway, Cardiff, no, 71, 71 Kingsway, Cardiff, CF10', 'uk', { number: '71', postcode: 'cf10' }],
  ] as const)('%s', (words, country, expected) => {
    expect(hearPlace(words, country, true)).toMatchObject(expected);
  });

  it.each([
    ["she feels fine, she's watching Countdown", 'nz'],
    ["Two car make accident, the driver he is stuck, the door don't open", 'ca'],
    ['the fella driving the first car just legged it across the field', 'ie'],
    ["My sister has a fever, it's 102 and she says her head hurts", 'us'],
    ['A lad just kicked in the door of the house next door, number 73', 'uk'],
    ['My mum fell down the stairs in the close', 'uk'],
  ] as const)('%s names no place', (words, country) => {
    expect(hearPlace(words, country, false)).toEqual({});
  });

  it('a moment or a person is no town', () => {
    expect(hearPlace('We live in 418 Alvarado Street, we are outside now', 'us', true).town).toBeUndefined();
    expect(hearPlace('22 Marine Parade, we are all out, me, Mum, Dad', 'au', true).town).toBeUndefined();
  });
});
