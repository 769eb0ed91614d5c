import { TwoFactorSetupPage } from '@/features/admin/two-factor-setup-page';
import { StaffFrame } from '@/app/layout/staff-frame';
import { QueryProvider } from '@/lib/query-client';

function Page() {
  return (
    <StaffFrame>
      <TwoFactorSetupPage />
    </StaffFrame>
  );
}

// The page keeps its data in the query cache, which loads with it (ADR 029).
export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
