// POST /api/speech/transcribe: a recording in, its words out. The server keeps no recording. A parent's
// session or a child's invite code (or child session) lets the request through (docs/product.md §7).
import { TRANSCRIBE_PATH } from '@callready/contract';

export class TranscribeError extends Error {
  constructor(readonly status: number) {
    super(`Transcription failed with status ${status}`);
    this.name = 'TranscribeError';
  }
}

/** The words heard in `audio`; '' when none were heard. Fields left undefined are not sent. */
export async function transcribeRecording(
  audio: Blob,
  fields: Record<string, string | undefined>,
): Promise<string> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value) query.set(name, value);
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
