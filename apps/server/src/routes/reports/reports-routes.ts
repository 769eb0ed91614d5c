import { REPORT_TIME_ZONE_MESSAGE, reportsExportQuerySchema, reportsQuerySchema } from '@callready/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Database } from '../../db';
import { requireSession, type SessionBindings } from '../../http/require-session';
import { validate } from '../../http/validate';
import type { Auth } from '../../modules/auth/create-auth';
import { isUnknownTimeZone } from '../../modules/reports/database-errors';
import { loadChildCall } from '../../modules/reports/child-call';
import { loadReports, loadReportsExport, ownsChild } from '../../modules/reports/reports';
import { Refusal } from '../../refusal';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReportsRouteDeps {
  auth: Auth;
  db: Database;
}

/**
 * GET /api/children/:childId/reports, …/reports/export (contract: reports.ts) and
 * …/reports/calls/:callId (contract: call-transcripts.ts). Signed-in
 * parents only, and only for their own children: any other id is 404 'Child not found'.
 */
export function reportsRoutes({ auth, db }: ReportsRouteDeps) {
  const signedIn = requireSession(auth);

  /** Lets through only a child of this parent's, before the query is read: any other id is not found. */
  const ownedChild: MiddlewareHandler<SessionBindings> = async (c, next) => {
    const childId = c.req.param('childId') ?? '';
    if (!UUID_SHAPE.test(childId) || !(await ownsChild(db, c.get('user').id, childId))) {
      throw new Refusal('CHILD_NOT_FOUND');
    }
    await next();
  };

  return new Hono<SessionBindings>()
    .get('/:childId/reports', signedIn, ownedChild, validate('query', reportsQuerySchema), async (c) => {
      try {
        return c.json(await loadReports(db, c.req.param('childId'), c.req.valid('query')));
      } catch (error) {
        // A zone the runtime knows but this database does not.
        if (isUnknownTimeZone(error))
          throw new Refusal('INVALID_INPUT', { message: REPORT_TIME_ZONE_MESSAGE });
        throw error;
      }
    })
    .get(
      '/:childId/reports/export',
      signedIn,
      ownedChild,
      validate('query', reportsExportQuerySchema),
      async (c) => c.json(await loadReportsExport(db, c.req.param('childId'), c.req.valid('query'))),
    )
    .get('/:childId/reports/calls/:callId', signedIn, ownedChild, async (c) => {
      const callId = c.req.param('callId');
      const call = UUID_SHAPE.test(callId)
        ? await loadChildCall(db, c.req.param('childId'), callId)
        : undefined;
      if (!call) throw new Refusal('NOT_FOUND');
      return c.json(call);
    });
}
