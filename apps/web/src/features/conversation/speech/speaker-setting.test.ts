import { describe, expect, it } from 'vitest';
import { readSpeakerOn, SPEAKER_KEY, writeSpeakerOn } from './speaker-setting';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('speaker setting', () => {
  it('speaks by default on a new device', () => {
    expect(readSpeakerOn(memoryStorage())).toBe(true);
  });

  it('remembers the child turning the speaker off and on again', () => {
    const storage = memoryStorage();
    writeSpeakerOn(storage, false);
    expect(storage.getItem(SPEAKER_KEY)).toBe('off');
    expect(readSpeakerOn(storage)).toBe(false);
    writeSpeakerOn(storage, true);
    expect(readSpeakerOn(storage)).toBe(true);
  });
});
