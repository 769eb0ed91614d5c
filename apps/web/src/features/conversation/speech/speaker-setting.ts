// Whether the operator speaks aloud, remembered on this device. Captions show either way.
import type { KeyValueStorage } from '../stored-call';

export const SPEAKER_KEY = 'callready.speaker';

/** On unless the child turned it off. */
export function readSpeakerOn(storage: Pick<KeyValueStorage, 'getItem'>): boolean {
  return storage.getItem(SPEAKER_KEY) !== 'off';
}

export function writeSpeakerOn(storage: Pick<KeyValueStorage, 'setItem'>, on: boolean) {
  storage.setItem(SPEAKER_KEY, on ? 'on' : 'off');
}
