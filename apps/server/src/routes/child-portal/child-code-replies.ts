// The replies every invite-code route shares, so a refused code looks the same everywhere.
import {
  ACCESS_REQUIRED_MESSAGE,
  CHILD_RATE_LIMITED_MESSAGE,
  INVALID_INVITE_CODE_MESSAGE,
  UNKNOWN_SCENARIO_MESSAGE,
} from '@callready/contract';
import type { Context } from 'hono';

export const invalidCode = (c: Context) =>
  c.json({ error: INVALID_INVITE_CODE_MESSAGE, code: 'INVALID_CODE' }, 404);

export const rateLimited = (c: Context, retryAfterSeconds: number) =>
  c.json({ error: CHILD_RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED', retryAfterSeconds }, 429, {
    'Retry-After': String(retryAfterSeconds),
  });

export const accessRequired = (c: Context) =>
  c.json({ error: ACCESS_REQUIRED_MESSAGE, code: 'ACCESS_REQUIRED' }, 403);

export const unknownScenario = (c: Context) =>
  c.json({ error: UNKNOWN_SCENARIO_MESSAGE, code: 'UNKNOWN_SCENARIO' }, 400);

/** Child data is personal: browsers and proxies must not keep a copy. */
export const NO_STORE = { 'Cache-Control': 'no-store' };
