import { StaffFrame } from '@/app/layout/staff-frame';
import { StaffSignInPage } from '@/features/auth/staff-sign-in-page';

export function Component() {
  return (
    <StaffFrame>
      <StaffSignInPage />
    </StaffFrame>
  );
}
