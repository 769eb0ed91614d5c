import { ChildDashboardPage } from '@/features/child-portal/child-dashboard-page';

export function Component() {
  return <ChildDashboardPage />;
}
