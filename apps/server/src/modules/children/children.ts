// A parent's children (docs/product.md §3 "Child", §7 table queries on children). Every query is scoped by
// parent_id: another parent's child is simply not found.
import { and, asc, count, eq } from 'drizzle-orm';
import type { OperatorVoiceSource } from '@callready/contract';
import { childLimitFor, childLimitMessage, type CountryId, type RelationshipId } from '@callready/core';
import type { Database } from '../../db';
import { isUniqueViolation, schema } from '../../db';
import { Refusal } from '../../refusal';
import type { ChildRow } from './child-view';
import {
  INVITE_CODE_ATTEMPTS,
  InviteCodeExhaustedError,
  cryptoInviteCodes,
  type InviteCodeSource,
} from './invite-code-source';
import { loadParentSubscription } from './parent-subscription';

const { children } = schema;

export interface ChildDetails {
  name: string;
  age: number;
  relationship: RelationshipId;
  countryCode: CountryId;
  adviceLineNumber?: string | null;
}

/**
 * What a parent may change on a child: the details, whether the child's words are kept (ADR 041) and
 * whose voice the operator speaks in (ADR 045).
 */
export type ChildChanges = Partial<ChildDetails> & {
  keepCallTranscripts?: boolean;
  operatorVoice?: OperatorVoiceSource;
};

const ownedBy = (parentId: string, childId: string) =>
  and(eq(children.id, childId), eq(children.parentId, parentId));

export function listChildren(db: Database, parentId: string): Promise<ChildRow[]> {
  return db
    .select()
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

export async function findChild(
  db: Database,
  parentId: string,
  childId: string,
): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(ownedBy(parentId, childId));
  return row;
}

/**
 * Adds a child; refuses PLAN_LIMIT, in the plan's own words, when the plan is full. The count and the insert share one transaction that first
 * locks the parent's user row, so concurrent adds by one parent run one after another and can
 * never exceed the limit. Every child counts, inactive ones too (docs/decisions/006).
 */
export function createChild(
  db: Database,
  parentId: string,
  details: ChildDetails,
  nextCode: InviteCodeSource = cryptoInviteCodes,
): Promise<ChildRow> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.id, parentId))
      .for('no key update');
    const { tier } = await loadParentSubscription(tx, parentId);
    const [existing] = await tx
      .select({ total: count() })
      .from(children)
      .where(eq(children.parentId, parentId));
    if ((existing?.total ?? 0) >= childLimitFor(tier)) {
      throw new Refusal('PLAN_LIMIT', { message: childLimitMessage(tier) });
    }
    return insertChildWithFreshCode(tx, parentId, details, nextCode);
  });
}

/**
 * Inserts the child under a code no other child has. A collision inserts nothing (ON CONFLICT DO
 * NOTHING, which keeps a surrounding transaction usable) and the next code is tried.
 */
export async function insertChildWithFreshCode(
  db: Database,
  parentId: string,
  details: ChildDetails,
  nextCode: InviteCodeSource = cryptoInviteCodes,
): Promise<ChildRow> {
  for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .insert(children)
      .values({
        parentId,
        name: details.name,
        age: details.age,
        relationship: details.relationship,
        countryCode: details.countryCode,
        adviceLineNumber: details.adviceLineNumber ?? null,
        inviteCode: nextCode(),
      })
      .onConflictDoNothing({ target: children.inviteCode })
      .returning();
    if (row) return row;
  }
  throw new InviteCodeExhaustedError();
}

export async function updateChild(
  db: Database,
  parentId: string,
  childId: string,
  changes: ChildChanges,
): Promise<ChildRow | undefined> {
  const keep = changes.keepCallTranscripts;
  const set = {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.age === undefined ? {} : { age: changes.age }),
    ...(changes.relationship === undefined ? {} : { relationship: changes.relationship }),
    ...(changes.countryCode === undefined ? {} : { countryCode: changes.countryCode }),
    ...(changes.adviceLineNumber === undefined ? {} : { adviceLineNumber: changes.adviceLineNumber }),
    ...(keep === undefined ? {} : { keepCallTranscripts: keep }),
    ...(changes.operatorVoice === undefined ? {} : { operatorVoice: changes.operatorVoice }),
  };
  if (Object.keys(set).length === 0) return findChild(db, parentId, childId);
  if (keep !== false) {
    const [row] = await db.update(children).set(set).where(ownedBy(parentId, childId)).returning();
    return row;
  }
  // Turning the setting off also deletes what was kept, as the setting promises, in one transaction.
  return db.transaction(async (tx) => {
    const [row] = await tx.update(children).set(set).where(ownedBy(parentId, childId)).returning();
    if (row) {
      await tx
        .update(schema.childProgress)
        .set({ transcript: null })
        .where(eq(schema.childProgress.childId, row.id));
    }
    return row;
  });
}

/** Removes the child; their progress goes with them (child_progress.child_id cascades). */
export async function deleteChild(db: Database, parentId: string, childId: string): Promise<boolean> {
  const deleted = await db.delete(children).where(ownedBy(parentId, childId)).returning({ id: children.id });
  return deleted.length > 0;
}

/** Gives the child a new code; from this statement on the old one finds nobody. */
export async function regenerateInviteCode(
  db: Database,
  parentId: string,
  childId: string,
  nextCode: InviteCodeSource = cryptoInviteCodes,
): Promise<ChildRow | undefined> {
  for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt += 1) {
    try {
      const [row] = await db
        .update(children)
        .set({ inviteCode: nextCode() })
        .where(ownedBy(parentId, childId))
        .returning();
      return row;
    } catch (error) {
      if (!isUniqueViolation(error, 'children_invite_code_unique')) throw error;
    }
  }
  throw new InviteCodeExhaustedError();
}
