// The billing module's public face: other modules (the back office) call these.
export { createBillingService, type BillingService, type BillingUser } from './billing-service';

import type { BillingService, BillingUser } from './billing-service';

/**
 * Cancels a subscriber's subscription through the payment provider in use: at the end of the billing
 * period (access kept until then), or at once with `immediately`. Throws a Refusal when there is no
 * paid plan or the provider refuses or fails ('Failed to cancel subscription.').
 */
export function cancelSubscription(
  billing: BillingService,
  subscriber: BillingUser,
  options: { immediately?: boolean } = {},
): Promise<{ message: string }> {
  return billing.cancelSubscription(subscriber, options);
}
