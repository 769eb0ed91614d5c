import { Hono } from 'hono';
import type { AppBindings } from '../../http/app-bindings';
import type { Auth } from '../../modules/auth/create-auth';

/** Better Auth's own endpoints under /api/auth/* (sign-up, sign-in, sessions, verification, reset). */
export function authRoutes(auth: Auth) {
  return new Hono<AppBindings>().on(['GET', 'POST'], '/*', (c) => auth.handler(c.req.raw));
}
