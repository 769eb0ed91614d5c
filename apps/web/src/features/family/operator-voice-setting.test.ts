import { describe, expect, it } from 'vitest';
import { voiceChoiceNotes } from './operator-voice-setting';

describe('voiceChoiceNotes', () => {
  it('names the accent each choice really has here', () => {
    expect(
      voiceChoiceNotes('au', 'Australian English voice on this device', 'Scottish English voice'),
    ).toEqual({
      device:
        'The natural voice of the phone, tablet or computer your child practises on. Here: Australian English voice on this device.',
      server: 'The same voice on every device: Scottish English voice.',
    });
  });

  it('says when this device has no voice of its own, and promises no accent the server cannot vouch for', () => {
    const notes = voiceChoiceNotes('nz', null, null);
    expect(notes.device).toContain(
      "This device has no English voice of its own for New Zealand, so CallReady's voice speaks here.",
    );
    expect(notes.server).toBe('The same voice on every device.');
  });
});
