// The marketing pages' calls (ADR 048) are one module per page, so the pricing page and the contact page
// do not share a file loaded with both: this one starts a paid plan's checkout from the pricing page.
import { urlResponseSchema } from '@callready/contract';
import type { PlanTier } from '@callready/core';
import { apiRequest } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';

/** POST /api/billing/create-checkout → the payment page's address, where the browser goes next. */
export function useStartCheckout() {
  return useWrite({
    write: (tier: PlanTier) =>
      apiRequest('/api/billing/create-checkout', {
        method: 'POST',
        body: { tier },
        schema: urlResponseSchema,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
