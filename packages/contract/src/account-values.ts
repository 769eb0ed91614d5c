// Plain values of the account area, kept apart from its schemas so that the pages every visitor
// sees (header, home) do not load zod. auth.ts, dev-mailbox.ts and index.ts re-export them.
import type { SubscriptionStatus } from './profile';

/** Request header carrying the captcha solution (ALTCHA base64 payload or hCaptcha token). */
export const CAPTCHA_HEADER = 'x-captcha-response';

/** Where a verified parent lands, and where an e-mailed reset link opens the reset form. */
export const SIGN_UP_CALLBACK_PATH = '/parent-dashboard';
export const PASSWORD_RESET_PATH = '/password-reset';

/** The dev outbox's API (not in production). */
export const DEV_MAILBOX_PATH = '/api/dev/mailbox';

/** The plan of a parent with no subscription (and of anyone signed out). */
export const FREE_SUBSCRIPTION: SubscriptionStatus = {
  subscribed: false,
  subscriptionTier: 'free',
  subscriptionEnd: null,
  isCanceled: false,
  pendingChange: null,
};

/** Refusals of account deletion (docs/product.md §8). */
export const INCORRECT_PASSWORD_MESSAGE = 'That password is not right. Please try again.';
export const STAFF_ACCOUNT_DELETION_MESSAGE =
  'Staff accounts cannot be deleted here. Ask another admin to remove your account.';
/** A paid plan is cancelled as part of deleting the account; when that cannot be done, nothing is deleted. */
export const SUBSCRIPTION_NOT_CANCELLED_DELETION_MESSAGE =
  "We couldn't reach our payment provider to cancel your paid plan, so nothing has been deleted. Please try again in a few minutes.";
