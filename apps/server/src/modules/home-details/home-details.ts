// A child's home address, optional second home and the family's phone (ADR 037, ADR 038). Addresses
// are sealed before they reach the database and opened only here; nothing in this module logs them.
import {
  addressLearningProgress,
  addressPartsOf,
  type AddressLearning,
  type AddressPartId,
  type AddressPartStatus,
  type FamilyPhoneKind,
  type HomeAddress,
} from '@callready/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { AddressCipher } from './address-cipher';

const { childHome, childAddressPractice } = schema;

export type AddressSlot = 'home' | 'second';

export interface SecondHome {
  label: string;
  address: HomeAddress;
}

export interface ChildHomeDetails {
  home: { address: HomeAddress; version: number; changedAt: Date } | null;
  second: (SecondHome & { version: number; changedAt: Date }) | null;
  phone: FamilyPhoneKind | null;
  /**
   * Addresses stored but not readable with the current key (ADDRESS_ENCRYPTION_KEY changed): each
   * such slot reads as no address above, and the parent is asked to enter it again.
   */
  unreadable: { home: boolean; second: boolean };
}

export interface ChildHomeChanges {
  home?: HomeAddress | null;
  second?: SecondHome | null;
  phone?: FamilyPhoneKind | null;
}

type HomeRow = typeof childHome.$inferSelect;

const sealContext = (childId: string, slot: AddressSlot) => `${childId}/${slot}`;

const ADDRESS_KEYS = ['flat', 'number', 'street', 'town', 'postcode'] as const;

function asAddress(value: unknown): HomeAddress {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, text(key)])) as unknown as HomeAddress;
}

const sameAddress = (a: HomeAddress | undefined, b: HomeAddress) =>
  a !== undefined && ADDRESS_KEYS.every((key) => a[key] === b[key]);

/** The sealed value opened, or undefined when this key (or this row) cannot open it. */
function tryOpen(cipher: AddressCipher, sealed: Uint8Array, context: string): unknown {
  try {
    return cipher.open(sealed, context);
  } catch {
    return undefined;
  }
}

function openRow(cipher: AddressCipher, childId: string, row: HomeRow | undefined): ChildHomeDetails {
  const unreadable = { home: false, second: false };
  if (!row) return { home: null, second: null, phone: null, unreadable };
  let home: ChildHomeDetails['home'] = null;
  if (row.homeAddress && row.homeChangedAt) {
    const opened = tryOpen(cipher, row.homeAddress, sealContext(childId, 'home'));
    if (opened === undefined) unreadable.home = true;
    else home = { address: asAddress(opened), version: row.homeVersion, changedAt: row.homeChangedAt };
  }
  let second: ChildHomeDetails['second'] = null;
  if (row.secondAddress && row.secondChangedAt) {
    const opened = tryOpen(cipher, row.secondAddress, sealContext(childId, 'second'));
    if (opened === undefined) unreadable.second = true;
    else {
      const { label, address } = (typeof opened === 'object' && opened !== null ? opened : {}) as {
        label?: unknown;
        address?: unknown;
      };
      second = {
        label: typeof label === 'string' ? label : '',
        address: asAddress(address),
        version: row.secondVersion,
        changedAt: row.secondChangedAt,
      };
    }
  }
  return { home, second, phone: row.phoneKind ?? null, unreadable };
}

export async function loadChildHome(
  db: Database,
  cipher: AddressCipher,
  childId: string,
): Promise<ChildHomeDetails> {
  const [row] = await db.select().from(childHome).where(eq(childHome.childId, childId));
  return openRow(cipher, childId, row);
}

/**
 * Applies the parent's changes in one transaction that locks the child's row first, so two saves
 * at once cannot both bump a version. An address saved unchanged keeps its version, so only a real
 * move makes it new to learn.
 */
