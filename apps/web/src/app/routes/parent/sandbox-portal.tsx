import { SandboxPortalPage } from '@/features/billing/sandbox-portal-page';
import { QueryProvider } from '@/lib/query-client';

function Page() {
  return <SandboxPortalPage />;
}

// The page keeps its data in the query cache, which loads with it (ADR 029).
export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
