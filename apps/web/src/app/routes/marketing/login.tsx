import { LoginPage } from '@/features/marketing/login/login-page';

export function Component() {
  return <LoginPage />;
}
