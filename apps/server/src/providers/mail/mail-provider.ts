/** One e-mail, ready to send: both an HTML and a plain-text body, and the links it carries. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's links, for the dev outbox and its log line. */
  links: string[];
}

/** Where e-mail goes: an SMTP server, or the dev outbox when none is configured. */
export interface MailProvider {
  /** For the start-up summary, e.g. 'SMTP (smtp.example.com)' or 'dev outbox'. */
  description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
