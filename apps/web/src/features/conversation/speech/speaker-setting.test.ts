import { describe, expect, it } from 'vitest';
import { readSpeakerChoice, SPEAKER_KEY, writeSpeakerChoice } from './speaker-setting';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('speaker setting', () => {
  it('speaks in the voice the parent chose on a new device', () => {
    expect(readSpeakerChoice(memoryStorage(), 'device')).toBe('device');
    expect(readSpeakerChoice(memoryStorage(), 'server')).toBe('server');
  });

  it('remembers the child turning the speaker off, or picking the other voice', () => {
    const storage = memoryStorage();
    writeSpeakerChoice(storage, 'off');
    expect(storage.getItem(SPEAKER_KEY)).toBe('off');
    expect(readSpeakerChoice(storage, 'device')).toBe('off');
    writeSpeakerChoice(storage, 'server');
    expect(readSpeakerChoice(storage, 'device')).toBe('server');
  });

  it('reads the older on and off of this device', () => {
    const storage = memoryStorage();
    storage.setItem(SPEAKER_KEY, 'on');
    expect(readSpeakerChoice(storage, 'server')).toBe('server');
  });
});
