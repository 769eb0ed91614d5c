import type { Transporter } from 'nodemailer';
import type { MailProvider } from './mail-provider';

/** The server's host, never its credentials, for logs and the start-up summary. */
export function describeSmtpUrl(smtpUrl: string): string {
  return `SMTP (${new URL(smtpUrl).hostname})`;
}

/** Sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailProvider(smtpUrl: string): MailProvider {
  // nodemailer loads with the first message rather than with the server, which then starts sooner
  // (ADR 031). A pool keeps connections open between messages instead of a TLS handshake for each one.
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, pool: true }),
    ));
  return {
    description: describeSmtpUrl(smtpUrl),
    async send({ from, to, subject, text, html }) {
      await (await open()).sendMail({ from, to, subject, text, html });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
