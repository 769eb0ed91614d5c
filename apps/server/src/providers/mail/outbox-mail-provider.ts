import type { Database } from '../../db';
import { schema } from '../../db';
import type { Logger } from '../../logger';
import type { MailProvider } from './mail-provider';

export const OUTBOX_DESCRIPTION = 'dev outbox';

/** Keeps e-mail in the database instead of sending it, and logs its links so they can be followed. */
export function createOutboxMailProvider(db: Database, logger: Logger): MailProvider {
  return {
    description: OUTBOX_DESCRIPTION,
    async send({ to, subject, text, html, links }) {
      await db.insert(schema.devOutbox).values({ to, subject, text, html, links });
      logger.info({ to, subject, links }, 'e-mail kept in the dev outbox (read it at /dev/mailbox)');
    },
    close: () => undefined,
  };
}
