import { BillingPage } from '@/features/billing/billing-page';
import { QueryProvider } from '@/lib/query-client';

function Page() {
  return <BillingPage />;
}

// The page keeps its data in the query cache, which loads with it (ADR 029).
export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
