import { REPORT_TIME_ZONE_MESSAGE, reportsExportQuerySchema, reportsQuerySchema } from '@callready/contract';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { Database } from '../../db';
import { invalidInput } from '../../http/json-body';
import { requireSession, type SessionBindings } from '../../http/require-session';
import type { Auth } from '../../modules/auth/create-auth';
import { isUnknownTimeZone } from '../../modules/reports/database-errors';
import { loadChildCall } from '../../modules/reports/child-call';
import { loadReports, loadReportsExport, ownsChild } from '../../modules/reports/reports';
import { replyError } from '../../http/reply-error';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

function checkQuery<Schema extends z.ZodType>(c: Context, schema: Schema): Checked<z.output<Schema>> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid query' };
}

/**
 * GET /api/children/:childId/reports, …/reports/export (contract: reports.ts) and
 * …/reports/calls/:callId (contract: call-transcripts.ts). Signed-in
 * parents only, and only for their own children: any other id is 404 'Child not found'.
 */
export function reportsRoutes(auth: Auth, db: Database) {
  const signedIn = requireSession(auth);

  /** The child id when this parent owns that child. */
  const ownedChildId = async (c: Context<SessionBindings>) => {
    const childId = c.req.param('childId') ?? '';
    return UUID_SHAPE.test(childId) && (await ownsChild(db, c.get('user').id, childId)) ? childId : undefined;
  };

  return new Hono<SessionBindings>()
    .get('/:childId/reports', signedIn, async (c) => {
      const childId = await ownedChildId(c);
      if (!childId) return replyError(c, 'CHILD_NOT_FOUND');
      const checked = checkQuery(c, reportsQuerySchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      try {
        return c.json(await loadReports(db, childId, checked.data));
      } catch (error) {
        // A zone the runtime knows but this database does not.
        if (isUnknownTimeZone(error)) return invalidInput(c, REPORT_TIME_ZONE_MESSAGE);
        throw error;
      }
    })
    .get('/:childId/reports/export', signedIn, async (c) => {
      const childId = await ownedChildId(c);
      if (!childId) return replyError(c, 'CHILD_NOT_FOUND');
      const checked = checkQuery(c, reportsExportQuerySchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      return c.json(await loadReportsExport(db, childId, checked.data));
    })
    .get('/:childId/reports/calls/:callId', signedIn, async (c) => {
      const childId = await ownedChildId(c);
      if (!childId) return replyError(c, 'CHILD_NOT_FOUND');
      const callId = c.req.param('callId');
      const call = UUID_SHAPE.test(callId) ? await loadChildCall(db, childId, callId) : undefined;
      return call ? c.json(call) : replyError(c, 'NOT_FOUND');
    });
}
