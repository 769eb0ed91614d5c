// The home details of a parent's children for the family's data download (ADR 037): the only place
// besides the parent's own page where an address leaves the server, and only to that parent.
import type { FamilyPhoneKind, HomeAddress } from '@callready/core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { AddressCipher } from './address-cipher';
import { loadChildHome, loadLearning } from './home-details';

export interface FamilyHome {
  childId: string;
  childName: string;
  homeAddress: HomeAddress | null;
  homeChangedAt: string | null;
  secondHome: { label: string; address: HomeAddress; changedAt: string } | null;
  phone: FamilyPhoneKind | null;
  /** Learn my address: parts learned of the home address, and the tries made. */
  homeLearnedParts: number | null;
  homeLearningTries: number | null;
  /** Stored but unreadable with the server's current key: the parent is asked to enter it again. */
  homeAddressUnreadable: boolean;
  secondHomeUnreadable: boolean;
}

export async function loadFamilyHomes(
  db: Database,
  cipher: AddressCipher,
  parentId: string,
): Promise<FamilyHome[]> {
  const children = await db
    .select({ id: schema.children.id, name: schema.children.name })
    .from(schema.children)
    .where(eq(schema.children.parentId, parentId))
    .orderBy(asc(schema.children.createdAt), asc(schema.children.id));
  const homes = await Promise.all(
    children.map(async (child): Promise<FamilyHome | null> => {
      const details = await loadChildHome(db, cipher, child.id);
      const { unreadable } = details;
      if (!details.home && !details.second && !details.phone && !unreadable.home && !unreadable.second)
        return null;
      const learning = await loadLearning(db, child.id, details);
      return {
        childId: child.id,
        childName: child.name,
        homeAddress: details.home?.address ?? null,
        homeChangedAt: details.home?.changedAt.toISOString() ?? null,
        secondHome: details.second
          ? {
              label: details.second.label,
              address: details.second.address,
              changedAt: details.second.changedAt.toISOString(),
            }
          : null,
        phone: details.phone,
        homeLearnedParts: learning.home?.learnedCount ?? null,
        homeLearningTries: learning.home?.attempts ?? null,
        homeAddressUnreadable: unreadable.home,
        secondHomeUnreadable: unreadable.second,
      };
    }),
  );
  return homes.filter((home): home is FamilyHome => home !== null);
}
