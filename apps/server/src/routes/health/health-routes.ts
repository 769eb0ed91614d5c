import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import { checkDatabase } from '../../modules/health/check-database';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export function healthRoutes({ database }: { database: Pick<DatabaseHandle, 'db' | 'kind'> }) {
  return new Hono<AppBindings>().get('/', async (c) => {
    const check = await checkDatabase(database.db);
    if (check.reachable) return c.json({ status: 'ok', database: database.kind });
    c.get('logger').warn({ err: check.error }, 'health check: database unreachable');
    return c.json({ status: 'unavailable', database: database.kind }, 503);
  });
}
