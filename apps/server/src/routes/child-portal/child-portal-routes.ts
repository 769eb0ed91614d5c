import { randomUUID } from 'node:crypto';
import {
  childSessionRequestSchema,
  startCallRequestSchema,
  type ChildLookup,
  type StartCallResponse,
} from '@callready/contract';
import { getScenario, normalizeCountryId } from '@callready/core';
import { Hono, type Context } from 'hono';
import type { Database } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import { checkJsonBody, invalidInput, limitBody } from '../../http/json-body';
import type { ActiveChild } from '../../modules/child-portal/active-child';
import { childAccessOf, mayPractise } from '../../modules/child-portal/child-access';
import { listRecentProgress } from '../../modules/progress/progress';
import { operatorVoiceOf } from '../../modules/children/child-view';
import { NO_STORE, accessRequired, unknownScenario } from './child-code-replies';
import type { ChildGate } from './child-gate';
import { replyError } from '../../http/reply-error';

const MAX_BODY_BYTES = 2 * 1024;

export interface ChildPortalDeps {
  db: Database;
  gate: ChildGate;
  now?: () => Date;
}

/**
 * The child portal under /api/child, keyed by invite code (docs/product.md §7 get_child_by_invite_code,
 * get_child_progress_by_invite_code, get_child_access_by_invite_code) plus permission to start a
 * practice call. Nothing about the parent is ever returned.
 */
export function childPortalRoutes({ db, gate, now = () => new Date() }: ChildPortalDeps) {
  /** Runs `reply` with the request's child (its session, else its code), or answers the refusal. */
  const withChild = async (
    c: Context<AppBindings>,
    input: string | undefined,
    reply: (child: ActiveChild) => Promise<Response>,
  ) => {
    const admitted = await gate.admit(c, input);
    return 'refusal' in admitted ? admitted.refusal : reply(admitted.child);
  };
  const lookupBody = (child: ActiveChild): ChildLookup => ({
    id: child.id,
    name: child.name,
    age: child.age,
    country_code: normalizeCountryId(child.countryCode),
    advice_line_number: child.adviceLineNumber,
    keep_call_transcripts: child.keepCallTranscripts,
    operator_voice: operatorVoiceOf(child),
  });

  return new Hono<AppBindings>()
    .post('/session', limitBody(MAX_BODY_BYTES), async (c) => {
      const checked = await checkJsonBody(c, childSessionRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      return withChild(c, checked.data.inviteCode, async (child) => c.json(lookupBody(child), 200, NO_STORE));
    })
    .get('/session', async (c) => {
      const child = await gate.sessionChild(c);
      if (!child) {
        return replyError(c, 'CHILD_SESSION_REQUIRED', { headers: NO_STORE });
      }
      return c.json(lookupBody(child), 200, NO_STORE);
    })
    .delete('/session', (c) => {
      gate.endSession(c);
      return c.body(null, 204);
    })
    .post('/calls', limitBody(MAX_BODY_BYTES), async (c) => {
      const checked = await checkJsonBody(c, startCallRequestSchema);
      if (!checked.ok) return invalidInput(c, checked.message);
      const { inviteCode, scenarioType, scenarioId } = checked.data;
      const scenario = getScenario(scenarioType, scenarioId);
      if (!scenario) return unknownScenario(c);
      return withChild(c, inviteCode, async (child) => {
        const startedAt = now();
        if (!mayPractise(child.parentPlan, scenario, startedAt)) return accessRequired(c);
        const body: StartCallResponse = { callId: randomUUID(), startedAt: startedAt.toISOString() };
        return c.json(body, 200, NO_STORE);
      });
    })
    .get('/:code', (c) =>
      withChild(c, c.req.param('code'), async (child) => c.json(lookupBody(child), 200, NO_STORE)),
    )
    .get('/:code/progress', (c) =>
      withChild(c, c.req.param('code'), async (child) =>
        c.json({ records: await listRecentProgress(db, child.id) }, 200, NO_STORE),
      ),
    )
    .get('/:code/access', (c) =>
      withChild(c, c.req.param('code'), async (child) =>
        c.json(childAccessOf(child.parentPlan, now()), 200, NO_STORE),
      ),
    );
}
