import { describe, expect, it } from 'vitest';
import { voiceAccentLabel } from './voice-accents';

describe('voiceAccentLabel', () => {
  it('names the accent the server says its voice has', () => {
    expect(voiceAccentLabel({ au: 'British English' }, 'au')).toBe('British English voice');
  });

  it('names no accent when the server vouches for none', () => {
    expect(voiceAccentLabel(null, 'au')).toBeNull();
    expect(voiceAccentLabel({ uk: 'British English' }, 'nz')).toBeNull();
  });
});
