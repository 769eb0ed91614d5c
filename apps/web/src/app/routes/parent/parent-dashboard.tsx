import { PlanEndingNotice } from '@/features/billing/plan-ending-notice';
import { useSubscription } from '@/features/billing/billing-api';
import { ParentDashboardPage } from '@/features/family/parent-dashboard-page';
import { QueryProvider } from '@/lib/query-client';

// The family's dashboard, with billing's notice of a plan that is ending under its overview.
function Page() {
  // The plan is asked for beside the children, not once they are in, so the notice is not late.
  useSubscription(false);
  return <ParentDashboardPage planNotice={<PlanEndingNotice />} />;
}

// The page keeps its data in the query cache, which loads with it (ADR 029).
export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
