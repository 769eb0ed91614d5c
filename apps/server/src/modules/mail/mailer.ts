import type { Logger } from '../../logger';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { accountDeletedEmail } from './templates/account-deleted-email';
import { cancellationEmail } from './templates/cancellation-email';
import { existingAccountEmail } from './templates/existing-account-email';
import { passwordResetEmail } from './templates/password-reset-email';
import { paymentReceiptEmail } from './templates/payment-receipt-email';
import type { RenderedEmail } from './templates/render-email';
import { renewalNoticeEmail } from './templates/renewal-notice-email';
import { verificationEmail } from './templates/verification-email';

export interface MailerOptions {
  provider: MailProvider;
  from: string;
  /** The site's address, for links to pages (not to the API). */
  publicUrl: string;
  logger: Logger;
  /** Keeps a note (recipient and subject) of each e-mail the provider has taken, for the data export. */
  record?: (to: string, subject: string) => Promise<void>;
}

interface Recipient {
  to: string;
  name: string;
}

type WithoutLinks<T> = Omit<T, 'billingUrl'>;

/** The e-mails accounts and plans send. Each call resolves when the provider has taken the message. */
export interface Mailer {
  sendVerification(recipient: Recipient & { url: string }): Promise<void>;
  sendPasswordReset(recipient: Recipient & { url: string }): Promise<void>;
  sendExistingAccountNotice(recipient: Recipient & { resetUrl: string }): Promise<void>;
  /** Sent after the account and everything in it is gone; nothing of it is recorded. */
  sendAccountDeleted(recipient: Recipient & { childCount: number; callCount: number }): Promise<void>;
  sendPaymentReceipt(
    recipient: Recipient & WithoutLinks<Omit<Parameters<typeof paymentReceiptEmail>[0], 'name'>>,
  ): Promise<void>;
  sendRenewalNotice(
    recipient: Recipient & WithoutLinks<Omit<Parameters<typeof renewalNoticeEmail>[0], 'name'>>,
  ): Promise<void>;
  sendCancellation(
    recipient: Recipient & WithoutLinks<Omit<Parameters<typeof cancellationEmail>[0], 'name'>>,
  ): Promise<void>;
}

export function createMailer({ provider, from, publicUrl, logger, record }: MailerOptions): Mailer {
  const deliver = async (to: string, email: RenderedEmail) => {
    await provider.send({ from, to, ...email });
    logger.debug({ subject: email.subject }, 'e-mail sent');
  };
  const send = async (to: string, email: RenderedEmail) => {
    await deliver(to, email);
    await record?.(to, email.subject);
  };
  return {
    sendVerification: ({ to, name, url }) => send(to, verificationEmail({ name, url })),
    sendPasswordReset: ({ to, name, url }) => send(to, passwordResetEmail({ name, url })),
    sendExistingAccountNotice: ({ to, name, resetUrl }) =>
      send(to, existingAccountEmail({ name, resetUrl, signInUrl: `${publicUrl}/auth` })),
    sendAccountDeleted: ({ to, name, childCount, callCount }) =>
      deliver(to, accountDeletedEmail({ name, childCount, callCount, homeUrl: publicUrl })),
    sendPaymentReceipt: ({ to, ...details }) =>
      send(to, paymentReceiptEmail({ ...details, billingUrl: `${publicUrl}/billing` })),
    sendRenewalNotice: ({ to, ...details }) =>
      send(to, renewalNoticeEmail({ ...details, billingUrl: `${publicUrl}/billing` })),
    sendCancellation: ({ to, ...details }) =>
      send(to, cancellationEmail({ ...details, billingUrl: `${publicUrl}/billing` })),
  };
}
