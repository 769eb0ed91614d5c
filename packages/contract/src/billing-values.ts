// The billing refusals' words (docs/product.md §8), shown exactly as written: plain values with no
// schema, so the error-code list can name them without loading zod (the schemas are in billing.ts).
export const PORTAL_FAILED_MESSAGE = 'Failed to open customer portal. Please try again.';
export const NO_PORTAL_URL_MESSAGE = 'No portal URL returned';
export const CANCEL_FAILED_MESSAGE = 'Failed to cancel subscription.';
export const CHECKOUT_FAILED_MESSAGE = 'Failed to process upgrade';
export const CHECK_FAILED_MESSAGE = 'Could not reach the payment provider';
export const RESUME_FAILED_MESSAGE = 'Failed to resume subscription. Please try again.';
export const CHANGE_FAILED_MESSAGE = 'Failed to change plan. Please try again.';
export const PAYMENT_FAILURE_NOT_RECORDED_MESSAGE = 'Failed to record the payment failure';
export const CLOCK_NOT_MOVED_MESSAGE = 'Failed to move the sandbox clock';
export const NOT_SUBSCRIBED_MESSAGE = 'There is no paid plan to cancel.';
export const ALREADY_SUBSCRIBED_MESSAGE =
  'You already have a paid plan. Use Manage subscription to change it.';
export const ALREADY_CANCELED_MESSAGE = 'Your subscription is already cancelled.';
export const CHECKOUT_EXPIRED_MESSAGE = 'This checkout has expired. Please start again.';
export const PORTAL_LINK_EXPIRED_MESSAGE = 'This portal link has expired. Please open it again.';
/** Production with no Stripe keys: nothing can be bought, and the parent is told so. */
export const NO_CARD_PAYMENTS_MESSAGE =
  'Card payments are not set up on this server yet, so plans cannot be bought. Please contact support.';
export const NOT_SANDBOX_MESSAGE = 'The sandbox payment provider is not in use';
export const INVALID_SIGNATURE_MESSAGE = 'Invalid signature';
