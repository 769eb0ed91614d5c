import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries';
import { spellAs, spellFor } from './spelling';

describe('spelling by country', () => {
  it('spells the UK, Ireland, Australia and New Zealand the British way, the US and Canada the American way', () => {
    const families = Object.fromEntries(COUNTRIES.map((country) => [country.id, country.spelling]));
    expect(families).toEqual({
      uk: 'british',
      ie: 'british',
      au: 'british',
      nz: 'british',
      us: 'american',
      ca: 'american',
    });
  });

  it('turns the British verb "practise" into the American "practice", keeping capitals', () => {
    expect(spellAs('Keep practising! Practise saying your address.', 'american')).toBe(
      'Keep practicing! Practice saying your address.',
    );
    expect(spellFor('Two things to practise next', 'us')).toBe('Two things to practice next');
    expect(spellFor('Two things to practise next', 'ca')).toBe('Two things to practice next');
  });

  it('leaves British text alone for British-spelling countries', () => {
    for (const id of ['uk', 'ie', 'au', 'nz']) {
      expect(spellFor('Keep practising with Mum at the centre.', id)).toBe(
        'Keep practising with Mum at the centre.',
      );
    }
  });

  it('turns American-only spellings British, but keeps "practice" as the British noun', () => {
    expect(spellFor("That response wouldn't help much in a real emergency. Keep practicing!", 'uk')).toBe(
      "That response wouldn't help much in a real emergency. Keep practising!",
    );
    expect(spellFor('A practice call with Mom', 'au')).toBe('A practice call with Mum');
  });

  it('changes whole words only', () => {
    expect(spellAs('Mumbai is a city; Mum is at home.', 'american')).toBe(
      'Mumbai is a city; Mom is at home.',
    );
  });
});
