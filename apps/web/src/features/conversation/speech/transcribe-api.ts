// The recorded answer of one question, transcribed with what the question expects to hear.
import type { CountryId, ScenarioType } from '@callready/core';
import { transcribeRecording, type HeardWords } from '@/lib/speech/transcribe-recording';

export interface AnswerContext {
  inviteCode: string;
  /** The caller's country: its service names are words to listen for, and its accent. */
  countryId: CountryId;
  scenarioType: ScenarioType;
  scenarioId: string;
  /** The question being answered, so the recogniser listens for the words it expects. */
  questionId: string;
}

/** The words heard in `audio`, and whether they were heard, are to be checked or were not heard. */
export function transcribeAnswer(audio: Blob, context: AnswerContext): Promise<HeardWords> {
  return transcribeRecording(audio, { ...context });
}
