// Every error code the API sends outside Better Auth, with its HTTP status and the message a user
// sees (docs/product.md §8). The server replies through one helper that reads this list, and the web
// maps a refusal's code back to its message from the same list, so a code cannot mean two things.
import {
  INCORRECT_PASSWORD_MESSAGE,
  STAFF_ACCOUNT_DELETION_MESSAGE,
  SUBSCRIPTION_NOT_CANCELLED_DELETION_MESSAGE,
} from './account-values';
import { ADMIN_MESSAGES, STAFF_REFUSALS } from './admin-values';
import {
  ALREADY_CANCELED_MESSAGE,
  ALREADY_SUBSCRIBED_MESSAGE,
  CANCEL_FAILED_MESSAGE,
  CHANGE_FAILED_MESSAGE,
  CHECK_FAILED_MESSAGE,
  CHECKOUT_EXPIRED_MESSAGE,
  CHECKOUT_FAILED_MESSAGE,
  CLOCK_NOT_MOVED_MESSAGE,
  INVALID_SIGNATURE_MESSAGE,
  NO_CARD_PAYMENTS_MESSAGE,
  NO_PORTAL_URL_MESSAGE,
  NOT_SANDBOX_MESSAGE,
  NOT_SUBSCRIBED_MESSAGE,
  PAYMENT_FAILURE_NOT_RECORDED_MESSAGE,
  PORTAL_FAILED_MESSAGE,
  PORTAL_LINK_EXPIRED_MESSAGE,
  RESUME_FAILED_MESSAGE,
} from './billing-values';
import {
  ACCESS_REQUIRED_MESSAGE,
  SCENARIO_TOO_YOUNG_MESSAGE,
  CHILD_CAPTCHA_REQUIRED_MESSAGE,
  CHILD_NOT_FOUND_MESSAGE,
  CHILD_RATE_LIMITED_MESSAGE,
  CHILD_SESSION_REQUIRED_MESSAGE,
  INVALID_INVITE_CODE_MESSAGE,
  INVALID_REQUEST_BODY_MESSAGE,
  PREVIEW_MODE_MESSAGE,
  UNKNOWN_SCENARIO_MESSAGE,
} from './child-portal-values';
import {
  BAD_AUDIO_MESSAGE,
  RECORDING_TOO_LONG_MESSAGE,
  SPEECH_BUSY_MESSAGE,
  SPEECH_GENERATION_FAILED_MESSAGE,
  SPEECH_UNAVAILABLE_MESSAGE,
} from './speech-values';

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';
export const NOT_FOUND_MESSAGE = 'Not found';
export const FORBIDDEN_MESSAGE = 'Forbidden';
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';
export const TOTP_CODE_USED_MESSAGE = 'That code has already been used. Wait for the next code.';
export const BAD_REQUEST_MESSAGE = 'Bad request';
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

interface ApiErrorEntry {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;
  /** The message; a reply may give a more precise one where noted (the failed rule, the wait). */
  message: string;
}

const staffRefusal = <Code extends keyof typeof STAFF_REFUSALS>(
  code: Code,
  status: ApiErrorEntry['status'],
) => ({ status, message: STAFF_REFUSALS[code] }) satisfies ApiErrorEntry;