export function updateChildHome(
  db: Database,
  cipher: AddressCipher,
  childId: string,
  changes: ChildHomeChanges,
  now: Date,
): Promise<ChildHomeDetails> {
  return db.transaction(async (tx) => {
    await tx.insert(childHome).values({ childId }).onConflictDoNothing();
    const [row] = await tx.select().from(childHome).where(eq(childHome.childId, childId)).for('update');
    const current = openRow(cipher, childId, row);
    const set: Partial<typeof childHome.$inferInsert> = {};
    if (changes.phone !== undefined) set.phoneKind = changes.phone;
    if (changes.home === null) {
      Object.assign(set, { homeAddress: null, homeChangedAt: null });
    } else if (changes.home && !sameAddress(current.home?.address, changes.home)) {
      Object.assign(set, {
        homeAddress: cipher.seal(changes.home, sealContext(childId, 'home')),
        homeVersion: (row?.homeVersion ?? 0) + 1,
        homeChangedAt: now,
      });
    }
    if (changes.second === null) {
      Object.assign(set, { secondAddress: null, secondChangedAt: null });
    } else if (changes.second) {
      const moved = !sameAddress(current.second?.address, changes.second.address);
      if (moved || current.second?.label !== changes.second.label) {
        Object.assign(set, {
          secondAddress: cipher.seal(changes.second, sealContext(childId, 'second')),
          ...(moved ? { secondVersion: (row?.secondVersion ?? 0) + 1, secondChangedAt: now } : {}),
        });
      }
    }
    if (Object.keys(set).length === 0) return current;
    const [updated] = await tx.update(childHome).set(set).where(eq(childHome.childId, childId)).returning();
    return openRow(cipher, childId, updated);
  });
}

/** Removes the addresses, the phone and the Learn-my-address tries; the child stays. */
export async function deleteChildHome(db: Database, childId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(childAddressPractice).where(eq(childAddressPractice.childId, childId));
    await tx.delete(childHome).where(eq(childHome.childId, childId));
  });
}

export interface AddressPracticeTry {
  slot: AddressSlot;
  version: number;
  parts: Partial<Record<AddressPartId, AddressPartStatus>>;
  allRight: boolean;
}

/** Records one Learn-my-address try: the statuses only, never the words the child said. */
export async function recordAddressPractice(
  db: Database,
  childId: string,
  attempt: AddressPracticeTry,
): Promise<void> {
  await db.insert(childAddressPractice).values({
    childId,
    slot: attempt.slot,
    addressVersion: attempt.version,
    parts: attempt.parts as Record<string, AddressPartStatus>,
    allRight: attempt.allRight,
  });
}

export interface ChildLearning {
  home: AddressLearning | null;
  second: AddressLearning | null;
}

/** Progress on each stored address, counting only tries at its current version. */
export async function loadLearning(
  db: Database,
  childId: string,
  details: ChildHomeDetails,
): Promise<ChildLearning> {
  const tries = await db
    .select({
      slot: childAddressPractice.slot,
      version: childAddressPractice.addressVersion,
      parts: childAddressPractice.parts,
      // The calendar day the try was made on, as the database's clock (UTC) counts days.
      day: sql<string>`to_char(${childAddressPractice.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(childAddressPractice)
    .where(eq(childAddressPractice.childId, childId))
    .orderBy(asc(childAddressPractice.createdAt), asc(childAddressPractice.id));
  const progress = (slot: AddressSlot, stored: { address: HomeAddress; version: number } | null) =>
    stored
      ? addressLearningProgress(
          tries.filter((attempt) => attempt.slot === slot && attempt.version === stored.version),
          addressPartsOf(stored.address),
        )
      : null;
  return { home: progress('home', details.home), second: progress('second', details.second) };
}

/** Whether each of these children has a home address stored, without opening any (staff views). */
export async function childrenWithAddress(db: Database, childIds: readonly string[]): Promise<Set<string>> {
  if (childIds.length === 0) return new Set();
  const rows = await db
    .select({ childId: childHome.childId })
    .from(childHome)
    .where(and(inArray(childHome.childId, [...childIds]), sql`${childHome.homeAddress} is not null`));
  return new Set(rows.map((row) => row.childId));
}

/** Whether a child has any address stored (the home or the second home), without opening one. */
export async function hasAnyAddress(db: Database, childId: string): Promise<boolean> {
  const rows = await db
    .select({ childId: childHome.childId })
    .from(childHome)
    .where(
      and(
        eq(childHome.childId, childId),
        sql`(${childHome.homeAddress} is not null or ${childHome.secondAddress} is not null)`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
