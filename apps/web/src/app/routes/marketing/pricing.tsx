import { PricingPage } from '@/features/marketing/pricing/pricing-page';

export function Component() {
  return <PricingPage />;
}
