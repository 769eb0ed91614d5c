import { createChildRequestSchema, updateChildRequestSchema } from '@callready/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Database } from '../../db';
import { limitBody } from '../../http/json-body';
import { requireSession, type SessionBindings } from '../../http/require-session';
import { validate } from '../../http/validate';
import type { Auth } from '../../modules/auth/create-auth';
import { toChild } from '../../modules/children/child-view';
import {
  createChild,
  deleteChild,
  findChild,
  regenerateInviteCode,
  updateChild,
} from '../../modules/children/children';
import { loadChildrenOverview } from '../../modules/children/children-overview';
import { deleteChildHistory } from '../../modules/family-data/family-deletion';
import type { InviteCodeSource } from '../../modules/children/invite-code-source';
import { Refusal } from '../../refusal';

const MAX_BODY_BYTES = 4 * 1024;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChildrenRouteDeps {
  auth: Auth;
  db: Database;
  /** Where new invite codes come from; tests pass a predictable source. */
  inviteCodes?: InviteCodeSource;
}

/** The :id parameter must be able to name a child; any other value can only be not found. */
const childIdParam: MiddlewareHandler = async (c, next) => {
  if (!UUID_SHAPE.test(c.req.param('id') ?? '')) throw new Refusal('CHILD_NOT_FOUND');
  await next();
};

/**
 * The parent dashboard's children API under /api/children. Every route needs a parent's session
 * and reaches only that parent's children: any other id, including another parent's child, is 404.
 */
export function childrenRoutes({ auth, db, inviteCodes }: ChildrenRouteDeps) {
  const signedIn = requireSession(auth);
  const found = <T>(row: T | undefined | null | false): T => {
    if (!row) throw new Refusal('CHILD_NOT_FOUND');
    return row;
  };

  return new Hono<SessionBindings>()
    .get('/', signedIn, async (c) => c.json(await loadChildrenOverview(db, c.get('user').id)))
    .post('/', signedIn, limitBody(MAX_BODY_BYTES), validate('json', createChildRequestSchema), async (c) => {
      const child = await createChild(db, c.get('user').id, c.req.valid('json'), inviteCodes);
      return c.json({ child: toChild(child) }, 201);
    })
    .get('/:id', signedIn, childIdParam, async (c) => {
      const row = found(await findChild(db, c.get('user').id, c.req.param('id')));
      return c.json({ child: toChild(row) });
    })
    .patch(
      '/:id',
      signedIn,
      limitBody(MAX_BODY_BYTES),
      childIdParam,
      validate('json', updateChildRequestSchema),
      async (c) => {
        const row = found(await updateChild(db, c.get('user').id, c.req.param('id'), c.req.valid('json')));
        return c.json({ child: toChild(row) });
      },
    )
    .delete('/:id', signedIn, childIdParam, async (c) => {
      found(await deleteChild(db, c.get('user').id, c.req.param('id')));
      return c.body(null, 204);
    })
    .delete('/:id/progress', signedIn, childIdParam, async (c) => {
      return c.json(found(await deleteChildHistory(db, c.get('user').id, c.req.param('id'))));
    })
    .post('/:id/invite-code', signedIn, childIdParam, async (c) => {
      const row = found(await regenerateInviteCode(db, c.get('user').id, c.req.param('id'), inviteCodes));
      return c.json({ child: toChild(row) });
    });
}
