import { createChildRequestSchema, updateChildRequestSchema } from '@callready/contract';
import { childLimitMessage } from '@callready/core';
import { Hono, type Context } from 'hono';
import type { Database } from '../../db';
import { checkJsonBody, invalidInput, limitBody } from '../../http/json-body';
import { requireSession, type SessionBindings } from '../../http/require-session';
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
import { replyError } from '../../http/reply-error';

const MAX_BODY_BYTES = 4 * 1024;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChildrenRouteOptions {
  /** Where new invite codes come from; tests pass a predictable source. */
  inviteCodes?: InviteCodeSource;
}

/**
 * The parent dashboard's children API under /api/children. Every route needs a parent's session
 * and reaches only that parent's children: any other id, including another parent's child, is 404.
 */
export function childrenRoutes(auth: Auth, db: Database, { inviteCodes }: ChildrenRouteOptions = {}) {
  const signedIn = requireSession(auth);
  /** The :id parameter when it could name a child; other values can only be not found. */
  const childIdOf = (c: Context<SessionBindings>) => {
    const id = c.req.param('id') ?? '';
    return UUID_SHAPE.test(id) ? id : undefined;
  };

  return new Hono<SessionBindings>()
    .get('/', signedIn, async (c) => c.json(await loadChildrenOverview(db, c.get('user').id)))
    .post('/', signedIn, limitBody(MAX_BODY_BYTES), async (c) => {
      const checked = await checkJsonBody(c, createChildRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      const result = await createChild(db, c.get('user').id, checked.data, inviteCodes);
      if (!result.created) return replyError(c, 'PLAN_LIMIT', { message: childLimitMessage(result.tier) });
      return c.json({ child: toChild(result.child) }, 201);
    })
    .get('/:id', signedIn, async (c) => {
      const childId = childIdOf(c);
      const row = childId && (await findChild(db, c.get('user').id, childId));
      return row ? c.json({ child: toChild(row) }) : replyError(c, 'CHILD_NOT_FOUND');
    })
    .patch('/:id', signedIn, limitBody(MAX_BODY_BYTES), async (c) => {
      const childId = childIdOf(c);
      if (!childId) return replyError(c, 'CHILD_NOT_FOUND');
      const checked = await checkJsonBody(c, updateChildRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      const row = await updateChild(db, c.get('user').id, childId, checked.data);
      return row ? c.json({ child: toChild(row) }) : replyError(c, 'CHILD_NOT_FOUND');
    })
    .delete('/:id', signedIn, async (c) => {
      const childId = childIdOf(c);
      const deleted = childId !== undefined && (await deleteChild(db, c.get('user').id, childId));
      return deleted ? c.body(null, 204) : replyError(c, 'CHILD_NOT_FOUND');
    })
    .delete('/:id/progress', signedIn, async (c) => {
      const childId = childIdOf(c);
      const result = childId && (await deleteChildHistory(db, c.get('user').id, childId));
      return result ? c.json(result) : replyError(c, 'CHILD_NOT_FOUND');
    })
    .post('/:id/invite-code', signedIn, async (c) => {
      const childId = childIdOf(c);
      const row = childId && (await regenerateInviteCode(db, c.get('user').id, childId, inviteCodes));
      return row ? c.json({ child: toChild(row) }) : replyError(c, 'CHILD_NOT_FOUND');
    });
}
