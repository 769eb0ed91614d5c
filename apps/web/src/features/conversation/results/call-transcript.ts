// What was said in a finished call, as the parent's reports keep it when the parent has turned on
// "Keep what my child says in practice calls" (ADR 041): every line of the call in order, and short
// notes in the parent's words on what the call taught.
import {
  MAX_TRANSCRIPT_LESSONS,
  MAX_TRANSCRIPT_LESSON_LENGTH,
  MAX_TRANSCRIPT_TURNS,
  MAX_TRANSCRIPT_TURN_LENGTH,
  type CallTranscript,
} from '@callready/contract';
import { getCountry, type ConversationState } from '@callready/core';

/** The danger signs a real call-handler acts on (ADR 011), as a parent would say them. */
const DANGER_SIGNS: Record<string, string> = {
  'not-breathing': 'someone is not breathing',
  'trouble-breathing': 'someone is struggling to breathe',
  unresponsive: 'someone is not awake or not answering',
  'trapped-in-fire': 'someone is trapped in the fire',
  'intruder-inside': 'an intruder is inside',
  'non-fading-rash': 'a rash that does not fade under a glass',
  'bone-through-skin': 'a bone is through the skin',
};

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** Notes on what the call taught: danger signs recognised, whether an address was given, the emergency spotted. */
export function callLessons(conversation: ConversationState): string[] {
  const lessons: string[] = [];
  for (const flag of conversation.redFlags) {
    lessons.push(`Recognised a danger sign: ${DANGER_SIGNS[flag] ?? flag.replace(/-/g, ' ')}`);
  }
  const address = conversation.extractedInfo.address;
  if (address?.source === 'answer') lessons.push(`Gave the address: ${address.value}`);
  else if (conversation.results?.addressMissing || address)
    lessons.push('Did not give an address the operator could use');
  if (conversation.results?.recognisedEmergency) {
    const number = getCountry(conversation.countryId).emergencyNumber;
    lessons.push(`Recognised an emergency on the advice line and was told to call ${number}`);
  }
  return lessons.slice(0, MAX_TRANSCRIPT_LESSONS).map((lesson) => clip(lesson, MAX_TRANSCRIPT_LESSON_LENGTH));
}

/** The whole call, within the bounds the server accepts. */
export function callTranscript(conversation: ConversationState): CallTranscript {
  const turns = conversation.conversationHistory
    .filter((entry) => entry.message.trim() !== '')
    .slice(0, MAX_TRANSCRIPT_TURNS)
    .map((entry) => ({
      speaker: entry.speaker === 'operator' ? ('operator' as const) : ('child' as const),
      text: clip(entry.message, MAX_TRANSCRIPT_TURN_LENGTH),
    }));
  return { turns, lessons: callLessons(conversation) };
}
