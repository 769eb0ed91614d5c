import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';

export function Component() {
  return <AdminDashboardPage />;
}
