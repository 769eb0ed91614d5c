// What staff see on /eclipse: users, subscribers and roles, a page at a time, searchable by e-mail
// or full name without regard to case (docs/product.md §2 Admin screens).
import {
  STAFF_PAGE_SIZE,
  type AdminRolesPage,
  type AdminSubscribersPage,
  type AdminUsersPage,
} from '@callready/contract';
import { count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

export interface ListQuery {
  search: string;
  page: number;
}

const { user, profiles, userRoles, subscribers, children } = schema;

/** `%term%` with LIKE's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function matching(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(ilike(user.email, pattern), ilike(profiles.fullName, pattern), ilike(user.name, pattern));
}

const offsetOf = (page: number) => (page - 1) * STAFF_PAGE_SIZE;
const fullName = sql<string | null>`coalesce(${profiles.fullName}, ${user.name})`;

export async function listUsers(db: Database, { search, page }: ListQuery): Promise<AdminUsersPage> {
  const where = matching(search);
  const childCount = db
    .select({ parentId: children.parentId, value: count().as('value') })
    .from(children)
    .groupBy(children.parentId)
    .as('child_count');
  // Only whether a sealed address exists is read: staff never see one opened (ADR 037).
  const addressCount = db
    .select({ parentId: children.parentId, value: count().as('address_value') })
    .from(schema.childHome)
    .innerJoin(children, eq(children.id, schema.childHome.childId))
    .where(isNotNull(schema.childHome.homeAddress))
    .groupBy(children.parentId)
    .as('address_count');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        fullName,
        createdAt: user.createdAt,
        role: userRoles.role,
        twoFactorEnabled: user.twoFactorEnabled,
        childrenCount: childCount.value,
        childrenWithAddress: addressCount.value,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(userRoles, eq(userRoles.userId, user.id))
      .leftJoin(childCount, eq(childCount.parentId, user.id))
      .leftJoin(addressCount, eq(addressCount.parentId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), user.id)
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ value: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      createdAt: row.createdAt.toISOString(),
      role: row.role ?? 'user',
      twoFactorEnabled: row.twoFactorEnabled ?? false,
      childrenCount: Number(row.childrenCount ?? 0),
      childrenWithAddress: Number(row.childrenWithAddress ?? 0),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: STAFF_PAGE_SIZE,
  };
}

export async function listSubscribers(
  db: Database,
  { search, page }: ListQuery,
): Promise<AdminSubscribersPage> {
  const where = matching(search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ subscriber: subscribers, email: user.email, fullName })
      .from(subscribers)
      .innerJoin(user, eq(user.id, subscribers.userId))
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where)
      .orderBy(desc(subscribers.updatedAt), subscribers.id)
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page)),
    db
      .select({ value: count() })
      .from(subscribers)
      .innerJoin(user, eq(user.id, subscribers.userId))
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where),
  ]);
  return {
    items: rows.map(({ subscriber, email, fullName: name }) => ({
      userId: subscriber.userId,
      email,
      fullName: name,
      subscribed: subscriber.subscribed,
      subscriptionTier: subscriber.subscriptionTier,
      subscriptionEnd: subscriber.subscriptionEnd?.toISOString() ?? null,
      isCanceled: subscriber.isCanceled,
      stripeCustomerId: subscriber.stripeCustomerId,
    })),
    total: total?.value ?? 0,
    page,
    pageSize: STAFF_PAGE_SIZE,
  };
}

export async function listRoles(db: Database, { search, page }: ListQuery): Promise<AdminRolesPage> {
  const where = matching(search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: userRoles.userId,
        role: userRoles.role,
        email: user.email,
        fullName,
        twoFactorEnabled: user.twoFactorEnabled,
      })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where)
      .orderBy(userRoles.role, user.email)
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page)),
    db
      .select({ value: count() })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      userId: row.userId,
      email: row.email,
      fullName: row.fullName,
      role: row.role,
      twoFactorEnabled: row.twoFactorEnabled ?? false,
    })),
    total: total?.value ?? 0,
    page,
    pageSize: STAFF_PAGE_SIZE,
  };
}

export async function findPerson(db: Database, userId: string) {
  const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
  return row ?? null;
}

export async function findPersonByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}
