// The parent's side of a child's home details under /api/children/:id/home (ADR 037): read, change
// and remove the home address, a second home and the family's phone. Only the child's own parent
// reaches them; any other id is 404.
import {
  INVALID_REQUEST_BODY_MESSAGE,
  updateChildHomeRequestSchema,
  type HomeAddressInput,
} from '@callready/contract';
import { checkHomeAddress, normalizeCountryId, type CountryId, type HomeAddress } from '@callready/core';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Database } from '../../db';
import { limitBody } from '../../http/json-body';
import { requireSession, type SessionBindings } from '../../http/require-session';
import { validate } from '../../http/validate';
import type { Auth } from '../../modules/auth/create-auth';
import type { ChildRow } from '../../modules/children/child-view';
import { findChild } from '../../modules/children/children';
import type { AddressCipher } from '../../modules/home-details/address-cipher';
import {
  deleteChildHome,
  loadChildHome,
  loadLearning,
  updateChildHome,
  type ChildHomeChanges,
} from '../../modules/home-details/home-details';
import { addressChecksToday } from '../../modules/home-details/address-check-log';
import { parentHomeView } from '../../modules/home-details/home-view';
import { Refusal } from '../../refusal';

const MAX_BODY_BYTES = 4 * 1024;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface HomeDetailsRouteDeps {
  auth: Auth;
  db: Database;
  cipher: AddressCipher;
  now?: () => Date;
}

/** Context variables of routes about one of the parent's children. */
interface OwnChildBindings {
  Variables: SessionBindings['Variables'] & { child: ChildRow };
}

/** The address under the child's country rules; refuses the first problem, named with the address it is in. */
function checkAddress(input: HomeAddressInput, countryId: CountryId, which: string): HomeAddress {
  const result = checkHomeAddress(input, countryId);
  if (result.ok) return result.address;
  const [first = INVALID_REQUEST_BODY_MESSAGE] = Object.values(result.problems);
  throw new Refusal('INVALID_INPUT', { message: `${which}: ${first}` });
}

export function homeDetailsRoutes({ auth, db, cipher, now = () => new Date() }: HomeDetailsRouteDeps) {
  const signedIn = requireSession(auth);
  /** Lets through only one of this parent's children, before the body is read: any other id is not found. */
  const ownChild: MiddlewareHandler<OwnChildBindings> = async (c, next) => {
    const id = c.req.param('id') ?? '';
    const child = UUID_SHAPE.test(id) ? await findChild(db, c.get('user').id, id) : undefined;
    if (!child) throw new Refusal('CHILD_NOT_FOUND');
    c.set('child', child);
    await next();
  };
  const reply = async (c: Context<OwnChildBindings>, childId: string, countryId: CountryId) => {
    const details = await loadChildHome(db, cipher, childId);
    const learning = await loadLearning(db, childId, details);
    const checksToday = await addressChecksToday(db, childId, now());
    return c.json(parentHomeView(details, learning, countryId, checksToday));
  };

  return new Hono<OwnChildBindings>()
    .get('/:id/home', signedIn, ownChild, async (c) => {
      const child = c.get('child');
      return reply(c, child.id, normalizeCountryId(child.countryCode));
    })
    .patch(
      '/:id/home',
      signedIn,
      limitBody(MAX_BODY_BYTES),
      ownChild,
      validate('json', updateChildHomeRequestSchema),
      async (c) => {
        const child = c.get('child');
        const body = c.req.valid('json');
        const countryId = normalizeCountryId(child.countryCode);
        const changes: ChildHomeChanges = {};
        if (body.home !== undefined) {
          changes.home = body.home === null ? null : checkAddress(body.home, countryId, 'Home address');
        }
        if (body.secondHome !== undefined) {
          changes.second =
            body.secondHome === null
              ? null
              : {
                  label: body.secondHome.label,
                  address: checkAddress(body.secondHome.address, countryId, 'Second home'),
                };
        }
        if (body.phone !== undefined) changes.phone = body.phone;
        await updateChildHome(db, cipher, child.id, changes, now());
        return reply(c, child.id, countryId);
      },
    )
    .delete('/:id/home', signedIn, ownChild, async (c) => {
      await deleteChildHome(db, c.get('child').id);
      return c.body(null, 204);
    });
}
