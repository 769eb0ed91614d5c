import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captchaConfigSchema } from '@callready/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, readJson, signUp } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

describe('ALTCHA (the default)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ env: { ALTCHA_COST: '7', CAPTCHA_CHALLENGES_PER_MINUTE: '3' } });
  });
  afterAll(() => context.close());

  it('is what GET /api/captcha/config names', async () => {
    const response = await context.app.request('/api/captcha/config');
    expect(response.status).toBe(200);
    expect(captchaConfigSchema.parse(await response.json())).toEqual({ provider: 'altcha' });
  });

  it('hands out signed, expiring PBKDF2 challenges at the configured cost, never cached', async () => {
    const response = await context.app.request('/api/captcha/challenge', {
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = await readJson<{
      parameters: { algorithm: string; cost: number; expiresAt: number; keySignature: string };
      signature: string;
    }>(response);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 7 });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const minutesLeft = (challenge.parameters.expiresAt * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(19);
    expect(minutesLeft).toBeLessThanOrEqual(20);
  });

  it('limits how many challenges one client fetches a minute', async () => {
    const fetchFrom = (address: string) =>
      context.app.request('/api/captcha/challenge', { headers: { 'x-forwarded-for': address } });
    for (let fetch = 0; fetch < 3; fetch++) expect((await fetchFrom('203.0.113.20')).status).toBe(200);
    const refused = await fetchFrom('203.0.113.20');
    expect(refused.status).toBe(429);
    expect(await readJson(refused)).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: expect.any(Number),
    });
    expect((await fetchFrom('203.0.113.21')).status).toBe(200);
  });
});

describe('hCaptcha (when its site key and secret are set)', () => {
  const verifications: URLSearchParams[] = [];
  const siteverify = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      verifications.push(form);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: form.get('response') === 'good-token' }));
    });
  });
  let context: TestContext;
  beforeAll(async () => {
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const { port } = siteverify.address() as AddressInfo;
    context = await createTestContext({
      env: {
        HCAPTCHA_SITEKEY: 'site-key-123',
        HCAPTCHA_SECRET: 'hcaptcha-secret',
        HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await context.close();
    await new Promise<void>((resolve) => siteverify.close(() => resolve()));
  });

  it('is named, with its site key, by GET /api/captcha/config', async () => {
    const response = await context.app.request('/api/captcha/config');
    expect(await response.json()).toEqual({ provider: 'hcaptcha', siteKey: 'site-key-123' });
  });

  it('replaces the ALTCHA challenge', async () => {
    expect((await context.app.request('/api/captcha/challenge')).status).toBe(404);
  });

  it('lets a request through when hCaptcha confirms the token, sending our secret and the client address', async () => {
    const response = await signUp(
      context,
      { email: 'hcaptcha@example.com' },
      { captcha: 'good-token', clientAddress: '203.0.113.30' },
    );
    expect(response.status).toBe(200);
    expect(Object.fromEntries(verifications.at(-1) ?? [])).toEqual({
      secret: 'hcaptcha-secret',
      response: 'good-token',
      sitekey: 'site-key-123',
      remoteip: '203.0.113.30',
    });
  });

  it('refuses a token hCaptcha rejects', async () => {
    const response = await signUp(context, { email: 'bot@example.com' }, { captcha: 'bad-token' });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('CAPTCHA_INVALID');
  });

  it('allows the hCaptcha widget in the content security policy', async () => {
    const csp =
      (await context.app.request('/api/captcha/config')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/hcaptcha\.com https:\/\/\*\.hcaptcha\.com/);
    expect(csp).toMatch(/frame-src https:\/\/hcaptcha\.com/);
  });
});
