import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import type { AppBindings } from './app-bindings';
import { jsonErrorHandler } from './error-handler';
import { validate } from './validate';

const bodySchema = z.object({ name: z.string().min(1, 'Name is required') }).strict();

function appWith() {
  const app = new Hono<AppBindings>();
  app.use(async (c, next) => {
    c.set('logger', createLogger({ level: 'silent' }));
    await next();
  });
  app.post('/strict', validate('json', bodySchema), (c) => c.json(c.req.valid('json')));
  app.post(
    '/optional',
    validate('json', z.object({ keep: z.string().optional() }).strict(), { notJson: { value: {} } }),
    (c) => c.json(c.req.valid('json')),
  );
  app.get(
    '/list',
    validate('query', z.object({ page: z.coerce.number().int().min(1) }), { message: 'Invalid page.' }),
    (c) => c.json(c.req.valid('query')),
  );
  app.get(
    '/child/:code',
    validate('param', z.object({ code: z.string().length(8, 'Eight characters') })),
    (c) => c.json(c.req.valid('param')),
  );
  app.post(
    '/form',
    validate('form', z.looseObject({ note: z.string().max(5, 'Note too long').optional() })),
    async (c) => {
      // The handler still reads the whole form, file included, after the check has read it.
      const form = await c.req.parseBody();
      return c.json({ note: c.req.valid('form').note ?? null, hasFile: form.file instanceof File });
    },
  );
  app.get('/users/:id', validate('param', z.object({ id: z.uuid() }), { refuseAs: 'USER_NOT_FOUND' }), (c) =>
    c.json(c.req.valid('param')),
  );
  app.onError(jsonErrorHandler);
  return app;
}

const post = (path: string, body: string) =>
  appWith().request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('validate', () => {
  it('passes the checked body to the handler', async () => {
    const response = await post('/strict', JSON.stringify({ name: 'Maya' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'Maya' });
  });

  it("refuses with the failed rule's own message", async () => {
    const response = await post('/strict', JSON.stringify({ name: '' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Name is required', code: 'INVALID_INPUT' });
  });

  it('refuses a body that is not a JSON object before the schema sees it', async () => {
    for (const body of ['not json', '[1]', '"text"']) {
      const response = await post('/strict', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid request body', code: 'INVALID_INPUT' });
    }
  });

  it('reads a body left out as the given value where the endpoint allows it', async () => {
    const response = await post('/optional', '');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('checks the query and the path parameters, with one message where the route gives one', async () => {
    const app = appWith();
    expect(await (await app.request('/list?page=2')).json()).toEqual({ page: 2 });
    const refused = await app.request('/list?page=0');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Invalid page.', code: 'INVALID_INPUT' });
    const badCode = await app.request('/child/ABC');
    expect(await badCode.json()).toEqual({ error: 'Eight characters', code: 'INVALID_INPUT' });
  });

  it("checks a multipart form's fields and leaves the form readable for the handler", async () => {
    const form = (note: string) => {
      const body = new FormData();
      body.set('note', note);
      body.set('file', new File(['audio'], 'a.webm'));
      return appWith().request('/form', { method: 'POST', body });
    };
    const accepted = await form('hi');
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ note: 'hi', hasFile: true });
    const refused = await form('far too long');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Note too long', code: 'INVALID_INPUT' });
  });

  it('reads a body that is not a form as no form fields', async () => {
    const response = await appWith().request('/form', { method: 'POST', body: 'raw audio' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ note: null, hasFile: false });
  });

  it('refuses as the given code, with its own message, when told to', async () => {
    const response = await appWith().request('/users/not-an-id');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No user with that id.', code: 'USER_NOT_FOUND' });
  });
});
