import type { Database } from '../../db';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { MailProvider } from './mail-provider';
import { createOutboxMailProvider, OUTBOX_DESCRIPTION } from './outbox-mail-provider';
import { createSmtpMailProvider, describeSmtpUrl } from './smtp-mail-provider';

export function createMailProvider(env: Pick<Env, 'SMTP_URL'>, db: Database, logger: Logger): MailProvider {
  return env.SMTP_URL ? createSmtpMailProvider(env.SMTP_URL) : createOutboxMailProvider(db, logger);
}

export function describeMailProvider(env: Pick<Env, 'SMTP_URL'>): string {
  return env.SMTP_URL ? describeSmtpUrl(env.SMTP_URL) : OUTBOX_DESCRIPTION;
}
