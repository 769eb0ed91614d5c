// The call screen's spoken operator, through the product's one voice (lib/speech).
import { createSpeaker } from '@/lib/speech/speaker';
import type { OperatorVoice } from '../operator-voice';

/** A spoken operator. One instance per call screen: it remembers when the server has no voice. */
export function createServerVoice(): OperatorVoice {
  const speaker = createSpeaker('operator');
  return {
    audible: true,
    async speak(lines, { countryId, inviteCode }, signal) {
      await speaker.speak(lines, { countryId, inviteCode }, signal);
    },
    prefetch(lines, { countryId, inviteCode }) {
      speaker.prefetch(lines, { countryId, inviteCode });
    },
  };
}
