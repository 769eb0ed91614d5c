// The marketing pages' calls (ADR 048): the live chat's configuration, read as a shared answer, and
// starting a paid plan's checkout from the pricing page, a write.
import { LIVE_CHAT_CONFIG_PATH, liveChatConfigSchema, urlResponseSchema } from '@callready/contract';
import type { PlanTier } from '@callready/core';
import { apiRequest } from '@/lib/api-client';
import { createRemoteValue, useRemoteValue } from '@/lib/remote-value';
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

const liveChatConfig = createRemoteValue((signal) =>
  apiRequest(LIVE_CHAT_CONFIG_PATH, { schema: liveChatConfigSchema, signal }),
);

/** GET the live chat's configuration: the widget's script, or none when no chat service is configured. */
export function useLiveChatConfig() {
  return useRemoteValue(liveChatConfig);
}
