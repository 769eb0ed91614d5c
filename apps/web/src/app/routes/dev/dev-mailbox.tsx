import { DevMailboxPage } from '@/features/dev-mailbox/dev-mailbox-page';

export function Component() {
  return <DevMailboxPage />;
}
