import { describe, expect, it } from 'vitest';
import type { CountryId } from '../countries';
import { addressFeedback } from './address-feedback';
import type { HomeAddress } from './address-shape';
import { matchAddressParts, type AddressPartStatus } from './match-address';

const address = (parts: Partial<HomeAddress>): HomeAddress => ({
  flat: '',
  number: '',
  street: '',
  town: '',
  postcode: '',
  ...parts,
});

/** "number:right street:wrong(Oak Road)": a result in one line, so the tables below stay readable. */
function summary(stored: HomeAddress, answer: string, countryId: CountryId): string {
  return matchAddressParts(stored, answer, countryId)
    .parts.map((part) => `${part.part}:${part.status}${part.status === 'wrong' ? `(${part.heard})` : ''}`)
    .join(' ');
}

const statuses = (stored: HomeAddress, answer: string, countryId: CountryId) =>
  Object.fromEntries(
    matchAddressParts(stored, answer, countryId).parts.map((part) => [part.part, part.status]),
  ) as Record<string, AddressPartStatus>;

const ALL = (parts: string[]) => parts.map((part) => `${part}:right`).join(' ');

describe('matchAddressParts in the United Kingdom', () => {
  const home = address({ number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' });
  const flat = address({ flat: '2', number: '88', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' });

  it.each([
    '5 Mill Lane, Leeds, LS6 2AB',
    '5 mill lane leeds ls6 2ab',
    'five mill lane leeds l s six two a b',
    'I live at number five Mill Lane in Leeds and the postcode is LS62AB',
    'um its 5 millane leeds ls 6 2 ab',
    '5 Mil Lane Leeds LS6 2AB',
    '5 Mill Ln, Leeds LS6 2AB.',
    'FIVE MILL LANE LEEDS LS6 2AB',
  ])('hears every part in "%s"', (answer) => {
    expect(summary(home, answer, 'uk')).toBe(ALL(['number', 'street', 'town', 'postcode']));
  });

  it.each([
    ['i live at mill lane', 'number:missing street:right town:missing postcode:missing'],
    ['seven mill lane leeds', 'number:wrong(7) street:right town:right postcode:missing'],
    ['5 oak road leeds', 'number:right street:wrong(Oak Road) town:right postcode:missing'],
    ['5 mill road leeds', 'number:right street:wrong(Mill Road) town:right postcode:missing'],
    ['5 hill lane', 'number:right street:wrong(Hill Lane) town:missing postcode:missing'],
    ['5 mill lane leeds ls7 3cd', 'number:right street:right town:right postcode:wrong(LS7 3CD)'],
    ['5 mill lane leeds ls6', 'number:right street:right town:right postcode:wrong(LS6)'],
    ['ls6 2ab', 'number:missing street:missing town:missing postcode:right'],
    ['there is a fire in the kitchen', 'number:missing street:missing town:missing postcode:missing'],
    ['', 'number:missing street:missing town:missing postcode:missing'],
    ["i'm 7 and i live on mill lane", 'number:missing street:right town:missing postcode:missing'],
  ])('checks "%s" part by part', (answer, expected) => {
    expect(summary(home, answer, 'uk')).toBe(expected);
  });

  it.each([
    'flat two at eighty eight mill lane leeds ls6 2ab',
    'Flat 2, 88 Mill Lane, Leeds, LS6 2AB',
    '2/88 Mill Lane Leeds LS6 2AB',
    'flat number 2 88 mill lane leeds ls62ab',
    '88 mill lane flat 2 leeds ls6 2ab',
  ])('tells the flat from the house in "%s"', (answer) => {
    expect(summary(flat, answer, 'uk')).toBe(ALL(['flat', 'number', 'street', 'town', 'postcode']));
  });

  it('names a wrong flat and a missing one', () => {
    expect(statuses(flat, 'flat 3 88 mill lane', 'uk')).toMatchObject({ flat: 'wrong', number: 'right' });
    expect(statuses(flat, '88 mill lane', 'uk')).toMatchObject({ flat: 'missing', number: 'right' });
  });

  it('keeps the child words, and says the right part in the stored spelling', () => {
    const match = matchAddressParts(home, 'seven mil lane', 'uk');
    expect(match.parts[0]).toEqual({ part: 'number', status: 'wrong', expected: '5', heard: '7' });
    expect(match.parts[1]).toMatchObject({
      part: 'street',
      status: 'right',
      heard: 'Mil Lane',
      expected: 'Mill Lane',
    });
    expect(match.skill).toBe('partly');
    expect(match.nextPart?.part).toBe('number');
  });

  it('needs the letter of a house number with one', () => {
    const lettered = address({ number: '12a', street: 'Elm Road', town: 'York' });
    expect(statuses(lettered, 'twelve a elm road york', 'uk').number).toBe('right');
    expect(statuses(lettered, '12A Elm Rd, York', 'uk').number).toBe('right');
    expect(summary(lettered, '12 elm road york', 'uk')).toBe('number:wrong(12) street:right town:right');
  });

  it('matches a house with a name instead of a number', () => {
    const named = address({ number: 'Rose Cottage', street: 'Church Lane', town: 'Ashby' });
    expect(summary(named, 'rose cotage church lane ashby', 'uk')).toBe(ALL(['number', 'street', 'town']));
  });

  it('allows small slips in long names but not a different short word', () => {
    const long = address({ number: '14', street: 'Acacia Avenue', town: 'Chelmsford' });
    expect(summary(long, '14 acasia avenue chelmsfrod', 'uk')).toBe(ALL(['number', 'street', 'town']));
    const short = address({ number: '3', street: 'Elm Close', town: 'Bath' });
    expect(statuses(short, '3 elk close bath', 'uk').street).toBe('wrong');
    expect(statuses(short, '3 elm close bath', 'uk').street).toBe('right');
  });

  it('accepts a street name without its type, and a town without its longer form', () => {
    const tyne = address({ number: '9', street: 'Grey Street', town: 'Newcastle upon Tyne' });
    expect(summary(tyne, '9 grey newcastle', 'uk')).toBe(ALL(['number', 'street', 'town']));
    const saint = address({ number: '1', street: "St John's Road", town: 'St Albans' });
    expect(summary(saint, 'one saint johns road saint albans', 'uk')).toBe(ALL(['number', 'street', 'town']));
  });

  it('does not take "it\'s close" or "no way" for a street', () => {
    expect(statuses(home, "no way it's close to the park", 'uk').street).toBe('missing');
  });

  it('is not slowed by a very long answer', () => {
    const started = Date.now();
    matchAddressParts(flat, 'mill '.repeat(5000), 'uk');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('matchAddressParts in the United States', () => {
  const home = address({
    flat: '4B',
    number: '1600',
    street: 'Pennsylvania Avenue',
    town: 'Springfield',
    postcode: '62704',
  });
  const everything = ALL(['number', 'street', 'flat', 'town', 'postcode']);

  it.each([
    '1600 Pennsylvania Ave Apt 4B, Springfield, IL 62704',
    'sixteen hundred pennsylvania avenue apartment four b springfield six two seven oh four',
    'one six zero zero pensylvania avenue apartment 4b springfield 62704',
    '1600 Pennsylvania Avenue #4B Springfield 62704-1234',
  ])('hears every part in "%s"', (answer) => {
    expect(summary(home, answer.replace('#', 'apt '), 'us')).toBe(everything);
  });

  it('accepts the five-digit ZIP for a stored ZIP+4', () => {
    const plus4 = address({ number: '10', street: 'Main Street', town: 'Dayton', postcode: '45402-1234' });
    expect(statuses(plus4, '10 main street dayton 45402', 'us').postcode).toBe('right');
  });

  it('does not read the house number as a wrong ZIP code', () => {
    expect(statuses(home, '1600 pennsylvania avenue', 'us').postcode).toBe('missing');
    expect(summary(home, '1600 pennsylvania avenue springfield 62705', 'us')).toContain(
      'postcode:wrong(62705)',
    );
  });
});

describe('matchAddressParts in Canada', () => {
  const home = address({ number: '24', street: 'Sussex Drive', town: 'Ottawa', postcode: 'K1M 1M4' });
  it.each([
    '24 Sussex Dr, Ottawa, ON K1M 1M4',
    'twenty four sussex drive ottawa k one m one m four',
    '24 sussex drive ottawa k1m1m4',
  ])('hears every part in "%s"', (answer) => {
    expect(summary(home, answer, 'ca')).toBe(ALL(['number', 'street', 'town', 'postcode']));
  });
  it('names a wrong postal code', () => {
    expect(summary(home, '24 sussex drive ottawa k2p 1l4', 'ca')).toContain('postcode:wrong(K2P 1L4)');
  });
});

describe('matchAddressParts in Australia', () => {
  const home = address({ flat: '3', number: '42', street: 'Wallaby Way', town: 'Sydney', postcode: '2000' });
  it.each([
    '3/42 Wallaby Way, Sydney NSW 2000',
    'unit three forty two wallaby way sydney two thousand',
    'unit 3 42 wallaby way sydney two oh oh oh',
    'unit three, forty-two Wallaby Way, Sydney, 2000',
  ])('hears every part in "%s"', (answer) => {
    expect(summary(home, answer, 'au')).toBe(ALL(['flat', 'number', 'street', 'town', 'postcode']));
  });
  it('does not take the house number for a postcode', () => {
    const house = address({ number: '2000', street: 'George Street', town: 'Sydney', postcode: '2000' });
    expect(summary(house, '2000 george street sydney', 'au')).toBe(
      'number:right street:right town:right postcode:missing',
    );
  });
});

describe('matchAddressParts in Ireland', () => {
  const home = address({ number: '7', street: 'Main Street', town: 'Athlone', postcode: 'N37 X2F4' });
  it.each([
    '7 Main St, Athlone, N37 X2F4',
    'seven main street athlone n three seven x two f four',
    '7 main street athlone n37x2f4',
  ])('hears every part in "%s"', (answer) => {
    expect(summary(home, answer, 'ie')).toBe(ALL(['number', 'street', 'town', 'postcode']));
  });
  it('works without an Eircode', () => {
    const noCode = address({ number: '7', street: 'Main Street', town: 'Athlone' });
    expect(summary(noCode, '7 main street athlone', 'ie')).toBe(ALL(['number', 'street', 'town']));
  });
});

describe('matchAddressParts in New Zealand', () => {
  const home = address({ number: '15', street: 'Cuba Street', town: 'Te Aro', postcode: '6011' });
  it.each([
    '15 Cuba Street, Te Aro, Wellington 6011',
    'fifteen cuba street te aro six oh one one',
    'fifteen cuba st teaaro 6011',
  ])('hears every part in "%s"', (answer) => {
    expect(summary(home, answer, 'nz')).toBe(ALL(['number', 'street', 'town', 'postcode']));
  });
  it('notices a missing town', () => {
    expect(statuses(home, '15 cuba street 6011', 'nz')).toMatchObject({ town: 'missing', postcode: 'right' });
  });
});

describe('addressFeedback', () => {
  const home = address({ number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' });
  const feedback = (answer: string, band: '5-7' | '8-10' | '11-16', countryId: CountryId = 'uk') =>
    addressFeedback(matchAddressParts(home, answer, countryId), band, countryId);

  it('names the parts that were right and the one part to add, never a stored value', () => {
    expect(feedback('mill lane', '5-7')).toBe('You got your street right. Great! Now add your number.');
  });
  it('uses fuller words for older children', () => {
    expect(feedback('mill lane', '8-10')).toBe('You got your street right. Good! Now add your house number.');
    expect(feedback('5 mill lane', '11-16')).toBe(
      'You got your house number and street right. Good. Now add your town.',
    );
  });
  it('corrects a part said differently', () => {
    expect(feedback('7 mill lane', '5-7')).toBe(
      "You got your street right. Great! Your number isn't right yet. Check it with your grown-up.",
    );
  });
  it('starts with the first part when nothing was right', () => {
    expect(feedback('the kitchen', '5-7')).toBe("Let's start with your number.");
    expect(feedback('the kitchen', '11-16')).toBe('Start with your house number.');
  });
  it('praises a whole address', () => {
    expect(feedback('5 mill lane leeds ls6 2ab', '5-7')).toBe('You said your whole address. Brilliant!');
  });
  it('never says a stored value, whatever was said', () => {
    for (const answer of ['', 'mill lane', '7 mill lane', '5 mill lane', 'the kitchen', 'leeds', 'ls6']) {
      for (const band of ['5-7', '8-10', '11-16'] as const) {
        const line = feedback(answer, band);
        for (const stored of ['5', 'Mill', 'Lane', 'Leeds', 'LS6', '2AB']) expect(line).not.toContain(stored);
      }
    }
  });
  it("uses the country's names for the parts", () => {
    const us = address({ number: '5', street: 'Elm Street', town: 'Dayton', postcode: '45402' });
    expect(addressFeedback(matchAddressParts(us, '5 elm street dayton', 'us'), '8-10', 'us')).toBe(
      'You got your house number, street and city right. Good! Now add your ZIP code.',
    );
    const ie = address({ number: '7', street: 'Main Street', town: 'Athlone', postcode: 'N37 X2F4' });
    expect(addressFeedback(matchAddressParts(ie, '7 main street athlone', 'ie'), '5-7', 'ie')).toBe(
      'You got your number, street and town right. Great! Now add your Eircode.',
    );
  });
});
