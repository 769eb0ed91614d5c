import { TwoFactorSetupPage } from '@/features/admin/two-factor-setup-page';
import { QueryProvider } from '@/lib/query-client';

function Page() {
  return <TwoFactorSetupPage />;
}

// The page keeps its data in the query cache, which loads with it (ADR 029).
export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
