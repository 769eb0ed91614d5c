import nodemailer from 'nodemailer';
import type { MailProvider } from './mail-provider';

/** The server's host, never its credentials, for logs and the start-up summary. */
export function describeSmtpUrl(smtpUrl: string): string {
  return `SMTP (${new URL(smtpUrl).hostname})`;
}

/** Sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailProvider(smtpUrl: string): MailProvider {
  // A pool keeps connections open between messages instead of a TLS handshake for each one.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    description: describeSmtpUrl(smtpUrl),
    async send({ from, to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}
