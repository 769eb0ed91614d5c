import { PasswordResetPage } from '@/features/auth/password-reset-page';

export function Component() {
  return <PasswordResetPage />;
}
