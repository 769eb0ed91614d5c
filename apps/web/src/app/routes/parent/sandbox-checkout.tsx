import { SandboxCheckoutPage } from '@/features/billing/sandbox-checkout-page';
import { QueryProvider } from '@/lib/query-client';

function Page() {
  return <SandboxCheckoutPage />;
}

// The page keeps its data in the query cache, which loads with it (ADR 029).
export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
