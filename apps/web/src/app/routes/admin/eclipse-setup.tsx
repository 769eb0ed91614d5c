import { AdminSetupPage } from '@/features/admin/admin-setup-page';

export function Component() {
  return <AdminSetupPage />;
}
