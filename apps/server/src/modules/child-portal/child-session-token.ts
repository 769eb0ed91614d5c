// The child session (docs/architecture.md §5.6): once a code is accepted, the browser holds an
// HttpOnly cookie bound to that child, so the child's pages never go through the guessing limits
// again. The token is signed with the service's secret over the child's id and *current* invite
// code, so regenerating the code, making the child inactive or deleting the child ends every
// session at once, on every copy of the server, with nothing stored.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { ChildRow } from '../children/child-view';

export const CHILD_SESSION_COOKIE = 'callready.child_session';
/** A child stays signed in on their device for a month, unless the parent changes something. */
export const CHILD_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface ChildSessionTokens {
  issue(child: Pick<ChildRow, 'id' | 'inviteCode'>): string;
  /** The active child the token still belongs to, else undefined. */
  verify(token: string): Promise<ChildRow | undefined>;
}

const UUID_LIKE = /^[0-9a-f-]{36}$/i;

export function createChildSessionTokens(
  db: Database,
  secret: string,
  nowMs: () => number = Date.now,
): ChildSessionTokens {
  const sign = (childId: string, inviteCode: string, expiresAt: number) =>
    createHmac('sha256', secret)
      .update(`child-session\n${childId}\n${inviteCode}\n${expiresAt}`)
      .digest('base64url');

  return {
    issue(child) {
      const expiresAt = Math.floor(nowMs() / 1000) + CHILD_SESSION_MAX_AGE_SECONDS;
      return `${child.id}.${expiresAt}.${sign(child.id, child.inviteCode, expiresAt)}`;
    },
    async verify(token) {
      const [childId = '', expiry = '', signature = '', ...extra] = token.split('.');
      const expiresAt = Number(expiry);
      if (extra.length > 0 || !UUID_LIKE.test(childId) || !Number.isSafeInteger(expiresAt)) return undefined;
      if (expiresAt * 1000 <= nowMs()) return undefined;
      const [child] = await db
        .select()
        .from(schema.children)
        .where(and(eq(schema.children.id, childId), eq(schema.children.active, true)))
        .limit(1);
      if (!child) return undefined;
      const expected = Buffer.from(sign(child.id, child.inviteCode, expiresAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? child : undefined;
    },
  };
}
