// Two real server processes on one PostgreSQL database, requests alternating between them as a
// load balancer would: a session made on one works on the other, limits are shared, and audio
// synthesized by one is served by the other from the shared cache. Needs TEST_DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { READ_BACK_FIXED_PARTS } from '@callready/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressHeaderFor,
  cookieFrom,
  GOOD_PASSWORD,
  linkIn,
  solveCaptchaOver,
} from './test/two-servers-helpers';
import { createScratchDatabase } from './test/test-database';
import { TEST_SECRETS } from './test/test-context';

const serverUrl = process.env.TEST_DATABASE_URL;
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PUBLIC_URL = 'http://localhost:3113';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface RunningServer {
  base: string;
  process: ChildProcess;
}

async function startServer(databaseUrl: string, port: number, dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      ...TEST_SECRETS,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '8',
      SIGNIN_MAX_FAILURES_PER_EMAIL: '4',
      SPEECH_PROVIDER: 'auto',
      TRANSCRIPTION_PROVIDER: 'none',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, process: child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!serverUrl)('two server processes on one database', () => {
  let servers: RunningServer[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;
  let turn = 0;
  /** The next server in turn, as a round-robin load balancer picks it. */
  const next = () => servers[turn++ % servers.length] as RunningServer;

  const request = (
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; captcha?: string; client?: string } = {},
  ) => {
    const headers: Record<string, string> = { origin: PUBLIC_URL, ...addressHeaderFor(init.client) };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.cookie) headers.cookie = init.cookie;
    if (init.captcha) headers['x-captcha-response'] = init.captcha;
    return fetch(`${next().base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
  };
  const captcha = (client?: string) => solveCaptchaOver(`${next().base}`, client);

  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '');
    dropDatabase = scratch.drop;
    const dataDir = mkdtempSync(join(tmpdir(), 'callready-two-servers-'));
    // The first applies the migrations; the second then finds them applied.
    const first = await startServer(scratch.url, await freePort(), join(dataDir, 'a'));
    const second = await startServer(scratch.url, await freePort(), join(dataDir, 'b'));
    servers = [first, second];
  });

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.process.once('exit', () => resolve());
            server.process.kill('SIGTERM');
          }),
      ),
    );
    await dropDatabase();
  });

  it('shares parent sessions, child sessions, limits and cached audio', async () => {
    const email = 'two-servers@example.com';
    const signedUp = await request('/api/auth/sign-up/email', {
      body: {
        name: 'Tess Two',
        email,
        password: GOOD_PASSWORD,
        birthYear: 1980,
        callbackURL: '/parent-dashboard',
      },
      captcha: await captcha(),
    });
    expect(signedUp.status).toBe(200);
    // The verification mail is in the shared outbox, whichever copy sent it.
    let verifyLink: string | undefined;
    for (let attempt = 0; attempt < 40 && !verifyLink; attempt++) {
      const mailbox = (await (await request('/api/dev/mailbox')).json()) as {
        messages: { to: string; links: string[] }[];
      };
      const message = mailbox.messages.find((candidate) => candidate.to === email);
      verifyLink = message ? linkIn(message, '/verify-email?') : undefined;
      if (!verifyLink) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(verifyLink).toBeDefined();
    const verified = await fetch(
      `${next().base}${new URL(verifyLink ?? '').pathname}${new URL(verifyLink ?? '').search}`,
      {
        redirect: 'manual',
      },
    );
    expect(verified.status).toBe(302);

    const signedIn = await request('/api/auth/sign-in/email', {
      body: { email, password: GOOD_PASSWORD },
      captcha: await captcha(),
    });
    expect(signedIn.status).toBe(200);
    const parentCookie = cookieFrom(signedIn);
    // The session made on one copy works on the other, and on the first again.
    for (let round = 0; round < 4; round++) {
      expect((await request('/api/me', { cookie: parentCookie })).status).toBe(200);
    }

    const added = await request('/api/children', {
      body: { name: 'Ned', age: 8, relationship: 'mum', countryCode: 'uk' },
      cookie: parentCookie,
    });
    expect(added.status).toBe(201);
    const { child } = (await added.json()) as { child: { inviteCode: string } };
    const childSession = await request('/api/child/session', { body: { inviteCode: child.inviteCode } });
    expect(childSession.status).toBe(200);
    const childCookie = cookieFrom(childSession);
    for (let round = 0; round < 4; round++) {
      expect((await request('/api/child/session', { cookie: childCookie })).status).toBe(200);
    }

    // Four failures allowed per address: spread over both copies, the fifth attempt is refused.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const client = `198.51.100.${attempt + 1}`;
      statuses.push(
        (
          await request('/api/auth/sign-in/email', {
            body: { email, password: 'Wrong!Password1' },
            captcha: await captcha(client),
            client,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);

    // A scripted line synthesized by one copy is served by the other from the shared cache (only
    // scripted lines are cached: a child's own words never are).
    const line = { text: READ_BACK_FIXED_PARTS[0], countryId: 'uk', inviteCode: child.inviteCode };
    const first = await request('/api/speech/synthesize', { body: line, cookie: childCookie });
    if (first.status === 503) return; // espeak-ng is not installed here: nothing to share.
    expect(first.status).toBe(200);
    const firstAudio = Buffer.from(await first.arrayBuffer());
    const second = await request('/api/speech/synthesize', { body: line, cookie: childCookie });
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstAudio)).toBe(true);
  });
});
