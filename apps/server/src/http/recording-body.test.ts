import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readRecording } from './recording-body';

/** What readRecording made of a request, as plain JSON. */
async function read(request: Request) {
  const app = new Hono().post('/transcribe', async (c) => {
    const recording = await readRecording(c.req);
    return c.json(
      recording
        ? { audio: recording.audio.toString(), contentType: recording.contentType, fields: recording.fields }
        : null,
    );
  });
  return (await app.request(request)).json();
}

describe('readRecording', () => {
  it('reads a multipart form: the audio file, its type and the text fields', async () => {
    const form = new FormData();
    form.set('audio', new File(['spoken'], 'answer.webm', { type: 'audio/webm' }));
    form.set('scenarioType', '999');
    form.set('scenarioId', 'house-fire');
    const recording = await read(
      new Request('http://localhost/transcribe?questionId=q1&scenarioId=ignored', {
        method: 'POST',
        body: form,
      }),
    );
    expect(recording).toEqual({
      audio: 'spoken',
      contentType: 'audio/webm',
      fields: { scenarioType: '999', scenarioId: 'house-fire', questionId: 'q1' },
    });
  });

  it('finds nothing in a form without an audio file', async () => {
    const form = new FormData();
    form.set('audio', 'not a file');
    expect(await read(new Request('http://localhost/transcribe', { method: 'POST', body: form }))).toBeNull();
  });

  it('reads a raw audio body with its fields from the query string', async () => {
    const recording = await read(
      new Request('http://localhost/transcribe?inviteCode=ABCD2345&countryId=uk', {
        method: 'POST',
        headers: { 'content-type': 'audio/ogg' },
        body: 'raw audio',
      }),
    );
    expect(recording).toEqual({
      audio: 'raw audio',
      contentType: 'audio/ogg',
      fields: { inviteCode: 'ABCD2345', countryId: 'uk' },
    });
  });

  it('returns an empty raw body as an empty recording, for the route to refuse', async () => {
    const recording = await read(new Request('http://localhost/transcribe', { method: 'POST' }));
    expect(recording).toEqual({ audio: '', contentType: '', fields: {} });
  });
});
