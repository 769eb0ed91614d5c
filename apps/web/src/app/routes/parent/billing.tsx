import { BillingPage } from '@/features/children/billing-page';

export function Component() {
  return <BillingPage />;
}
