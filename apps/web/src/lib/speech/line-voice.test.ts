import { describe, expect, it } from 'vitest';
import { voiceForLine, type LineVoiceInput } from './line-voice';

const everything: LineVoiceInput = {
  privateLine: false,
  source: 'device',
  hasDeviceVoice: true,
  serverCanSpeak: true,
  browserCanSpeak: true,
};

describe('voiceForLine', () => {
  it('follows the parent’s choice, then the other private voice', () => {
    expect(voiceForLine(everything)).toBe('device');
    expect(voiceForLine({ ...everything, source: 'server' })).toBe('server');
    expect(voiceForLine({ ...everything, hasDeviceVoice: false })).toBe('server');
    expect(voiceForLine({ ...everything, source: 'server', serverCanSpeak: false })).toBe('device');
  });

  it('gives a line without the child’s words to the browser when nothing private can speak', () => {
    expect(voiceForLine({ ...everything, hasDeviceVoice: false, serverCanSpeak: false })).toBe('browser');
    expect(
      voiceForLine({ ...everything, hasDeviceVoice: false, serverCanSpeak: false, browserCanSpeak: false }),
    ).toBe('none');
  });

  it('never gives a read-back to a voice that is not on the device or this server', () => {
    for (const source of ['device', 'server'] as const) {
      for (const browserCanSpeak of [true, false]) {
        const input = { privateLine: true, source, browserCanSpeak };
        expect(voiceForLine({ ...input, hasDeviceVoice: false, serverCanSpeak: false })).toBe('none');
        expect(voiceForLine({ ...input, hasDeviceVoice: true, serverCanSpeak: false })).toBe('device');
        expect(voiceForLine({ ...input, hasDeviceVoice: false, serverCanSpeak: true })).toBe('server');
      }
    }
  });
});
