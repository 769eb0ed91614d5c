import type { MiddlewareHandler } from 'hono';
import type { Auth, AuthSession } from '../modules/auth/create-auth';
import type { AppBindings } from './app-bindings';

export const NOT_AUTHENTICATED = 'Not authenticated';

/** Context variables of routes behind `requireSession`. */
export interface SessionBindings {
  Variables: AppBindings['Variables'] & {
    user: AuthSession['user'];
    session: AuthSession['session'];
  };
}

/** Lets only signed-in parents through (401 `{ error }` otherwise) and puts `user` and `session` on the context. */
export function requireSession(auth: Auth): MiddlewareHandler<SessionBindings> {
  return async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return c.json({ error: NOT_AUTHENTICATED }, 401);
    c.set('user', found.user);
    c.set('session', found.session);
    await next();
  };
}
