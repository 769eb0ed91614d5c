// The replies every invite-code route shares, so a refused code looks the same everywhere.
import type { Context } from 'hono';
import { replyError } from '../../http/reply-error';

export const invalidCode = (c: Context) => replyError(c, 'INVALID_CODE');

export const rateLimited = (c: Context, retryAfterSeconds: number) =>
  replyError(c, 'RATE_LIMITED', { retryAfterSeconds });

export const accessRequired = (c: Context) => replyError(c, 'ACCESS_REQUIRED');

export const unknownScenario = (c: Context) => replyError(c, 'UNKNOWN_SCENARIO');

/** Child data is personal: browsers and proxies must not keep a copy. */
export const NO_STORE = { 'Cache-Control': 'no-store' };
