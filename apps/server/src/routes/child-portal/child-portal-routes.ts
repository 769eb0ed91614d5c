import { randomUUID } from 'node:crypto';
import { startCallRequestSchema, type ChildLookup, type StartCallResponse } from '@callready/contract';
import { getScenario, normalizeCountryId } from '@callready/core';
import { Hono, type Context } from 'hono';
import type { Database } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import { checkJsonBody, invalidInput, limitBody } from '../../http/json-body';
import type { ChildRow } from '../../modules/children/child-view';
import { loadChildAccess, mayPractise } from '../../modules/child-portal/child-access';
import type { ChildCodeResolver } from '../../modules/child-portal/find-child-by-code';
import { listRecentProgress } from '../../modules/progress/progress';
import { NO_STORE, accessRequired, invalidCode, rateLimited, unknownScenario } from './child-code-replies';

const MAX_BODY_BYTES = 2 * 1024;

export interface ChildPortalDeps {
  db: Database;
  resolveCode: ChildCodeResolver;
  now?: () => Date;
}

/**
 * The child portal under /api/child, keyed by invite code (spec §7 get_child_by_invite_code,
 * get_child_progress_by_invite_code, get_child_access_by_invite_code) plus permission to start a
 * practice call. Nothing about the parent is ever returned.
 */
export function childPortalRoutes({ db, resolveCode, now = () => new Date() }: ChildPortalDeps) {
  /** Runs `reply` with the code's child, or answers the shared refusal. */
  const withChild = async (
    c: Context<AppBindings>,
    input: string,
    reply: (child: ChildRow) => Promise<Response>,
  ) => {
    const resolution = await resolveCode(input, c.get('clientAddress'));
    if (resolution.kind === 'limited') return rateLimited(c, resolution.retryAfterSeconds);
    if (resolution.kind === 'invalid') return invalidCode(c);
    return reply(resolution.child);
  };

  return new Hono<AppBindings>()
    .post('/calls', limitBody(MAX_BODY_BYTES), async (c) => {
      const checked = await checkJsonBody(c, startCallRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      const { inviteCode, scenarioType, scenarioId } = checked.data;
      const scenario = getScenario(scenarioType, scenarioId);
      if (!scenario) return unknownScenario(c);
      return withChild(c, inviteCode, async (child) => {
        const startedAt = now();
        if (!(await mayPractise(db, child.parentId, scenario, startedAt))) return accessRequired(c);
        const body: StartCallResponse = { callId: randomUUID(), startedAt: startedAt.toISOString() };
        return c.json(body, 200, NO_STORE);
      });
    })
    .get('/:code', (c) =>
      withChild(c, c.req.param('code'), async (child) => {
        const body: ChildLookup = {
          id: child.id,
          name: child.name,
          age: child.age,
          country_code: normalizeCountryId(child.countryCode),
          advice_line_number: child.adviceLineNumber,
        };
        return c.json(body, 200, NO_STORE);
      }),
    )
    .get('/:code/progress', (c) =>
      withChild(c, c.req.param('code'), async (child) =>
        c.json({ records: await listRecentProgress(db, child.id) }, 200, NO_STORE),
      ),
    )
    .get('/:code/access', (c) =>
      withChild(c, c.req.param('code'), async (child) =>
        c.json(await loadChildAccess(db, child.parentId, now()), 200, NO_STORE),
      ),
    );
}
