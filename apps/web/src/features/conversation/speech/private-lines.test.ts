import { describe, expect, it } from 'vitest';
import { getCountry, scriptedOperatorLines, withFamilyAdviceLine } from '@callready/core';
import { privateLineTest } from './private-lines';

describe('privateLineTest', () => {
  it('counts a read-back of the child’s words as private and a scripted line as not', () => {
    const isPrivate = privateLineTest(getCountry('au'));
    expect(isPrivate('You said “my nan fell over” — is that right?')).toBe(true);
    expect(isPrivate("You're at 12 Oak Road. Is that right?")).toBe(true);
    expect(isPrivate('Something the engine has never said')).toBe(true);
    expect(isPrivate("That's okay. What is the name of your road or street?")).toBe(false);
  });

  it('knows the lines of the family’s own advice line as scripted for that family', () => {
    const country = withFamilyAdviceLine(getCountry('uk'), '01632 960 123');
    const familyLine = scriptedOperatorLines(country).find((line) => line.includes('family doctor'));
    expect(familyLine).toBeDefined();
    expect(privateLineTest(country)(familyLine ?? '')).toBe(false);
    expect(privateLineTest(getCountry('uk'))(familyLine ?? '')).toBe(true);
  });
});
