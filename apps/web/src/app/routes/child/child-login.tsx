import { ChildLoginPage } from '@/features/child-portal/child-login-page';

export function Component() {
  return <ChildLoginPage />;
}
