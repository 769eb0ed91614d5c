// The spec's `profiles` row (docs/product.md §3): one per parent, created with the account.
import { eq } from 'drizzle-orm';
import type { Profile } from '@callready/contract';
import { isCountryId, normalizeCountryId, type CountryId } from '@callready/core';
import type { Database } from '../../db';
import { schema } from '../../db';

export interface ProfileOwner {
  id: string;
  name: string;
  email: string;
}

type ProfileRow = typeof schema.profiles.$inferSelect;

export async function createProfile(
  db: Database,
  owner: ProfileOwner,
  countryCode?: CountryId,
): Promise<void> {
  await db
    .insert(schema.profiles)
    .values({
      id: owner.id,
      fullName: owner.name,
      email: owner.email,
      ...(countryCode ? { countryCode } : {}),
    })
    .onConflictDoNothing();
}

/** The country a parent had chosen before signing up, sent with the sign-up form; unknown values are ignored. */
export function countryFromSignUpBody(body: unknown): CountryId | undefined {
  const value = (body as { countryCode?: unknown } | null | undefined)?.countryCode;
  return typeof value === 'string' && isCountryId(value) ? value : undefined;
}

/**
 * The parent's profile. It is created right after the account; should that step have failed,
 * it is created here, so a parent never meets a missing profile.
 */
export async function findOrCreateProfile(db: Database, owner: ProfileOwner): Promise<Profile> {
  const [existing] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, owner.id));
  if (existing) return toProfile(existing);
  await createProfile(db, owner);
  const [created] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, owner.id));
  if (!created) throw new Error('profile could not be created');
  return toProfile(created);
}

export async function updateProfileCountry(
  db: Database,
  owner: ProfileOwner,
  countryCode: CountryId,
): Promise<Profile> {
  const [updated] = await db
    .insert(schema.profiles)
    .values({ id: owner.id, fullName: owner.name, email: owner.email, countryCode })
    .onConflictDoUpdate({ target: schema.profiles.id, set: { countryCode } })
    .returning();
  if (!updated) throw new Error('profile could not be saved');
  return toProfile(updated);
}

function toProfile(row: ProfileRow): Profile {
  return {
    fullName: row.fullName,
    email: row.email,
    countryCode: normalizeCountryId(row.countryCode),
    createdAt: row.createdAt.toISOString(),
  };
}
