// What a failed call to the payment provider is refused with (a Refusal, src/refusal.ts): the code's
// message from the contract's error list, since the provider's own failure means nothing to a parent.
import type { ApiErrorCode } from '@callready/contract';

/** What a failed call to the payment provider is refused with, by the action that failed. */
export type ProviderFailureCode = Extract<
  ApiErrorCode,
  | 'CHECK_FAILED'
  | 'CHECKOUT_FAILED'
  | 'PORTAL_FAILED'
  | 'CANCEL_FAILED'
  | 'RESUME_FAILED'
  | 'CHANGE_FAILED'
  | 'PAYMENT_FAILURE_NOT_RECORDED'
  | 'CLOCK_NOT_MOVED'
>;
