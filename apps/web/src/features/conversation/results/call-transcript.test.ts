import { callTranscriptSchema } from '@callready/contract';
import { describe, expect, it } from 'vitest';
import { newCall, playWithModelAnswers } from '@/test/practice-calls';
import { callLessons, callTranscript } from './call-transcript';

describe('callTranscript', () => {
  it('keeps every line of the call in order, operator and child, in the shape the server accepts', () => {
    const finished = playWithModelAnswers();
    const transcript = callTranscript(finished);
    expect(callTranscriptSchema.safeParse(transcript).success).toBe(true);
    expect(transcript.turns).toHaveLength(finished.conversationHistory.length);
    expect(transcript.turns[0]?.speaker).toBe('operator');
    expect(transcript.turns.some((turn) => turn.speaker === 'child')).toBe(true);
    expect(transcript.turns.map((turn) => turn.text)).toEqual(
      finished.conversationHistory.map((entry) => entry.message),
    );
  });

  it('notes the address the child gave and the danger signs recognised', () => {
    const finished = playWithModelAnswers();
    const address = finished.extractedInfo.address;
    expect(address?.source).toBe('answer');
    const withFlag = { ...finished, redFlags: ['trapped-in-fire' as const] };
    expect(callLessons(withFlag)).toEqual([
      'Recognised a danger sign: someone is trapped in the fire',
      `Gave the address: ${address?.value}`,
    ]);
  });

  it('says so when the call went on without an address', () => {
    const call = newCall();
    const missing = {
      ...call,
      results: { addressMissing: true, recognisedEmergency: false } as NonNullable<typeof call.results>,
    };
    expect(callLessons(missing)).toEqual(['Did not give an address the operator could use']);
  });

  it('shortens a line longer than the server keeps', () => {
    const call = newCall();
    const long = {
      ...call,
      conversationHistory: [{ speaker: 'user' as const, message: 'a'.repeat(1500), timestamp: 0 }],
    };
    const [turn] = callTranscript(long).turns;
    expect(turn?.text).toHaveLength(1000);
    expect(turn?.speaker).toBe('child');
  });
});
