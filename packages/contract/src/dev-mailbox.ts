// The dev outbox: e-mail kept instead of sent when no SMTP server is configured. Not in production.
import { z } from 'zod';

export { DEV_MAILBOX_PATH } from './account-values';

export const devMailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Every link in the message, in order of appearance. */
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;

/** GET /api/dev/mailbox, newest first; DELETE empties it. */
export const devMailboxResponseSchema = z.object({ messages: z.array(devMailboxMessageSchema) });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
