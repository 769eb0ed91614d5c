// Better Auth builds a whole request context just to find that a request has no session. Child
// requests, the busiest, carry no parent cookie, so its absence answers at once.
import { AUTH_COOKIE_PREFIX } from './auth-cookie';
import type { Auth, AuthSession } from './create-auth';

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

/** The signed-in parent or staff member of a request, or null. */
export function findAuthSession(auth: Auth, headers: Headers): Promise<AuthSession | null> {
  const cookie = headers.get('cookie');
  if (!cookie || !SESSION_COOKIE.test(cookie)) return Promise.resolve(null);
  return auth.api.getSession({ headers });
}
