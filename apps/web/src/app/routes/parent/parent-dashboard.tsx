import { ParentDashboardPage } from '@/features/children/parent-dashboard-page';

export function Component() {
  return <ParentDashboardPage />;
}
