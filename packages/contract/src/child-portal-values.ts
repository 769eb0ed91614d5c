// The child portal's paths and messages: plain values apart from its schemas (child-portal.ts), so
// the child's first screens do not load zod before they have an answer to check.
export const CHILD_PORTAL_PATH = '/api/child';
const codeSegment = (inviteCode: string) => `${CHILD_PORTAL_PATH}/${encodeURIComponent(inviteCode)}`;
export const childLookupPath = (inviteCode: string) => codeSegment(inviteCode);
export const childProgressPath = (inviteCode: string) => `${codeSegment(inviteCode)}/progress`;
export const childAccessPath = (inviteCode: string) => `${codeSegment(inviteCode)}/access`;
export const CHILD_CALLS_PATH = `${CHILD_PORTAL_PATH}/calls`;
/** The signed-in child's home summary (ADR 037): a plain value here, so the dashboard loads no schema for it. */
export const CHILD_HOME_PATH = `${CHILD_PORTAL_PATH}/home`;
/**
 * The child session (docs/architecture.md §5.6): POST with `{ inviteCode }` signs the browser in as
 * that child (an HttpOnly cookie, answered with the child as GET /api/child/:code answers it), GET
 * answers the signed-in child (401 when there is none), DELETE signs out. Every child endpoint
 * accepts the session in place of a code; with it nothing is counted against the guessing limits.
 */
export const CHILD_SESSION_PATH = `${CHILD_PORTAL_PATH}/session`;

export const INVALID_INVITE_CODE_MESSAGE = 'Invalid invite code';
export const CHILD_RATE_LIMITED_MESSAGE = 'Too many attempts — please wait';
/** Said to the child (docs/product.md §2.12): no plan names or prices, just who can help. */
export const ACCESS_REQUIRED_MESSAGE = 'Ask your grown-up to turn on emergency practice for you.';
export const INVITE_CODE_REQUIRED_MESSAGE = 'Invite code is required';
export const UNKNOWN_SCENARIO_MESSAGE = 'Unknown scenario';
/** A scenario for older children only ("Hiding and can't talk" is for 8 and up, ADR 044). */
export const SCENARIO_TOO_YOUNG_MESSAGE = 'This practice is for older children. Ask your grown-up about it.';

/**
 * 429 `{ error, code: 'CAPTCHA_REQUIRED' }`: so many codes were guessed wrong across the service that
 * a look-up without a child session needs a solved security check (the captcha header) to go ahead.
 */
export const CHILD_CAPTCHA_REQUIRED_MESSAGE = 'Please complete the security check.';
/** 401 from GET /api/child/session when this browser is not signed in as a child. */
export const CHILD_SESSION_REQUIRED_MESSAGE = 'Please type your invite code again';

/** Refusals shared by the children and progress APIs (docs/product.md §8). */
export const CHILD_NOT_FOUND_MESSAGE = 'Child not found';
export const INVALID_REQUEST_BODY_MESSAGE = 'Invalid request body';
export const PREVIEW_MODE_MESSAGE = 'Cannot save progress in preview mode';
