import { updateProfileRequestSchema } from '@callready/contract';
import { Hono } from 'hono';
import type { Database } from '../../db';
import { requireSession, type SessionBindings } from '../../http/require-session';
import { validate } from '../../http/validate';
import type { Auth } from '../../modules/auth/create-auth';
import { loadAccountOverview } from '../../modules/profiles/account-overview';
import { updateProfileCountry } from '../../modules/profiles/profiles';

export interface ProfileRouteDeps {
  auth: Auth;
  db: Database;
}

/** A country the parent sends is refused as INVALID_COUNTRY, and a body that is not JSON the same way. */
const profileBody = validate('json', updateProfileRequestSchema, {
  code: 'INVALID_COUNTRY',
  notJson: { value: undefined },
});

/** GET /api/me and PATCH /api/profile, for the signed-in parent only. */
export function profileRoutes({ auth, db }: ProfileRouteDeps) {
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
    .patch('/profile', signedIn, profileBody, async (c) =>
      c.json(await updateProfileCountry(db, c.get('user'), c.req.valid('json').countryCode)),
    );
}
