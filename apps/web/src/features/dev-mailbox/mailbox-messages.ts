// Ordering and labelling the messages of the local development outbox.
import type { DevMailboxMessage } from '@callready/contract';

export function sortNewestFirst(messages: readonly DevMailboxMessage[]): DevMailboxMessage[] {
  const time = (message: DevMailboxMessage) => {
    const parsed = Date.parse(message.createdAt);
    return Number.isNaN(parsed) ? 0 : parsed;
  };
  return [...messages].sort((a, b) => time(b) - time(a));
}

export type MailLinkKind = 'verify-email' | 'reset-password' | 'other';

/** What a link in an e-mail does, judged from its path, so the important ones stand out. */
export function mailLinkKind(url: string): MailLinkKind {
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return 'other';
  }
  if (path.includes('verify-email')) return 'verify-email';
  if (path.includes('reset-password') || path.includes('password-reset')) return 'reset-password';
  return 'other';
}

export const MAIL_LINK_LABELS: Readonly<Record<MailLinkKind, string>> = {
  'verify-email': 'Confirm e-mail address',
  'reset-password': 'Choose a new password',
  other: 'Open link',
};
