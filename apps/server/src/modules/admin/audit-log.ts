// The append-only record of staff actions (docs/architecture.md §5.5): who, what, whom, when and
// from which client address. Rows are only ever inserted; the database refuses updates and deletes.
import type { AuditAction, AuditPage } from '@callready/contract';
import { STAFF_PAGE_SIZE } from '@callready/contract';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

export interface Person {
  id: string;
  email: string;
}

export interface AuditEntryInput {
  actor: Person | null;
  action: AuditAction;
  target?: Person | null;
  clientAddress: string | undefined;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntryInput): Promise<void> {
  await db.insert(schema.auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    target: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    clientAddress: entry.clientAddress ?? null,
    details: entry.details ?? {},
  });
}

/** Newest first. */
export async function listAudit(db: Database, page: number): Promise<AuditPage> {
  const table = schema.auditLog;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE),
    db.select({ value: count() }).from(table),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      targetEmail: row.targetEmail,
      clientAddress: row.clientAddress,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: STAFF_PAGE_SIZE,
  };
}
