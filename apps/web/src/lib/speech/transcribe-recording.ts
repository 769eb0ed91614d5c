// POST /api/speech/transcribe: a recording in, its words out with how sure the recogniser is of them
// (ADR 054). The server keeps no recording. A parent's session or a child's invite code (or child
// session) lets the request through (docs/product.md §7).
import { TRANSCRIBE_PATH, type Hearing, type TranscribeResponse } from '@callready/contract';

export type { Hearing };

/** What the recogniser made of a recording: `text` is '' when it heard nothing it could stand by. */
export type HeardWords = TranscribeResponse;

export class TranscribeError extends Error {
  constructor(readonly status: number) {
    super(`Transcription failed with status ${status}`);
    this.name = 'TranscribeError';
  }
}

const HEARINGS: readonly Hearing[] = ['heard', 'check', 'not-heard'];

export const NOT_HEARD: HeardWords = { text: '', hearing: 'not-heard', confidence: 0 };

/** A hearing this page does not know is asked about: the operator never acts on words nobody vouched for. */
function hearingOf(said: unknown): Hearing {
  return HEARINGS.find((known) => known === said) ?? 'check';
}

/**
 * The reply read without trusting it (the schema stays off the pages that record): words are never
 * taken as heard unless the reply says so, or comes from a server from before ADR 054 (no `hearing`:
 * words are heard, no words are not heard). Words are never kept when not heard, and a hearing
 * without words is not heard. Null when the reply has no text at all.
 */
export function readTranscribeReply(body: unknown): HeardWords | null {
  if (typeof body !== 'object' || body === null || !('text' in body) || typeof body.text !== 'string')
    return null;
  const text = body.text.trim();
  const hearing = 'hearing' in body ? hearingOf(body.hearing) : text === '' ? 'not-heard' : 'heard';
  if (hearing === 'not-heard' || text === '') return NOT_HEARD;
  // The web acts on `hearing` alone; the number is kept for what it says, in [0, 1].
  const given = 'confidence' in body && typeof body.confidence === 'number' ? body.confidence : NaN;
  const confidence = given >= 0 && given <= 1 ? given : hearing === 'heard' ? 1 : 0;
  return { text, hearing, confidence };
}

/** The words heard in `audio` and how sure the recogniser is. Fields left undefined are not sent. */
export async function transcribeRecording(
  audio: Blob,
  fields: Record<string, string | undefined>,
): Promise<HeardWords> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value) query.set(name, value);
  const response = await fetch(`${TRANSCRIBE_PATH}?${query.toString()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'audio/webm' },
    credentials: 'same-origin',
    body: audio,
  });
  if (!response.ok) throw new TranscribeError(response.status);
  const heard = readTranscribeReply(await response.json());
  if (heard === null) throw new TranscribeError(response.status);
  return heard;
}