export const API_ERRORS = {
  // Any route
  NOT_AUTHENTICATED: { status: 401, message: NOT_AUTHENTICATED_MESSAGE },
  NOT_FOUND: { status: 404, message: NOT_FOUND_MESSAGE },
  FORBIDDEN: { status: 403, message: FORBIDDEN_MESSAGE },
  BODY_TOO_LARGE: { status: 413, message: BODY_TOO_LARGE_MESSAGE },
  /** Sent with the failed rule's message from the request's schema. */
  INVALID_INPUT: { status: 400, message: INVALID_REQUEST_BODY_MESSAGE },
  /** Sent with the wait in words (tooManyAttemptsMessage) where the wait is known. */
  TOO_MANY_ATTEMPTS: { status: 429, message: TOO_MANY_ATTEMPTS_MESSAGE },
  /** A client error raised by middleware; sent with its own message where it has one. */
  BAD_REQUEST: { status: 400, message: BAD_REQUEST_MESSAGE },
  /** Anything unexpected: the details are logged, never sent. */
  INTERNAL_ERROR: { status: 500, message: INTERNAL_ERROR_MESSAGE },
  // Children and reports
  CHILD_NOT_FOUND: { status: 404, message: CHILD_NOT_FOUND_MESSAGE },
  /** Sent with the plan's own limit (childLimitMessage). */
  PLAN_LIMIT: { status: 403, message: 'Please upgrade to add more children.' },
  /** Sent with the failed rule's message. */
  INVALID_COUNTRY: { status: 400, message: 'Invalid request' },
  // Account
  INVALID_PASSWORD: { status: 403, message: INCORRECT_PASSWORD_MESSAGE },
  STAFF_ACCOUNT: { status: 409, message: STAFF_ACCOUNT_DELETION_MESSAGE },
  /** The provider could not end the paid plan, so nothing was deleted (ADR 022). */
  SUBSCRIPTION_NOT_CANCELLED: { status: 502, message: SUBSCRIPTION_NOT_CANCELLED_DELETION_MESSAGE },
  // Child portal
  INVALID_CODE: { status: 404, message: INVALID_INVITE_CODE_MESSAGE },
  /** Sent with a different wording by the speech endpoints. */
  RATE_LIMITED: { status: 429, message: CHILD_RATE_LIMITED_MESSAGE },
  ACCESS_REQUIRED: { status: 403, message: ACCESS_REQUIRED_MESSAGE },
  SCENARIO_TOO_YOUNG: { status: 403, message: SCENARIO_TOO_YOUNG_MESSAGE },
  UNKNOWN_SCENARIO: { status: 400, message: UNKNOWN_SCENARIO_MESSAGE },
  CAPTCHA_REQUIRED: { status: 429, message: CHILD_CAPTCHA_REQUIRED_MESSAGE },
  CHILD_SESSION_REQUIRED: { status: 401, message: CHILD_SESSION_REQUIRED_MESSAGE },
  PREVIEW_MODE: { status: 403, message: PREVIEW_MODE_MESSAGE },
  // Speech
  SPEECH_UNAVAILABLE: { status: 503, message: SPEECH_UNAVAILABLE_MESSAGE },
  SPEECH_BUSY: { status: 503, message: SPEECH_BUSY_MESSAGE },
  SPEECH_FAILED: { status: 502, message: SPEECH_GENERATION_FAILED_MESSAGE },
  SPEECH_TIMEOUT: { status: 502, message: SPEECH_GENERATION_FAILED_MESSAGE },
  TOO_LONG: { status: 413, message: RECORDING_TOO_LONG_MESSAGE },
  BAD_AUDIO: { status: 400, message: BAD_AUDIO_MESSAGE },
  // Staff back office
  ACCESS_DENIED: { status: 403, message: ADMIN_MESSAGES.accessDenied },
  ADMIN_ONLY: staffRefusal('ADMIN_ONLY', 403),
  TWO_FACTOR_REQUIRED: staffRefusal('TWO_FACTOR_REQUIRED', 403),
  TWO_FACTOR_SIGN_IN_REQUIRED: staffRefusal('TWO_FACTOR_SIGN_IN_REQUIRED', 403),
  LAST_ADMIN: staffRefusal('LAST_ADMIN', 409),
  NOT_YOURSELF: staffRefusal('NOT_YOURSELF', 400),
  USER_NOT_FOUND: staffRefusal('USER_NOT_FOUND', 404),
  NO_SUBSCRIPTION: staffRefusal('NO_SUBSCRIPTION', 409),
  SETUP_DISABLED: staffRefusal('SETUP_DISABLED', 403),
  SETUP_KEY_INVALID: staffRefusal('SETUP_KEY_INVALID', 403),
  SETUP_NO_ACCOUNT: staffRefusal('SETUP_NO_ACCOUNT', 404),
  TWO_FACTOR_CODE_INVALID: staffRefusal('TWO_FACTOR_CODE_INVALID', 400),
  PASSWORD_INVALID: staffRefusal('PASSWORD_INVALID', 400),
  TWO_FACTOR_ALREADY_ON: staffRefusal('TWO_FACTOR_ALREADY_ON', 400),
  TOTP_CODE_USED: { status: 400, message: TOTP_CODE_USED_MESSAGE },
  // Billing. The payment provider failing (502) and refusing (409, in its own words) are told apart.
  CHECK_FAILED: { status: 502, message: CHECK_FAILED_MESSAGE },
  CHECKOUT_FAILED: { status: 502, message: CHECKOUT_FAILED_MESSAGE },
  PORTAL_FAILED: { status: 502, message: PORTAL_FAILED_MESSAGE },
  NO_PORTAL_URL: { status: 502, message: NO_PORTAL_URL_MESSAGE },
  /** Sent with portalError too when the portal failed first and the direct cancellation then failed. */
  CANCEL_FAILED: { status: 502, message: CANCEL_FAILED_MESSAGE },
  RESUME_FAILED: { status: 502, message: RESUME_FAILED_MESSAGE },
  CHANGE_FAILED: { status: 502, message: CHANGE_FAILED_MESSAGE },
  PAYMENT_FAILURE_NOT_RECORDED: { status: 502, message: PAYMENT_FAILURE_NOT_RECORDED_MESSAGE },
  CLOCK_NOT_MOVED: { status: 502, message: CLOCK_NOT_MOVED_MESSAGE },
  /** Sent with the provider's own words (no subscription to change, a checkout already paid...). */
  PAYMENT_REFUSED: { status: 409, message: 'The payment provider refused this request.' },
  /** Production without Stripe keys: nothing can be bought. */
  PAYMENTS_UNAVAILABLE: { status: 503, message: NO_CARD_PAYMENTS_MESSAGE },
  NOT_SUBSCRIBED: { status: 409, message: NOT_SUBSCRIBED_MESSAGE },
  ALREADY_SUBSCRIBED: { status: 409, message: ALREADY_SUBSCRIBED_MESSAGE },
  ALREADY_CANCELED: { status: 409, message: ALREADY_CANCELED_MESSAGE },
  /** Sent with the failed rule (choose each child once, only your own, as many as the plan holds). */
  KEEP_CHILDREN: { status: 400, message: 'Choose the children to keep' },
  CHECKOUT_EXPIRED: { status: 404, message: CHECKOUT_EXPIRED_MESSAGE },
  PORTAL_LINK_EXPIRED: { status: 404, message: PORTAL_LINK_EXPIRED_MESSAGE },
  NOT_SANDBOX: { status: 404, message: NOT_SANDBOX_MESSAGE },
  /** A Stripe delivery whose signature is missing, wrong or stale. */
  INVALID_SIGNATURE: { status: 400, message: INVALID_SIGNATURE_MESSAGE },
} as const satisfies Record<string, ApiErrorEntry>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The body of every refusal listed here. */
export interface ApiErrorBody {
  error: string;
  code: ApiErrorCode;
  /** With 429 and 503 refusals: how long to wait, also sent as Retry-After. */
  retryAfterSeconds?: number;
}

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && Object.hasOwn(API_ERRORS, code);
}
