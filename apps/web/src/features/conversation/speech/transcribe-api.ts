// POST /api/speech/transcribe: the recorded answer in, its words out. The recording is not kept.
import { TRANSCRIBE_PATH } from '@callready/contract';
import type { CountryId, ScenarioType } from '@callready/core';

export interface AnswerContext {
  inviteCode: string;
  /** The caller's country: its service names are words to listen for, and its accent. */
  countryId: CountryId;
  scenarioType: ScenarioType;
  scenarioId: string;
  /** The question being answered, so the recogniser listens for the words it expects. */
  questionId: string;
}

export class TranscribeError extends Error {
  constructor(readonly status: number) {
    super(`Transcription failed with status ${status}`);
    this.name = 'TranscribeError';
  }
}

/** The words heard in `audio`; '' when none were heard. */
export async function transcribeAnswer(audio: Blob, context: AnswerContext): Promise<string> {
  const query = new URLSearchParams({ ...context });
  const response = await fetch(`${TRANSCRIBE_PATH}?${query.toString()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'audio/webm' },
    credentials: 'same-origin',
    body: audio,
  });
  if (!response.ok) throw new TranscribeError(response.status);
  const body: unknown = await response.json();
  const text = typeof body === 'object' && body !== null && 'text' in body ? body.text : undefined;
  if (typeof text !== 'string') throw new TranscribeError(response.status);
  return text.trim();
}
