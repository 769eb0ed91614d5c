import type { MiddlewareHandler } from 'hono';
import type { Auth, AuthSession } from '../modules/auth/create-auth';
import { findAuthSession } from '../modules/auth/find-auth-session';
import type { AppBindings } from './app-bindings';
import { Refusal } from '../refusal';

/** Context variables of routes behind `requireSession`. */
export interface SessionBindings {
  Variables: AppBindings['Variables'] & {
    user: AuthSession['user'];
    session: AuthSession['session'];
  };
}

/** Lets only signed-in parents through (401 NOT_AUTHENTICATED otherwise) and puts `user` and `session` on the context. */
export function requireSession(auth: Auth): MiddlewareHandler<SessionBindings> {
  return async (c, next) => {
    const found = await findAuthSession(auth, c.req.raw.headers);
    if (!found) throw new Refusal('NOT_AUTHENTICATED');
    c.set('user', found.user);
    c.set('session', found.session);
    await next();
  };
}
