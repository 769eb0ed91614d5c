import { INVITE_CODE_ALPHABET } from '@callready/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { createTestContext, type TestContext } from '../../test/test-context';
import { insertChildWithFreshCode, regenerateInviteCode } from './children';
import { InviteCodeExhaustedError, type InviteCodeSource } from './invite-code-source';

let context: TestContext;
const parentId = 'invite-code-parent';
beforeAll(async () => {
  context = await createTestContext();
  await context.db
    .insert(schema.user)
    .values({ id: parentId, name: 'Code Parent', email: 'codes@example.com' });
});
afterAll(() => context.close());

const details = { name: 'Kid', age: 9, relationship: 'mum', countryCode: 'uk' } as const;
const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`);

/** Hands out the given codes in order, for forcing collisions. */
function scriptedCodes(...codes: string[]): InviteCodeSource {
  const queue = [...codes];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('no scripted code left');
    return next;
  };
}

describe('invite codes', () => {
  it('are unique and drawn from the unambiguous alphabet for 200 children', async () => {
    for (let index = 0; index < 200; index++) await insertChildWithFreshCode(context.db, parentId, details);
    const rows = await context.db
      .select({ code: schema.children.inviteCode })
      .from(schema.children)
      .where(eq(schema.children.parentId, parentId));
    const codes = rows.map((row) => row.code);
    expect(codes).toHaveLength(200);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
  });

  it('move on to another code when a new child’s code is taken', async () => {
    await insertChildWithFreshCode(context.db, parentId, details, scriptedCodes('TAKENAAA'));
    const child = await insertChildWithFreshCode(
      context.db,
      parentId,
      details,
      scriptedCodes('TAKENAAA', 'FRESHBBB'),
    );
    expect(child.inviteCode).toBe('FRESHBBB');
  });

  it('move on to another code when a regenerated code is taken', async () => {
    await insertChildWithFreshCode(context.db, parentId, details, scriptedCodes('TAKENCCC'));
    const child = await insertChildWithFreshCode(context.db, parentId, details, scriptedCodes('FIRSTDDD'));
    const renewed = await regenerateInviteCode(
      context.db,
      parentId,
      child.id,
      scriptedCodes('TAKENCCC', 'AFTERDDD'),
    );
    expect(renewed?.inviteCode).toBe('AFTERDDD');
  });

  it('give up with an error rather than loop forever when every code is taken', async () => {
    await insertChildWithFreshCode(context.db, parentId, details, scriptedCodes('STUCKEEE'));
    const always: InviteCodeSource = () => 'STUCKEEE';
    await expect(insertChildWithFreshCode(context.db, parentId, details, always)).rejects.toBeInstanceOf(
      InviteCodeExhaustedError,
    );
  });
});
