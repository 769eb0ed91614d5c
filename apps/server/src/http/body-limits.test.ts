// Bodies are counted while they stream in: chunked bodies far over the limit, sent at once to a real
// HTTP server, are refused once the limit is passed and cost the server little memory.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context';

const MIB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'A');

let context: TestContext;
let server: ServerType;
let base: string;

beforeAll(async () => {
  // Stripe mode, so the webhook route exists; nothing here reaches Stripe.
  context = await createTestContext({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_body_limits',
      STRIPE_WEBHOOK_SECRET: 'whsec_body_limits',
      STRIPE_PRICE_FAMILY: 'price_family',
      STRIPE_PRICE_LARGE_FAMILY: 'price_large_family',
      STRIPE_API_BASE_URL: 'http://127.0.0.1:9',
    },
  });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: context.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await context.close();
});

/** A full collection, so that memory still held is memory in use. */
const collectGarbage: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

interface Sent {
  status: number;
  bytesSent: number;
}

/**
 * Posts a chunked body of up to `totalBytes`, made chunk by chunk as the socket takes them (so the
 * client holds one chunk), and stops sending as soon as the server answers.
 */
function postChunked(path: string, headers: Record<string, string>, totalBytes: number): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let status = 0;
    const req = httpRequest(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, origin: context.env.PUBLIC_URL, 'transfer-encoding': 'chunked' },
    });
    req.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => {
        req.destroy();
        resolve({ status, bytesSent });
      });
    });
    // Once answered, the server may close the connection under a write still in flight.
    req.on('error', (error) => (status ? resolve({ status, bytesSent }) : reject(error)));
    const pump = () => {
      while (!status && bytesSent < totalBytes) {
        bytesSent += CHUNK.length;
        if (!req.write(CHUNK)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!status) req.end('"}');
    };
    req.write('{"inviteCode":"');
    pump();
  });
}

/** The highest resident memory seen while `work` runs, above what was resident before it. */
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return peak - before;
}

describe('request bodies counted while they stream', () => {
  it('refuses 8 concurrent chunked 64 MiB bodies to a JSON route with 413, under 50 MiB of growth', async () => {
    let answers: Sent[] = [];
    const growth = await peakGrowth(async () => {
      answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          postChunked('/api/child/session', { 'content-type': 'application/json' }, 64 * MIB),
        ),
      );
    });
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      // Refused while the body was still coming, not after all of it.
      expect(answer.bytesSent).toBeLessThan(32 * MIB);
    }
    expect(growth).toBeLessThan(50 * MIB);
  });

  it("refuses a chunked 64 MiB webhook delivery before its signature is checked, within the webhook's limit", async () => {
    let answer: Sent | undefined;
    const growth = await peakGrowth(async () => {
      answer = await postChunked(
        '/api/billing/webhook',
        { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
        64 * MIB,
      );
    });
    expect(answer?.status).toBe(413);
    expect(answer?.bytesSent).toBeLessThan(32 * MIB);
    expect(growth).toBeLessThan(50 * MIB);
  });

  it('still accepts a chunked body within the limit', async () => {
    const answer = await postChunked('/api/child/session', { 'content-type': 'application/json' }, 0);
    // Read whole and passed to the route, which answers the (unknown) code itself.
    expect(answer.status).not.toBe(413);
  });
});
