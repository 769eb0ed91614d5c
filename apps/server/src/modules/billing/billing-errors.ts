// Refusals of billing actions: a code from the contract's error list (which gives the HTTP status) and
// the message the parent sees, which may be more precise than the list's (the provider's own words).
import { API_ERRORS, type ApiErrorCode } from '@callready/contract';

export class BillingError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code].message,
    /** More fields for the answer's body (e.g. why the portal was skipped before a failed cancellation). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'BillingError';
  }
}

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
