// The family's own address and phone (ADR 037): only the parent reads or changes them, the child's
// session gets only what its practice needs, the database holds the address sealed, staff and logs
// never see it, the data download has it, and deleting the child or the account removes it.
import type { Child, ChildHomeResponse, ChildHomeSummary } from '@callready/contract';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app';
import { createBackgroundTasks } from '../../background-tasks';
import { schema } from '../../db';
import { createLogger } from '../../logger';
import { createMailProvider } from '../../providers/mail/create-mail-provider';
import { resolveSecrets } from '../../secrets';
import {
  apiRequest,
  cookieFrom,
  readJson,
  signUpAndVerify,
  type SignedInParent,
} from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { createStaff, turnOnTwoFactor } from '../../test/staff-helpers';
import { useTestContext } from '../../test/test-context';

const context = useTestContext();

const HOME = { number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'ls62ab' };
const SECOND = {
  label: "Grandma's",
  address: { number: '12', street: 'Orchard Close', town: 'York', postcode: 'YO1 7HH' },
};
/** Words of the stored addresses that must never appear where they should not. */
const ADDRESS_WORDS = ['Mill Lane', 'Leeds', 'LS6 2AB', 'Orchard Close', 'YO1 7HH'];

let parent: SignedInParent;
let otherParent: SignedInParent;
let child: Child;
let youngChild: Child;

const homePath = (childId: string) => `/api/children/${childId}/home`;

async function childSession(childId: string): Promise<string> {
  const response = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: await storedInviteCode(context, childId) },
    clientAddress: '198.51.100.40',
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

beforeAll(async () => {
  parent = await signUpAndVerify(context, { email: 'home-parent@example.com' });
  otherParent = await signUpAndVerify(context, { email: 'home-other@example.com' });
  child = await addChild(context, parent, { name: 'Maya', age: 9 });
  await context.db
    .insert(schema.subscribers)
    .values({ userId: parent.userId, email: parent.email, subscriptionTier: 'premium', subscribed: true });
  youngChild = await addChild(context, parent, { name: 'Sam', age: 6 });
}, 60_000);

