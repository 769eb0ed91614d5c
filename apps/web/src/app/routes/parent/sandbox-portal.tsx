import { SandboxPortalPage } from '@/features/children/sandbox-portal-page';

export function Component() {
  return <SandboxPortalPage />;
}
