import { desc } from 'drizzle-orm';
import type { DevMailboxMessage } from '@callready/contract';
import type { Database } from '../../db';
import { schema } from '../../db';

/** What the dev outbox holds, newest first (for the /dev/mailbox page). */
export async function listOutbox(db: Database): Promise<DevMailboxMessage[]> {
  const rows = await db.select().from(schema.devOutbox).orderBy(desc(schema.devOutbox.createdAt));
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function clearOutbox(db: Database): Promise<void> {
  await db.delete(schema.devOutbox);
}
