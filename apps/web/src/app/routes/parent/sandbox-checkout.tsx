import { SandboxCheckoutPage } from '@/features/children/sandbox-checkout-page';

export function Component() {
  return <SandboxCheckoutPage />;
}
