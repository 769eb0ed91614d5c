// The call screen's speaker menu, remembered on this device: the operator speaks in the voice the
// parent chose for the child, another voice the child picked here, or not at all (captions show
// either way). ADR 045.
import type { OperatorVoiceSource } from '@callready/contract';
import type { KeyValueStorage } from '../stored-call';

export const SPEAKER_KEY = 'callready.speaker';

/** 'off': captions only; otherwise whose voice speaks. */
export type SpeakerChoice = OperatorVoiceSource | 'off';

/** The parent's choice unless the child picked another voice, or turned the speaker off, on this device. */
export function readSpeakerChoice(
  storage: Pick<KeyValueStorage, 'getItem'>,
  parentChoice: OperatorVoiceSource,
): SpeakerChoice {
  const stored = storage.getItem(SPEAKER_KEY);
  return stored === 'off' || stored === 'device' || stored === 'server' ? stored : parentChoice;
}

export function writeSpeakerChoice(storage: Pick<KeyValueStorage, 'setItem'>, choice: SpeakerChoice) {
  storage.setItem(SPEAKER_KEY, choice);
}
