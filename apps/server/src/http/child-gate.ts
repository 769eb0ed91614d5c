// Who the child of a request is: the child session when it vouches for the child, else the
// invite code under the guessing limits (modules/child-portal/find-child-by-code.ts). A code
// accepted here starts a child session, so the next request needs no look-up.
import { CAPTCHA_HEADER, INVITE_CODE_REQUIRED_MESSAGE } from '@callready/contract';
import type { SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppBindings } from '../../http/app-bindings';
import { invalidInput } from '../../http/json-body';
import {
  CHILD_SESSION_COOKIE,
  CHILD_SESSION_MAX_AGE_SECONDS,
  heldPlaceholderValues,
  type ChildSessionTokens,
} from '../../modules/child-portal/child-session-token';
import type { ChildResolver } from '../../modules/child-portal/find-child-by-code';
import type { ActiveChild } from '../../modules/child-portal/active-child';
import { invalidCode, rateLimited } from './child-code-replies';
import { replyError } from '../../http/reply-error';

// The cookie goes with API requests only; the web app's pages never need it.
const COOKIE_PATH = '/api';

export type GateResult = { child: ActiveChild; bySession: boolean } | { refusal: Response };

export interface ChildGate {
  /** The request's child, or the refusal to send. `inviteCode` undefined: the session alone. */
  admit(c: Context<AppBindings>, inviteCode: string | undefined): Promise<GateResult>;
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

export const captchaRequired = (c: Context) => replyError(c, 'CAPTCHA_REQUIRED');

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
          return { refusal: invalidCode(c) };
        case 'limited':
          return { refusal: rateLimited(c, resolution.retryAfterSeconds) };
        case 'proof-required':
          return { refusal: captchaRequired(c) };
        case 'no-session':
          return { refusal: invalidInput(c, INVITE_CODE_REQUIRED_MESSAGE) };
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
