import { describe, expect, it } from 'vitest';
import { addressLearningProgress, type AddressAttempt } from './address-learning';
import { addressTiles, tilesAnswer } from './address-tiles';
import { decoyTiles, seededRandom, tilesWithDecoys } from './decoy-tiles';
import { matchAddressParts } from './match-address';

const right = { number: 'right', street: 'right' } as const;
const attempt = (day: string, parts: AddressAttempt['parts']): AddressAttempt => ({ day, parts });

describe('addressLearningProgress', () => {
  it('learns a part once it is right on two different days in a row', () => {
    const progress = addressLearningProgress(
      [attempt('2026-01-01', right), attempt('2026-01-01', right), attempt('2026-01-02', right)],
      ['number', 'street'],
    );
    expect(progress.learned).toBe(true);
    expect(progress.learnedCount).toBe(2);
  });

  it('does not count two tries on one day', () => {
    const progress = addressLearningProgress(
      [attempt('2026-01-01', right), attempt('2026-01-01', right)],
      ['number'],
    );
    expect(progress.parts).toEqual([{ part: 'number', daysInARow: 1, learned: false }]);
  });

  it('starts again after a miss, part by part', () => {
    const progress = addressLearningProgress(
      [
        attempt('2026-01-01', right),
        attempt('2026-01-02', { number: 'missing', street: 'right' }),
        attempt('2026-01-03', right),
      ],
      ['number', 'street'],
    );
    expect(progress.parts).toEqual([
      { part: 'number', daysInARow: 1, learned: false },
      { part: 'street', daysInARow: 2, learned: true },
    ]);
    expect(progress.learned).toBe(false);
    expect(progress.attempts).toBe(3);
  });

  it('has nothing learned without tries', () => {
    expect(addressLearningProgress([], ['street']).learned).toBe(false);
  });
});

describe('address tiles', () => {
  const home = { flat: '2', number: '88', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };

  it('are the words and numbers in order, which read back as the whole address', () => {
    const tiles = addressTiles(home, 'uk');
    expect(tiles.map((tile) => tile.text)).toEqual([
      'Flat',
      '2',
      '88',
      'Mill',
      'Lane',
      'Leeds',
      'LS6',
      '2AB',
    ]);
    expect(matchAddressParts(home, tilesAnswer(tiles), 'uk').allRight).toBe(true);
  });

  it('keep a ZIP code whole and an apartment after the street', () => {
    const tiles = addressTiles({ ...home, postcode: '45402', town: 'Dayton' }, 'us');
    expect(tiles.map((tile) => tile.text)).toEqual([
      '88',
      'Mill',
      'Lane',
      'Apartment',
      '2',
      'Dayton',
      '45402',
    ]);
  });

  it('come mixed with decoys of the same kinds, the same set each time for one address, with ids that tell nothing', () => {
    const once = tilesWithDecoys(home, 'uk', { seeded: seededRandom(7), random: seededRandom(1) });
    const again = tilesWithDecoys(home, 'uk', { seeded: seededRandom(7), random: seededRandom(2) });
    const texts = (tiles: readonly { text: string }[]) => tiles.map((tile) => tile.text).sort();
    expect(texts(again)).toEqual(texts(once));
    const real = addressTiles(home, 'uk').map((tile) => tile.text);
    expect(once.length).toBeGreaterThanOrEqual(real.length + 4);
    for (const text of real) expect(texts(once)).toContain(text);
    expect(once.map((tile) => tile.id)).toEqual(once.map((_tile, index) => `t${index}`));
    // The decoys alone: as many numbers, street words and towns as a guess would need to rule out.
    const decoys = decoyTiles(home, 'uk', seededRandom(7)).map((tile) => tile.part);
    expect(decoys).toEqual(expect.arrayContaining(['number', 'street', 'street', 'town', 'postcode']));
  });
});
