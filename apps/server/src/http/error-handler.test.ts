import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { Refusal } from '../refusal';
import type { AppBindings } from './app-bindings';
import { jsonErrorHandler } from './error-handler';

function appThatThrows(error: unknown) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level: 'error', destination });
  const app = new Hono<AppBindings>();
  app.use(async (c, next) => {
    c.set('logger', logger);
    await next();
  });
  app.get('/boom', () => {
    throw error;
  });
  app.onError(jsonErrorHandler);
  return { app, lines };
}

describe('jsonErrorHandler', () => {
  it('hides the details of an unexpected error from the client but logs them', async () => {
    const { app, lines } = appThatThrows(new Error('connection to db-7.internal refused'));
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(body).not.toContain('db-7.internal');
    expect(lines.join('')).toContain('connection to db-7.internal refused');
  });

  it('logs a failed query without its parameters, which may hold children’s names and codes', async () => {
    const failure = new DrizzleQueryError(
      'insert into "children" ("name", "invite_code") values ($1, $2)',
      ['Maya Secretname', 'ABCD2345'],
      Object.assign(new Error('new row violates check constraint "children_age_range"'), { code: '23514' }),
    );
    const { app, lines } = appThatThrows(failure);
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('insert into \\"children\\"');
    expect(logged).toContain('children_age_range');
    expect(logged).toContain('23514');
    expect(logged).not.toContain('Maya Secretname');
    expect(logged).not.toContain('ABCD2345');
  });

  it('keeps the status and message of a deliberate client error', async () => {
    const { app } = appThatThrows(new HTTPException(413, { message: 'Payload too large' }));
    const response = await app.request('/boom');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Payload too large', code: 'BODY_TOO_LARGE' });
  });

  it('answers a client error the error list has no code for as a bad request, in its own words', async () => {
    const { app } = appThatThrows(new HTTPException(415, { message: 'Unsupported media type' }));
    const response = await app.request('/boom');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unsupported media type', code: 'BAD_REQUEST' });
  });

  it("answers a thrown Refusal with its code's status, its own words, fields and headers", async () => {
    const { app, lines } = appThatThrows(
      new Refusal('CANCEL_FAILED', {
        message: 'Failed to cancel subscription.',
        fields: { portalError: 'Failed to open customer portal.' },
        retryAfterSeconds: 30,
        headers: { 'Cache-Control': 'no-store' },
      }),
    );
    const response = await app.request('/boom');
    expect(response.status).toBe(502);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      portalError: 'Failed to open customer portal.',
      error: 'Failed to cancel subscription.',
      code: 'CANCEL_FAILED',
      retryAfterSeconds: 30,
    });
    expect(lines).toEqual([]);
  });

  it("words a Refusal without a message of its own with the error list's", async () => {
    const { app } = appThatThrows(new Refusal('CHILD_NOT_FOUND'));
    const response = await app.request('/boom');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Child not found', code: 'CHILD_NOT_FOUND' });
  });
});
