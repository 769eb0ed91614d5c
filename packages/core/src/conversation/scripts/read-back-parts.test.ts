import { describe, expect, it } from 'vitest';
import { locationReadBackLine, readBackParts, READ_BACK_FIXED_PARTS } from './operator-lines';

describe('readBackParts', () => {
  it('cuts a quoted read-back into its fixed words and the child’s words', () => {
    expect(readBackParts('You said “everyone got out” — is that right?')).toEqual([
      { text: 'You said', childWords: false },
      { text: 'everyone got out', childWords: true },
      { text: 'is that right?', childWords: false },
    ]);
  });

  it('cuts the place read-back the same way', () => {
    expect(readBackParts(locationReadBackLine('at 12 Oak Road'))).toEqual([
      { text: "You're", childWords: false },
      { text: 'at 12 Oak Road', childWords: true },
      { text: 'Is that right?', childWords: false },
    ]);
  });

  it('leaves every other line whole, and its fixed words are the ones prepared', () => {
    expect(readBackParts('Where are you?')).toBeNull();
    expect(readBackParts('You said “” — is that right?')).toBeNull();
    const fixed = [
      ...(readBackParts('You said “a” — is that right?') ?? []),
      ...(readBackParts(locationReadBackLine('b')) ?? []),
    ].filter((part) => !part.childWords);
    expect(fixed.map((part) => part.text)).toEqual([...READ_BACK_FIXED_PARTS]);
  });
});
