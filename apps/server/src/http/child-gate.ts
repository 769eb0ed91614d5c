// Who the child of a request is: the child session when it vouches for the child, else the
// invite code under the guessing limits (modules/child-portal/find-child-by-code.ts). A code
// accepted here starts a child session, so the next request needs no look-up.
import { CAPTCHA_HEADER, INVITE_CODE_REQUIRED_MESSAGE } from '@callready/contract';
import type { SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  CHILD_SESSION_COOKIE,
  CHILD_SESSION_MAX_AGE_SECONDS,
  heldPlaceholderValues,
  type ChildSessionTokens,
} from '../modules/child-portal/child-session-token';
import type { ChildResolver } from '../modules/child-portal/find-child-by-code';
import type { ActiveChild } from '../modules/child-portal/active-child';
import { Refusal } from '../refusal';
import type { AppBindings } from './app-bindings';

/** Child data is personal: browsers and proxies must not keep a copy. */
export const NO_STORE = { 'Cache-Control': 'no-store' };

/** Context variables of routes behind `requireChildSession`. */
export interface ChildBindings {
  Variables: AppBindings['Variables'] & { child: ActiveChild };
}

/**
 * Lets through only a request whose child session holds (ADR 026), before its body or query is read,
 * and puts the child on the context; refused as `ChildGate.admit` refuses a request without a code.
 */
export function requireChildSession(gate: ChildGate): MiddlewareHandler<ChildBindings> {
  return async (c, next) => {
    // The gate reads only what every route's context has.
    const admitted = await gate.admit(c as unknown as Context<AppBindings>, undefined);
    c.set('child', admitted.child);
    await next();
  };
}

// The cookie goes with API requests only; the web app's pages never need it.
const COOKIE_PATH = '/api';

export interface ChildGate {
  /**
   * The request's child; refuses an unknown code (INVALID_CODE), a client over the guessing limits
   * (RATE_LIMITED, CAPTCHA_REQUIRED) and a request with neither a session nor a code.
   * `inviteCode` undefined: the session alone.
   */
  admit(
    c: Context<AppBindings>,
    inviteCode: string | undefined,
  ): Promise<{ child: ActiveChild; bySession: boolean }>;
  /** The child of the session cookie, if it is still valid. */
  sessionChild(c: Context<AppBindings>): Promise<ActiveChild | undefined>;
  /**
   * The condition on the children table that picks a session's child while the session still holds,
   * with placeholders, for a statement prepared once that checks the child and does its work at
   * once (ADR 030); `active` is left to that statement.
   */
  readonly sessionChildCondition: SQL;
  /** For a well-signed session cookie, the values of sessionChildCondition's placeholders; else undefined. */
  sessionChildValues(c: Context<AppBindings>): Record<string, string> | undefined;
  endSession(c: Context<AppBindings>): void;
}

export function createChildGate(
  resolve: ChildResolver,
  tokens: ChildSessionTokens,
  { secureCookies }: { secureCookies: boolean },
): ChildGate {
  const cookieOptions = {
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'Lax',
    path: COOKIE_PATH,
  } as const;
  return {
    async admit(c, inviteCode) {
      const resolution = await resolve({
        inviteCode,
        sessionToken: getCookie(c, CHILD_SESSION_COOKIE),
        clientAddress: c.get('clientAddress'),
        captchaResponse: c.req.header(CAPTCHA_HEADER)?.trim() || undefined,
      });
      switch (resolution.kind) {
        case 'found':
          if (!resolution.bySession) {
            setCookie(c, CHILD_SESSION_COOKIE, tokens.issue(resolution.child), {
              ...cookieOptions,
              maxAge: CHILD_SESSION_MAX_AGE_SECONDS,
            });
          }
          return { child: resolution.child, bySession: resolution.bySession };
        case 'invalid':
          throw new Refusal('INVALID_CODE');
        case 'limited':
          throw new Refusal('RATE_LIMITED', { retryAfterSeconds: resolution.retryAfterSeconds });
        case 'proof-required':
          throw new Refusal('CAPTCHA_REQUIRED');
        case 'no-session':
          throw new Refusal('INVALID_INPUT', { message: INVITE_CODE_REQUIRED_MESSAGE });
      }
    },
    async sessionChild(c) {
      const token = getCookie(c, CHILD_SESSION_COOKIE);
      return token ? tokens.verify(token) : undefined;
    },
    sessionChildCondition: tokens.stillHeldByPlaceholders,
    sessionChildValues(c) {
      const token = getCookie(c, CHILD_SESSION_COOKIE);
      const claim = token ? tokens.claim(token) : undefined;
      return claim && heldPlaceholderValues(claim);
    },
    endSession(c) {
      deleteCookie(c, CHILD_SESSION_COOKIE, cookieOptions);
    },
  };
}
