// The note of each e-mail sent (recipient, subject, time), listed in a parent's data export.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

export async function recordSentEmail(db: Database, recipient: string, subject: string): Promise<void> {
  await db.insert(schema.sentEmails).values({ recipient: recipient.toLowerCase(), subject });
}

export function listSentEmails(db: Database, recipient: string) {
  return db
    .select({ subject: schema.sentEmails.subject, sentAt: schema.sentEmails.createdAt })
    .from(schema.sentEmails)
    .where(eq(schema.sentEmails.recipient, recipient.toLowerCase()))
    .orderBy(asc(schema.sentEmails.createdAt));
}
