// The call screen's spoken operator, through the product's voice (lib/speech): the device's own or the
// server's as chosen, and never an online voice for the child's words (ADR 045).
import { createSpeaker } from '@/lib/speech/speaker';
import type { OperatorVoice } from '../operator-voice';

/** A spoken operator. One instance per call screen: it remembers when the server has no voice. */
export function createServerVoice(): OperatorVoice {
  const speaker = createSpeaker('operator');
  return {
    audible: true,
    async speak(lines, { countryId, inviteCode, voiceSource, isPrivateLine }, signal) {
      await speaker.speak(lines, { countryId, inviteCode, voiceSource, isPrivateLine }, signal);
    },
    prefetch(lines, { countryId, inviteCode, voiceSource, isPrivateLine }) {
      speaker.prefetch(lines, { countryId, inviteCode, voiceSource, isPrivateLine });
    },
  };
}
