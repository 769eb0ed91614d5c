import { DevMailboxPage } from '@/features/dev-mailbox/dev-mailbox-page';
import { QueryProvider } from '@/lib/query-client';

function Page() {
  return <DevMailboxPage />;
}

// The page keeps its data in the query cache, which loads with it (ADR 029).
export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
