import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { devMailboxResponseSchema } from '@callready/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { createTestContext, PRODUCTION_TEST_ENV, type TestContext } from '../../test/test-context';
import { FROM_THIS_MACHINE, fromPeer } from '../../test/this-machine';

const NOT_FOUND = { error: 'Not found', code: 'NOT_FOUND' };

describe('the dev mailbox', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const mailbox = async () => {
    await context.settle();
    const response = await context.app.request('/api/dev/mailbox', {}, FROM_THIS_MACHINE);
    expect(response.status).toBe(200);
    return devMailboxResponseSchema.parse(await response.json()).messages;
  };

  it('lists the kept e-mail newest first, with each message’s links', async () => {
    await signUp(context, { email: 'first@example.com' });
    await signUp(context, { email: 'second@example.com' });
    const messages = await mailbox();
    expect(messages.map((message) => message.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(messages[0]?.links[0]).toContain('/api/auth/verify-email?token=');
    expect(messages[0]?.html).toContain('<a href=');
    expect(messages[0]?.text).toContain(messages[0]?.links[0]);
  });

  it('is emptied by DELETE', async () => {
    const response = await context.app.request('/api/dev/mailbox', { method: 'DELETE' }, FROM_THIS_MACHINE);
    expect(response.status).toBe(200);
    expect(await mailbox()).toEqual([]);
  });
});

// A victim's reset link must not be readable by whoever can reach the server (ADR 050).
describe('the dev mailbox from anywhere but this machine', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
    await signUp(context, { email: 'victim@example.com' });
    await context.settle();
  });
  afterAll(() => context.close());

  const expectAbsent = async (response: Response) => {
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual(NOT_FOUND);
    expect(body).not.toContain('victim@example.com');
  };

  it.each(['GET', 'DELETE'])(
    'answers %s from another machine as if it did not exist, whatever its headers claim',
    async (method) => {
      for (const peer of ['192.168.1.20', '203.0.113.9', '2001:db8::7', '::ffff:192.168.1.20']) {
        await expectAbsent(
          await context.app.request(
            '/api/dev/mailbox',
            // The tests trust X-Forwarded-For (TRUST_PROXY); the outbox reads the socket instead.
            { method, headers: { host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' } },
            fromPeer(peer),
          ),
        );
      }
      // The outbox still holds the message: nothing was deleted from outside.
      const kept = await context.app.request('/api/dev/mailbox', {}, FROM_THIS_MACHINE);
      expect(await kept.text()).toContain('victim@example.com');
    },
  );

  it('answers a request addressed to another host name as if it did not exist, even from this machine', async () => {
    for (const host of [
      'callready.attacker.example',
      'attacker.example:3000',
      '192.168.1.20:3000',
      '0.0.0.0',
    ]) {
      await expectAbsent(
        await context.app.request('/api/dev/mailbox', { headers: { host } }, FROM_THIS_MACHINE),
      );
    }
    await expectAbsent(
      await context.app.request('http://attacker.example/api/dev/mailbox', {}, FROM_THIS_MACHINE),
    );
  });

  it('answers a request with no socket behind it as if it did not exist', async () => {
    await expectAbsent(await context.app.request('/api/dev/mailbox'));
  });

  it.each([
    ['localhost:3000', '127.0.0.1'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['localhost', '::ffff:127.0.0.1'],
  ])('answers Host %s from %s', async (host, peer) => {
    const response = await context.app.request('/api/dev/mailbox', { headers: { host } }, fromPeer(peer));
    expect(response.status).toBe(200);
  });

  it('reads the Host header and the socket of a real connection', async () => {
    const server = serve({ fetch: context.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const statusWith = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/api/dev/mailbox', headers: { host } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end();
      });
    try {
      expect(await statusWith(`localhost:${port}`)).toBe(200);
      expect(await statusWith(`127.0.0.1:${port}`)).toBe(200);
      expect(await statusWith(`rebound.attacker.example:${port}`)).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the dev mailbox in production', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      env: PRODUCTION_TEST_ENV,
    });
  });
  afterAll(() => context.close());

  it.each(['GET', 'DELETE'])('does not exist (%s answers 404)', async (method) => {
    const response = await context.app.request('/api/dev/mailbox', { method }, FROM_THIS_MACHINE);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(NOT_FOUND);
  });
});
