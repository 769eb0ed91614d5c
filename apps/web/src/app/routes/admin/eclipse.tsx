import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';
import { StaffFrame } from '@/app/layout/staff-frame';
import { QueryProvider } from '@/lib/query-client';

function Page() {
  return (
    <StaffFrame>
      <AdminDashboardPage />
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
