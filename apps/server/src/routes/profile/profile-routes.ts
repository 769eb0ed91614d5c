import { updateProfileRequestSchema } from '@callready/contract';
import { Hono } from 'hono';
import type { Database } from '../../db';
import { requireSession, type SessionBindings } from '../../http/require-session';
import type { Auth } from '../../modules/auth/create-auth';
import { loadAccountOverview } from '../../modules/profiles/account-overview';
import { updateProfileCountry } from '../../modules/profiles/profiles';
import { replyError } from '../../http/reply-error';

/** GET /api/me and PATCH /api/profile, for the signed-in parent only. */
export function profileRoutes(auth: Auth, db: Database) {
  const signedIn = requireSession(auth);
  return new Hono<SessionBindings>()
    .get('/me', signedIn, async (c) => {
      const user = c.get('user');
      const overview = await loadAccountOverview(db, user);
      return c.json({
        user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
        ...overview,
      });
    })
    .patch('/profile', signedIn, async (c) => {
      const parsed = updateProfileRequestSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid request';
        return replyError(c, 'INVALID_COUNTRY', { message });
      }
      return c.json(await updateProfileCountry(db, c.get('user'), parsed.data.country_code));
    });
}
