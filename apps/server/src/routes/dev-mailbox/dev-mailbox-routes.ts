import { Hono } from 'hono';
import type { Database } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import { clearOutbox, listOutbox } from '../../modules/mail/dev-outbox';

/** GET and DELETE /api/dev/mailbox: the dev outbox. Never mounted in production. */
export function devMailboxRoutes({ db }: { db: Database }) {
  return new Hono<AppBindings>()
    .get('/', async (c) => c.json({ messages: await listOutbox(db) }, 200, { 'Cache-Control': 'no-store' }))
    .delete('/', async (c) => {
      await clearOutbox(db);
      return c.json({ messages: [] });
    });
}
