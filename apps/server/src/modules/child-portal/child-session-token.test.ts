// The child-session token: its signature is checked without the database, and the database's own
// fingerprint of the stored invite code (computed in SQL) must agree with the one the token carries.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { signUpAndVerify } from '../../test/auth-helpers';
import { countStatements } from '../../test/statement-counter';
import { useTestContext } from '../../test/test-context';
import type { ChildRow } from '../children/child-view';
import { createChildSessionTokens } from './child-session-token';

const SECRET = 'a-secret-that-is-long-enough-for-tests-0123456789';
const context = useTestContext();
let clock = Date.parse('2026-11-24T08:00:00Z');
const tokens = () => createChildSessionTokens(context.db, SECRET, () => clock);

let child: ChildRow;
beforeAll(async () => {
  const { userId: parentId } = await signUpAndVerify(context, { email: 'token-parent@example.com' });
  const [row] = await context.db
    .insert(schema.children)
    .values({
      parentId,
      name: 'Ada',
      age: 9,
      relationship: 'parent',
      countryCode: 'uk',
      inviteCode: 'TOKENAAA',
    })
    .returning();
  if (!row) throw new Error('child not added');
  child = row;
});

/** The token with its part `index` (id, expiry, fingerprint, signature) changed. */
const changePart = (token: string, index: number, change: (part: string) => string) =>
  token
    .split('.')
    .map((part, at) => (at === index ? change(part) : part))
    .join('.');

const setChild = (values: Partial<ChildRow>) =>
  context.db.update(schema.children).set(values).where(eq(schema.children.id, child.id));

describe('child session tokens', () => {
  it('verifies a token it issued, with the parent’s plan, in one statement', async () => {
    const token = tokens().issue(child);
    let verified: Awaited<ReturnType<ReturnType<typeof tokens>['verify']>>;
    const statements = await countStatements(context, async () => {
      verified = await tokens().verify(token);
    });
    expect(statements).toBe(1);
    expect(verified).toMatchObject({ id: child.id, parentPlan: { tier: 'free', subscribed: false } });
  });

  it('reads the claim without the database, and the database agrees the session holds', async () => {
    const token = tokens().issue(child);
    let claim: ReturnType<ReturnType<typeof tokens>['claim']>;
    expect(await countStatements(context, async () => (claim = tokens().claim(token)))).toBe(0);
    expect(claim?.childId).toBe(child.id);
    const held = await context.db
      .select({ id: schema.children.id })
      .from(schema.children)
      .where(tokens().stillHeldBy(claim!));
    expect(held).toEqual([{ id: child.id }]);
  });

  it('stops holding when the invite code changes, and holds again for the new code’s session', async () => {
    const old = tokens().issue(child);
    await setChild({ inviteCode: 'TOKENBBB' });
    try {
      expect(tokens().claim(old)).toBeDefined();
      expect(await tokens().verify(old)).toBeUndefined();
      expect(await tokens().verify(tokens().issue({ id: child.id, inviteCode: 'TOKENBBB' }))).toMatchObject({
        id: child.id,
      });
    } finally {
      await setChild({ inviteCode: child.inviteCode });
    }
  });

  it('does not verify an inactive child', async () => {
    const token = tokens().issue(child);
    await setChild({ active: false });
    try {
      expect(await tokens().verify(token)).toBeUndefined();
    } finally {
      await setChild({ active: true });
    }
  });

  it.each([
    [
      'a tampered fingerprint',
      (token: string) => changePart(token, 2, (tag) => (tag[0] === '0' ? '1' : '0') + tag.slice(1)),
    ],
    ['a tampered signature', (token: string) => `${token.slice(0, -2)}xx`],
    [
      'a longer lifetime',
      (token: string) => token.replace(/\.(\d+)\./, (_m, expiry) => `.${Number(expiry) + 1}.`),
    ],
    ['another secret’s token', () => createChildSessionTokens(context.db, `${SECRET}!`).issue(child)],
    [
      'the older three-part form',
      (token: string) =>
        token
          .split('.')
          .filter((_part, index) => index !== 2)
          .join('.'),
    ],
    ['an extra part', (token: string) => `${token}.x`],
  ])('refuses %s without reading the database', async (_case, change) => {
    const token = change(tokens().issue(child));
    expect(
      await countStatements(context, async () => expect(await tokens().verify(token)).toBeUndefined()),
    ).toBe(0);
  });

  it('ends after thirty days', async () => {
    const token = tokens().issue(child);
    const issuedAt = clock;
    clock += 30 * 24 * 60 * 60 * 1000;
    try {
      expect(tokens().claim(token)).toBeUndefined();
    } finally {
      clock = issuedAt;
    }
  });
});
