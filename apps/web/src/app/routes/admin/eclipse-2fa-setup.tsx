import { TwoFactorSetupPage } from '@/features/admin/two-factor-setup-page';

export function Component() {
  return <TwoFactorSetupPage />;
}
