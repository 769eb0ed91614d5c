// A server restarted with another ADDRESS_ENCRYPTION_KEY cannot open the addresses sealed under the old
// one (ADR 037). The accounts survive, so every page and endpoint that reads an address answers as
// usual: the parent is told to enter the address again, the child practises as if none were stored,
// and saving a new address replaces the unreadable one.
import {
  childHomeResponseSchema,
  childHomeSummarySchema,
  type Child,
  type ChildHomeResponse,
} from '@callready/contract';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app';
import { createBackgroundTasks } from '../../background-tasks';
import { schema } from '../../db';
import type { Env } from '../../env';
import { createLogger } from '../../logger';
import { createMailProvider } from '../../providers/mail/create-mail-provider';
import { resolveSecrets } from '../../secrets';
import { apiRequest, cookieFrom, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { useTestContext } from '../../test/test-context';

const context = useTestContext();

const HOME = { number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };
const SECOND = {
  label: "Grandma's",
  address: { number: '12', street: 'Orchard Close', town: 'York', postcode: 'YO1 7HH' },
};
const NEW_HOME = { number: '9', street: 'Park Road', town: 'Hull', postcode: 'HU1 1AA' };
const OTHER_KEY = 'fe'.repeat(32);

let parent: SignedInParent;
let child: Child;
let youngChild: Child;
/** The same server on the same database, restarted with another address key. */
let restarted: App;

/** A copy of the server with this address key (the other settings as the test context's). */
function serverWithKey(addressKey: string): App {
  const env: Env = { ...context.env, ADDRESS_ENCRYPTION_KEY: addressKey };
  const logger = createLogger({ level: 'silent' });
  return createApp({
    env,
    database: context.database,
    logger,
    secrets: resolveSecrets(env),
    mailProvider: createMailProvider(env, context.db, logger),
    backgroundTasks: createBackgroundTasks(logger),
  });
}

function request(app: App, path: string, init: { method?: string; body?: unknown; cookie?: string }) {
  return app.request(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: context.env.PUBLIC_URL,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      // Each child session below is opened from its own address, clear of the look-up limits.
      'x-forwarded-for': '198.51.100.77',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function childSession(childId: string): Promise<string> {
  const response = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: await storedInviteCode(context, childId) },
    clientAddress: '198.51.100.41',
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

async function parentView(app: App, childId: string): Promise<ChildHomeResponse> {
  const response = await request(app, `/api/children/${childId}/home`, { cookie: parent.cookie });
  expect(response.status).toBe(200);
  return childHomeResponseSchema.parse(await response.json());
}

beforeAll(async () => {
  parent = await signUpAndVerify(context, { email: 'changed-key@example.com' });
  await context.db
    .insert(schema.subscribers)
    .values({ userId: parent.userId, email: parent.email, subscriptionTier: 'premium', subscribed: true });
  child = await addChild(context, parent, { name: 'Maya', age: 9 });
  youngChild = await addChild(context, parent, { name: 'Sam', age: 6 });
  for (const { id } of [child, youngChild]) {
    const saved = await apiRequest(context, `/api/children/${id}/home`, {
      method: 'PATCH',
      body: { home: HOME, secondHome: SECOND, phone: 'pixel' },
      cookie: parent.cookie,
    });
    expect(saved.status).toBe(200);
  }
  restarted = serverWithKey(OTHER_KEY);
}, 120_000);

describe('after a restart with another address key', () => {
  it("tells the parent the addresses can't be read and must be entered again, keeping the phone", async () => {
    expect(await parentView(restarted, child.id)).toMatchObject({
      home: null,
      secondHome: null,
      phone: 'pixel',
      learning: { home: null, second: null },
      unreadable: { home: true, secondHome: true },
    });
  });

  it("answers the child's dashboard as if no address were stored", async () => {
    const cookie = await childSession(child.id);
    const response = await request(restarted, '/api/child/home', { cookie });
    expect(response.status).toBe(200);
    expect(childHomeSummarySchema.parse(await response.json())).toMatchObject({
      hasAddress: false,
      newAddressToLearn: false,
      secondHomeLabel: null,
      phone: 'pixel',
    });
  });

  it('answers the address exercise and the in-call check with "no address", never a server error', async () => {
    const cookie = await childSession(youngChild.id);
    for (const slot of ['home', 'second']) {
      const tiles = await request(restarted, `/api/child/address/tiles?slot=${slot}`, { cookie });
      expect(tiles.status, `tiles of ${slot}`).toBe(404);
    }
    for (const purpose of ['learn', 'call']) {
      const check = await request(restarted, '/api/child/address/check', {
        body: { answer: '5 Mill Lane Leeds', purpose },
        cookie,
      });
      expect(check.status, `${purpose} check`).toBe(404);
      expect(await check.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it("gives the parent's data download, marking what could not be read", async () => {
    const response = await request(restarted, '/api/account/export', { cookie: parent.cookie });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['callready-data.json'] ?? new Uint8Array())) as {
      homes: Record<string, unknown>[];
    };
    expect(json.homes.find((home) => home.childName === 'Maya')).toMatchObject({
      homeAddress: null,
      secondHome: null,
      phone: 'pixel',
      homeAddressUnreadable: true,
      secondHomeUnreadable: true,
    });
    expect(strFromU8(files['homes.csv'] ?? new Uint8Array())).not.toContain('Mill Lane');
  });

  it('keeps an unreadable address while the parent changes only the phone', async () => {
    const response = await request(restarted, `/api/children/${child.id}/home`, {
      method: 'PATCH',
      body: { phone: 'iphone' },
      cookie: parent.cookie,
    });
    expect(response.status).toBe(200);
    expect(childHomeResponseSchema.parse(await response.json())).toMatchObject({
      phone: 'iphone',
      unreadable: { home: true, secondHome: true },
    });
  });

  it('replaces an unreadable address with the one the parent enters, new for the child to learn', async () => {
    const response = await request(restarted, `/api/children/${child.id}/home`, {
      method: 'PATCH',
      body: { home: NEW_HOME },
      cookie: parent.cookie,
    });
    expect(response.status).toBe(200);
    expect(childHomeResponseSchema.parse(await response.json())).toMatchObject({
      home: { address: { street: 'Park Road', postcode: 'HU1 1AA' } },
      secondHome: null,
      unreadable: { home: false, secondHome: true },
    });
    const cookie = await childSession(child.id);
    const summary = await request(restarted, '/api/child/home', { cookie });
    expect(childHomeSummarySchema.parse(await summary.json())).toMatchObject({
      hasAddress: true,
      newAddressToLearn: true,
    });
    const check = await request(restarted, '/api/child/address/check', {
      body: { answer: '9 Park Road Hull', purpose: 'call' },
      cookie,
    });
    expect(check.status).toBe(200);
  });

  it('reads the addresses not yet replaced again once the old key is back', async () => {
    const original = serverWithKey(context.env.ADDRESS_ENCRYPTION_KEY!);
    expect(await parentView(original, youngChild.id)).toMatchObject({
      home: { address: { street: 'Mill Lane' } },
      secondHome: { label: "Grandma's" },
      unreadable: { home: false, secondHome: false },
    });
    // The home saved under the new key is the one the old key cannot read now.
    expect(await parentView(original, child.id)).toMatchObject({
      home: null,
      secondHome: { label: "Grandma's" },
      unreadable: { home: true, secondHome: false },
    });
  });
});
