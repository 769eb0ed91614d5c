// The local development outbox (/dev/mailbox) exists only when the server keeps e-mail instead of
// sending it; in production its API answers 404 and the page and links to it stay hidden.
import { DEV_MAILBOX_PATH } from '@callready/contract';
import { paths } from '@/lib/paths';

export const DEV_MAILBOX_PAGE = paths.devMailbox;

let probe: Promise<boolean> | null = null;

/** Asks the server once per page load whether the dev outbox is there. */
export function isDevMailboxAvailable(): Promise<boolean> {
  probe ??= fetch(DEV_MAILBOX_PATH, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(5_000),
  })
    .then((response) => response.ok)
    .catch(() => false);
  return probe;
}
