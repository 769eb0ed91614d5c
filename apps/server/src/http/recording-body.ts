// Reading a spoken answer from POST /api/speech/transcribe (docs/product.md §7 speech-to-text): the
// browser sends either a multipart form with an `audio` file or the raw audio with its fields in the
// query string. Parsing lives here so that the route only decides what to do with the recording.
import type { HonoRequest } from 'hono';

export interface Recording {
  audio: Buffer;
  contentType: string;
  fields: Record<string, string | undefined>;
}

/** The text fields a recording may carry; in a form they win over the same name in the query. */
const RECORDING_FIELDS = [
  'inviteCode',
  'scenarioType',
  'scenarioId',
  'questionId',
  'countryId',
  'sentence',
] as const;

const textField = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The recording and its fields, or undefined when a multipart form cannot be read or has no `audio`
 * file. A raw body is returned as sent, even empty: the caller decides what an empty recording means.
 */
export async function readRecording(request: HonoRequest): Promise<Recording | undefined> {
  const query = request.query();
  const requestType = request.header('content-type') ?? '';
  if (requestType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await request.parseBody().catch(() => undefined);
    const file = form?.audio;
    if (!form || !(file instanceof File)) return undefined;
    const fields = Object.fromEntries(
      RECORDING_FIELDS.map((name) => [name, textField(form[name]) ?? query[name]]),
    );
    return { audio: Buffer.from(await file.arrayBuffer()), contentType: file.type, fields };
  }
  return { audio: Buffer.from(await request.arrayBuffer()), contentType: requestType, fields: query };
}
