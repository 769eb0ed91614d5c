import { describe, expect, it } from 'vitest';
import { levelFromSamples } from './recording-level';

describe('levelFromSamples', () => {
  it('shows an empty meter for silence', () => {
    expect(levelFromSamples(new Uint8Array(256).fill(128))).toBe(0);
    expect(levelFromSamples([])).toBe(0);
  });

  it('rises with louder input and never passes full', () => {
    const quiet = Array.from({ length: 256 }, (_, index) => (index % 2 ? 133 : 123));
    const loud = Array.from({ length: 256 }, (_, index) => (index % 2 ? 160 : 96));
    expect(levelFromSamples(quiet)).toBeGreaterThan(0);
    expect(levelFromSamples(loud)).toBeGreaterThan(levelFromSamples(quiet));
    expect(levelFromSamples(Array.from({ length: 256 }, (_, index) => (index % 2 ? 255 : 0)))).toBe(1);
  });
});