describe('the parent', () => {
  it('sees nothing stored at first', async () => {
    const response = await apiRequest(context, homePath(child.id), { method: 'GET', cookie: parent.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      countryCode: 'uk',
      home: null,
      secondHome: null,
      phone: null,
      learning: { home: null, second: null },
      unreadable: { home: false, secondHome: false },
      addressChecksToday: 0,
    });
  });

  it('adds a home, a second home and the phone, the postcode written the country way', async () => {
    const response = await apiRequest(context, homePath(child.id), {
      method: 'PATCH',
      body: { home: HOME, secondHome: SECOND, phone: 'iphone' },
      cookie: parent.cookie,
    });
    expect(response.status).toBe(200);
    const body = await readJson<ChildHomeResponse>(response);
    expect(body.home?.address).toEqual({
      flat: '',
      number: '5',
      street: 'Mill Lane',
      town: 'Leeds',
      postcode: 'LS6 2AB',
    });
    expect(body.secondHome).toMatchObject({ label: "Grandma's", address: { street: 'Orchard Close' } });
    expect(body.phone).toBe('iphone');
    expect(body.learning.home).toMatchObject({ learned: false, attempts: 0, learnedCount: 0 });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await context.db
      .select()
      .from(schema.childHome)
      .where(eq(schema.childHome.childId, child.id));
    for (const [body, message] of [
      [{ home: { ...HOME, postcode: '12345' } }, 'Home address: Postcode must look like LS6 2AB'],
      [{ home: { ...HOME, street: '' } }, 'Home address: Please enter the street'],
      [
        { secondHome: { label: ' ', address: HOME } },
        `Please give the second home a name, such as "Grandma's"`,
      ],
      [{ phone: 'nokia' }, 'Phone must be one of: iphone, samsung, pixel, other-android, landline'],
      [{ home: HOME, parent_id: 'x' }, 'Unknown field: parent_id'],
    ] as const) {
      const response = await apiRequest(context, homePath(child.id), {
        method: 'PATCH',
        body,
        cookie: parent.cookie,
      });
      expect(response.status).toBe(400);
      expect((await readJson<{ error: string }>(response)).error).toBe(message);
    }
    const after = await context.db
      .select()
      .from(schema.childHome)
      .where(eq(schema.childHome.childId, child.id));
    expect(after).toEqual(before);
  });

  it('is the only one who reaches it: another parent and a visitor are refused', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const other = await apiRequest(context, homePath(child.id), {
        method,
        body: method === 'PATCH' ? { phone: 'pixel' } : undefined,
        cookie: otherParent.cookie,
      });
      expect(other.status).toBe(404);
      expect(JSON.stringify(await other.json())).not.toContain('Mill');
      const visitor = await apiRequest(context, homePath(child.id), { method });
      expect(visitor.status).toBe(401);
    }
    const childCookie = await childSession(child.id);
    const byChild = await apiRequest(context, homePath(child.id), { method: 'GET', cookie: childCookie });
    expect(byChild.status).toBe(401);
  });

  it('keeps the address sealed in the database', async () => {
    const rows = await context.db.execute(sql`select * from child_home`);
    const dump = JSON.stringify(rows, (_key, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
    );
    for (const word of ADDRESS_WORDS) expect(dump).not.toContain(word);
    expect(dump).not.toContain('Mill');
  });

  it('makes a changed address new to learn, and a re-saved one not', async () => {
    const [before] = await context.db
      .select()
      .from(schema.childHome)
      .where(eq(schema.childHome.childId, child.id));
    await apiRequest(context, homePath(child.id), {
      method: 'PATCH',
      body: { home: HOME },
      cookie: parent.cookie,
    });
    const [same] = await context.db
      .select()
      .from(schema.childHome)
      .where(eq(schema.childHome.childId, child.id));
    expect(same?.homeVersion).toBe(before?.homeVersion);
    await apiRequest(context, homePath(child.id), {
      method: 'PATCH',
      body: { home: { ...HOME, number: '7' } },
      cookie: parent.cookie,
    });
    const [moved] = await context.db
      .select()
      .from(schema.childHome)
      .where(eq(schema.childHome.childId, child.id));
    expect(moved?.homeVersion).toBe((before?.homeVersion ?? 0) + 1);
    await apiRequest(context, homePath(child.id), {
      method: 'PATCH',
      body: { home: HOME },
      cookie: parent.cookie,
    });
  });
});

