// The parent's side of a child's home details under /api/children/:id/home (ADR 037): read, change
// and remove the home address, a second home and the family's phone. Only the child's own parent
// reaches them; any other id is 404.
import {
  INVALID_REQUEST_BODY_MESSAGE,
  updateChildHomeRequestSchema,
  type HomeAddressInput,
} from '@callready/contract';
import { checkHomeAddress, normalizeCountryId, type CountryId, type HomeAddress } from '@callready/core';
import { Hono, type Context } from 'hono';
import type { Database } from '../../db';
import { checkJsonBody, invalidInput, limitBody } from '../../http/json-body';
import { replyError } from '../../http/reply-error';
import { requireSession, type SessionBindings } from '../../http/require-session';
import type { Auth } from '../../modules/auth/create-auth';
import { findChild } from '../../modules/children/children';
import type { AddressCipher } from '../../modules/home-details/address-cipher';
import {
  deleteChildHome,
  loadChildHome,
  loadLearning,
  updateChildHome,
  type ChildHomeChanges,
} from '../../modules/home-details/home-details';
import { parentHomeView } from '../../modules/home-details/home-view';

const MAX_BODY_BYTES = 4 * 1024;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface HomeDetailsRouteDeps {
  auth: Auth;
  db: Database;
  cipher: AddressCipher;
  now?: () => Date;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The address under the child's country rules, or the first problem named with the address it is in. */
function checkAddress(input: HomeAddressInput, countryId: CountryId, which: string): Checked<HomeAddress> {
  const result = checkHomeAddress(input, countryId);
  if (result.ok) return { ok: true, value: result.address };
  const [first = INVALID_REQUEST_BODY_MESSAGE] = Object.values(result.problems);
  return { ok: false, message: `${which}: ${first}` };
}

export function homeDetailsRoutes({ auth, db, cipher, now = () => new Date() }: HomeDetailsRouteDeps) {
  const signedIn = requireSession(auth);
  const ownChild = async (c: Context<SessionBindings>) => {
    const id = c.req.param('id') ?? '';
    return UUID_SHAPE.test(id) ? findChild(db, c.get('user').id, id) : undefined;
  };
  const reply = async (c: Context<SessionBindings>, childId: string, countryId: CountryId) => {
    const details = await loadChildHome(db, cipher, childId);
    return c.json(parentHomeView(details, await loadLearning(db, childId, details), countryId));
  };

  return new Hono<SessionBindings>()
    .get('/:id/home', signedIn, async (c) => {
      const child = await ownChild(c);
      if (!child) return replyError(c, 'CHILD_NOT_FOUND');
      return reply(c, child.id, normalizeCountryId(child.countryCode));
    })
    .patch('/:id/home', signedIn, limitBody(MAX_BODY_BYTES), async (c) => {
      const child = await ownChild(c);
      if (!child) return replyError(c, 'CHILD_NOT_FOUND');
      const checked = await checkJsonBody(c, updateChildHomeRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      const countryId = normalizeCountryId(child.countryCode);
      const changes: ChildHomeChanges = {};
      if (checked.data.home !== undefined) {
        if (checked.data.home === null) changes.home = null;
        else {
          const home = checkAddress(checked.data.home, countryId, 'Home address');
          if (!home.ok) return invalidInput(c, home.message);
          changes.home = home.value;
        }
      }
      if (checked.data.second_home !== undefined) {
        if (checked.data.second_home === null) changes.second = null;
        else {
          const second = checkAddress(checked.data.second_home.address, countryId, 'Second home');
          if (!second.ok) return invalidInput(c, second.message);
          changes.second = { label: checked.data.second_home.label, address: second.value };
        }
      }
      if (checked.data.phone !== undefined) changes.phone = checked.data.phone;
      await updateChildHome(db, cipher, child.id, changes, now());
      return reply(c, child.id, countryId);
    })
    .delete('/:id/home', signedIn, async (c) => {
      const child = await ownChild(c);
      if (!child) return replyError(c, 'CHILD_NOT_FOUND');
      await deleteChildHome(db, child.id);
      return c.body(null, 204);
    });
}
