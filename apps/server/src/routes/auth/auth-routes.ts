import { Hono } from 'hono';
import type { AppBindings } from '../../http/app-bindings';
import type { Auth } from '../../modules/auth/create-auth';
import { unreadRequest } from '../../http/json-body';
import { Refusal } from '../../refusal';

/**
 * Two-factor management is staff-only and audited, so browsers reach it through /api/admin/two-factor,
 * which calls Better Auth on the server. Only the second step of a sign-in stays open here.
 */
const SERVER_ONLY_PATHS = [
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/two-factor/view-backup-codes',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
];

/** Better Auth's own endpoints under /api/auth/* (sign-up, sign-in, sessions, verification, reset). */
export function authRoutes({ auth }: { auth: Auth }) {
  const app = new Hono<AppBindings>();
  for (const path of SERVER_ONLY_PATHS) {
    app.all(path, () => {
      throw new Refusal('NOT_FOUND');
    });
  }
  return app.on(['GET', 'POST'], '/*', async (c) => auth.handler(await unreadRequest(c)));
}