describe("the child's own session", () => {
  it('learns only that an address exists, that it is new, the second home name and the phone', async () => {
    const cookie = await childSession(child.id);
    const response = await apiRequest(context, '/api/child/home', { method: 'GET', cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const word of ADDRESS_WORDS) expect(text).not.toContain(word);
    const body = JSON.parse(text) as ChildHomeSummary;
    expect(body).toMatchObject({
      hasAddress: true,
      newAddressToLearn: true,
      secondHomeLabel: "Grandma's",
      phone: 'iphone',
    });
  });

  it('needs the session: no session is refused', async () => {
    const response = await apiRequest(context, '/api/child/home', { method: 'GET' });
    expect(response.status).toBe(400);
  });

  it('gets tiles only in the youngest band, and they build the address', async () => {
    const older = await apiRequest(context, '/api/child/address/tiles', {
      method: 'GET',
      cookie: await childSession(child.id),
    });
    expect(older.status).toBe(403);
    expect(await older.text()).not.toContain('Mill');

    const youngCookie = await childSession(youngChild.id);
    const none = await apiRequest(context, '/api/child/address/tiles', {
      method: 'GET',
      cookie: youngCookie,
    });
    expect(none.status).toBe(404);
    await apiRequest(context, homePath(youngChild.id), {
      method: 'PATCH',
      body: { home: HOME },
      cookie: parent.cookie,
    });
    const tiles = await apiRequest(context, '/api/child/address/tiles?slot=home', {
      method: 'GET',
      cookie: youngCookie,
    });
    expect(tiles.status).toBe(200);
    const { tiles: list } = await readJson<{ tiles: { text: string }[] }>(tiles);
    // The address's words are among them, with decoys of the same kinds, and no id tells which.
    const texts = list.map((tile) => tile.text);
    expect(texts).toEqual(expect.arrayContaining(['2AB', '5', 'LS6', 'Lane', 'Leeds', 'Mill']));
    expect(texts.length).toBeGreaterThanOrEqual(11);
    expect(JSON.stringify(list)).not.toMatch(/street|town|postcode|number/);
    expect(tiles.headers.get('cache-control')).toMatch(/no-store/);
    const again = await readJson<{ tiles: { text: string }[] }>(
      await apiRequest(context, '/api/child/address/tiles?slot=home', { method: 'GET', cookie: youngCookie }),
    );
    expect(again.tiles.map((tile) => tile.text).sort()).toEqual([...texts].sort());
  });

  it("checks an answer part by part, tells the child's own words and never a stored value, and records learn tries", async () => {
    const cookie = await childSession(child.id);
    const response = await apiRequest(context, '/api/child/address/check', {
      body: { answer: 'mill lane', purpose: 'learn' },
      cookie,
    });
    expect(response.status).toBe(200);
    const body = await readJson<{
      parts: { part: string; status: string; heard: string | null }[];
      feedback: string;
      skill: string;
    }>(response);
    expect(body.feedback).toBe('You got your street right. Good! Now add your house number.');
    expect(body.skill).toBe('partly');
    expect(body.parts).toEqual([
      { part: 'number', status: 'missing', heard: null },
      { part: 'street', status: 'right', heard: 'Mill Lane' },
      { part: 'town', status: 'missing', heard: null },
      { part: 'postcode', status: 'missing', heard: null },
    ]);
    const summary = await readJson<ChildHomeSummary>(
      await apiRequest(context, '/api/child/home', { method: 'GET', cookie }),
    );
    expect(summary.newAddressToLearn).toBe(false);
    expect(summary.learning.home?.attempts).toBe(1);

    const inCall = await apiRequest(context, '/api/child/address/check', {
      body: { answer: '5 mill lane leeds ls6 2ab', purpose: 'call' },
      cookie,
    });
    expect((await readJson<{ allRight: boolean }>(inCall)).allRight).toBe(true);
    const tries = await context.db
      .select()
      .from(schema.childAddressPractice)
      .where(eq(schema.childAddressPractice.childId, child.id));
    expect(tries).toHaveLength(1);
    expect(JSON.stringify(tries)).not.toContain('mill');
  });

  it('refuses a bad check request', async () => {
    const cookie = await childSession(child.id);
    for (const body of [{ answer: 'x'.repeat(301) }, { answer: 'a', slot: 'office' }, { answer: 5 }]) {
      const response = await apiRequest(context, '/api/child/address/check', { body, cookie });
      expect(response.status).toBe(400);
    }
  });

  it('shows the progress to the parent too', async () => {
    const response = await apiRequest(context, homePath(child.id), { method: 'GET', cookie: parent.cookie });
    const body = await readJson<ChildHomeResponse>(response);
    expect(body.learning.home?.attempts).toBe(1);
    expect(body.learning.home?.parts.find((part) => part.part === 'street')?.daysInARow).toBe(1);
  });
});

describe('staff, logs and the data download', () => {
  it('staff replies never hold the address', async () => {
    const support = await turnOnTwoFactor(
      context,
      await createStaff(context, 'home-support@example.com', 'support'),
    );
    const list = await apiRequest(context, '/api/admin/users?search=home-parent', {
      method: 'GET',
      cookie: support.cookie,
    });
    const { items } = await readJson<{ items: { email: string; childrenWithAddress: number }[] }>(list);
    // Staff learn that an address exists, never what it is.
    expect(items.find((item) => item.email === 'home-parent@example.com')?.childrenWithAddress).toBe(2);
    for (const path of [
      '/api/admin/users',
      '/api/admin/users?search=home-parent',
      '/api/admin/subscribers',
    ]) {
      const response = await apiRequest(context, path, { method: 'GET', cookie: support.cookie });
      expect(response.status).toBe(200);
      const text = await response.text();
      for (const word of ADDRESS_WORDS) expect(text).not.toContain(word);
    }
  });

  it('the download holds the addresses and the phone', async () => {
    const response = await apiRequest(context, '/api/account/export', {
      method: 'GET',
      cookie: parent.cookie,
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['callready-data.json'] ?? new Uint8Array())) as {
      homes: { childName: string; homeAddress: { street: string } | null; phone: string | null }[];
    };
    expect(json.homes.find((home) => home.childName === 'Maya')).toMatchObject({
      homeAddress: { street: 'Mill Lane' },
      phone: 'iphone',
    });
    const csv = strFromU8(files['homes.csv'] ?? new Uint8Array());
    expect(csv).toContain('Mill Lane');
    expect(csv).toContain("Grandma's");
  });

  it('no log line holds the address', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ level: 'trace', destination });
    const backgroundTasks = createBackgroundTasks(logger);
    const app: App = createApp({
      env: context.env,
      database: context.database,
      logger,
      secrets: resolveSecrets(context.env),
      mailProvider: createMailProvider(context.env, context.db, logger),
      backgroundTasks,
    });
    const request = (path: string, init: { method: string; body?: unknown; cookie?: string }) =>
      app.request(path, {
        method: init.method,
        headers: {
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          origin: context.env.PUBLIC_URL,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    const cookie = await childSession(child.id);
    await request(homePath(child.id), {
      method: 'PATCH',
      body: { home: HOME, secondHome: SECOND },
      cookie: parent.cookie,
    });
    await request(homePath(child.id), {
      method: 'PATCH',
      body: { home: { ...HOME, postcode: 'bad' } },
      cookie: parent.cookie,
    });
    await request(homePath(child.id), { method: 'GET', cookie: parent.cookie });
    await request('/api/child/home', { method: 'GET', cookie });
    await request('/api/child/address/check', {
      method: 'POST',
      body: { answer: '5 Mill Lane Leeds', purpose: 'call' },
      cookie,
    });
    await request('/api/account/export', { method: 'GET', cookie: parent.cookie });
    await backgroundTasks.settled();
    expect(lines.length).toBeGreaterThan(5);
    for (const word of [...ADDRESS_WORDS, 'Mill']) expect(lines.join('\n')).not.toContain(word);
  });
});

describe('deletion', () => {
  const rowsFor = async (childId: string) => {
    const home = await context.db.execute(
      sql`select count(*)::int as n from child_home where child_id = ${childId}`,
    );
    const tries = await context.db.execute(
      sql`select count(*)::int as n from child_address_practice where child_id = ${childId}`,
    );
    const count = (result: unknown) =>
      Number(((result as { rows?: { n: number }[] }).rows ?? (result as { n: number }[]))[0]?.n ?? 0);
    return { home: count(home), tries: count(tries) };
  };

  it('the parent can remove the address and phone and keep the child', async () => {
    const kept = await addChild(context, parent, { name: 'Kit', age: 10 });
    await apiRequest(context, homePath(kept.id), {
      method: 'PATCH',
      body: { home: HOME, phone: 'pixel' },
      cookie: parent.cookie,
    });
    expect(await rowsFor(kept.id)).toEqual({ home: 1, tries: 0 });
    const removed = await apiRequest(context, homePath(kept.id), { method: 'DELETE', cookie: parent.cookie });
    expect(removed.status).toBe(204);
    expect(await rowsFor(kept.id)).toEqual({ home: 0, tries: 0 });
  });

  it('goes with the child', async () => {
    expect(await rowsFor(child.id)).toEqual({ home: 1, tries: 1 });
    const response = await apiRequest(context, `/api/children/${child.id}`, {
      method: 'DELETE',
      cookie: parent.cookie,
    });
    expect(response.status).toBe(204);
    expect(await rowsFor(child.id)).toEqual({ home: 0, tries: 0 });
  });

  it('goes with the account', async () => {
    expect((await rowsFor(youngChild.id)).home).toBe(1);
    const response = await apiRequest(context, '/api/account/delete', {
      body: { password: parent.password },
      cookie: parent.cookie,
    });
    expect(response.status).toBe(200);
    expect(await rowsFor(youngChild.id)).toEqual({ home: 0, tries: 0 });
  });
});
