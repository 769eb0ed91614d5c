import { StaffSignInPage } from '@/features/auth/staff-sign-in-page';

export function Component() {
  return <StaffSignInPage />;
}
