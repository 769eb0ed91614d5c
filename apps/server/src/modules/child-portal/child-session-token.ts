// The child session (docs/architecture.md §5.6): once a code is accepted, the browser holds an
// HttpOnly cookie bound to that child, so the child's pages never go through the guessing limits
// again. The token names the child and carries a keyed fingerprint of the child's *current* invite
// code, all signed with the service's secret, so regenerating the code, making the child inactive or
// deleting the child ends every session at once, on every copy of the server, with nothing stored.
//
// The signature is checked here without the database; whether the child is still active with the
// same code is a condition the database checks inside the request's own statement (stillHeldBy), so
// a request such as a progress save needs no separate look-up (ADR 030).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { ChildRow } from '../children/child-view';
import { findActiveChild, type ActiveChild } from './active-child';

export const CHILD_SESSION_COOKIE = 'callready.child_session';
/** A child stays signed in on their device for a month, unless the parent changes something. */
export const CHILD_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What a well-signed, unexpired token says; the database still decides whether it holds. */
export interface ChildSessionClaim {
  childId: string;
  /** The keyed fingerprint of the invite code the session was opened with. */
  codeTag: string;
}

export interface ChildSessionTokens {
  issue(child: Pick<ChildRow, 'id' | 'inviteCode'>): string;
  /** The token's claim when its signature and expiry hold (no database read), else undefined. */
  claim(token: string): ChildSessionClaim | undefined;
  /** A condition on the children table: the claim's child, with the same invite code (active is not checked). */
  stillHeldBy(claim: ChildSessionClaim): SQL;
  /**
   * stillHeldBy with the claim left as placeholders, for a statement built and prepared once;
   * heldPlaceholderValues(claim) fills them in.
   */
  stillHeldByPlaceholders: SQL;
  /** The active child the token still belongs to (with the parent's plan), else undefined. */
  verify(token: string): Promise<ActiveChild | undefined>;
}

/** The values of stillHeldByPlaceholders' placeholders for one claim. */
export function heldPlaceholderValues({ childId, codeTag }: ChildSessionClaim) {
  return { heldChildId: childId, heldCodeTag: codeTag };
}

const UUID_LIKE = /^[0-9a-f-]{36}$/i;
const CODE_TAG = /^[0-9a-f]{32}$/;
/** 128 bits of SHA-256, as hex: ample for telling one code of a child from the next. */
const CODE_TAG_LENGTH = 32;

export function createChildSessionTokens(
  db: Database,
  secret: string,
  nowMs: () => number = Date.now,
): ChildSessionTokens {
  // The fingerprint's key is derived from the secret, so the database, which computes fingerprints
  // of stored codes, is never given the secret that signs tokens.
  const tagKey = createHmac('sha256', secret).update('child-session-code-tag').digest('hex');
  const codeTagOf = (inviteCode: string) =>
    createHash('sha256')
      .update(inviteCode + tagKey)
      .digest('hex')
      .slice(0, CODE_TAG_LENGTH);
  const sign = (childId: string, codeTag: string, expiresAt: number) =>
    createHmac('sha256', secret)
      .update(`child-session\n${childId}\n${codeTag}\n${expiresAt}`)
      .digest('base64url');

  const claim = (token: string): ChildSessionClaim | undefined => {
    const [childId = '', expiry = '', codeTag = '', signature = '', ...extra] = token.split('.');
    const expiresAt = Number(expiry);
    if (extra.length > 0 || !UUID_LIKE.test(childId) || !CODE_TAG.test(codeTag)) return undefined;
    if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= nowMs()) return undefined;
    const expected = Buffer.from(sign(childId, codeTag, expiresAt));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { childId, codeTag };
  };

  const heldCondition = (childId: string | Placeholder, codeTag: string | Placeholder) =>
    and(
      eq(schema.children.id, childId),
      sql`left(encode(sha256(convert_to(${schema.children.inviteCode} || ${tagKey}, 'UTF8')), 'hex'), ${CODE_TAG_LENGTH}) = ${codeTag}`,
    ) as SQL;
  const stillHeldBy = ({ childId, codeTag }: ChildSessionClaim) => heldCondition(childId, codeTag);

  return {
    issue(child) {
      const expiresAt = Math.floor(nowMs() / 1000) + CHILD_SESSION_MAX_AGE_SECONDS;
      const codeTag = codeTagOf(child.inviteCode);
      return `${child.id}.${expiresAt}.${codeTag}.${sign(child.id, codeTag, expiresAt)}`;
    },
    claim,
    stillHeldBy,
    stillHeldByPlaceholders: heldCondition(sql.placeholder('heldChildId'), sql.placeholder('heldCodeTag')),
    async verify(token) {
      const held = claim(token);
      return held && findActiveChild(db, stillHeldBy(held));
    },
  };
}
