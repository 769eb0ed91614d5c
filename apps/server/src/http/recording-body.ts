// Reading a spoken answer from POST /api/speech/transcribe (docs/product.md §7 speech-to-text): the
// browser sends either a multipart form with an `audio` file or the raw audio with its fields in the
// query string. Parsing lives here so that the route only decides what to do with the recording.
import type { HonoRequest, MiddlewareHandler } from 'hono';
import { Refusal } from '../refusal';

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

/** The number of fields a form body holds, counted on its bytes without parsing it; 0 for any other body. */
export function countFormFields(body: Buffer, contentType: string): number {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') {
    if (body.length === 0) return 0;
    let fields = 1;
    for (const byte of body) if (byte === 0x26 /* & */) fields += 1;
    return fields;
  }
  if (mediaType !== 'multipart/form-data') return 0;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return 0;
  const delimiter = Buffer.from(`--${boundary}`);
  let count = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) {
    count += 1;
  }
  // The last delimiter closes the form.
  return Math.max(0, count - 1);
}

/**
 * Refuses a form with more fields than `max` before it is parsed: parsing hundreds of thousands of
 * tiny fields takes seconds, where counting their separators takes microseconds.
 */
export function limitFormFields(max: number): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
      const body = Buffer.from(await c.req.arrayBuffer());
      if (countFormFields(body, contentType) > max) {
        throw new Refusal('INVALID_INPUT', { message: 'The form has too many fields' });
      }
    }
    await next();
  };
}
