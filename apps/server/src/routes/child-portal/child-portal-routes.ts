import { randomUUID } from 'node:crypto';
import {
  childSessionRequestSchema,
  startCallRequestSchema,
  type ChildLookup,
  type StartCallResponse,
} from '@callready/contract';
import { getScenario, isScenarioOpenToAge, normalizeCountryId } from '@callready/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import { NO_STORE, type ChildGate } from '../../http/child-gate';
import { limitBody } from '../../http/json-body';
import { validate } from '../../http/validate';
import type { ActiveChild } from '../../modules/child-portal/active-child';
import { childAccessOf, mayPractise } from '../../modules/child-portal/child-access';
import { listRecentProgress } from '../../modules/progress/progress';
import { operatorVoiceOf } from '../../modules/children/child-view';
import { Refusal } from '../../refusal';

const MAX_BODY_BYTES = 2 * 1024;

/** The invite code in the path, passed to the gate as sent: the gate words every refusal of a code. */
const codeParam = validate('param', z.object({ code: z.string() }));

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
  const lookupBody = (child: ActiveChild): ChildLookup => ({
    id: child.id,
    name: child.name,
    age: child.age,
    countryCode: normalizeCountryId(child.countryCode),
    adviceLineNumber: child.adviceLineNumber,
    keepCallTranscripts: child.keepCallTranscripts,
    operatorVoice: operatorVoiceOf(child),
  });

  return new Hono<AppBindings>()
    .post('/session', limitBody(MAX_BODY_BYTES), validate('json', childSessionRequestSchema), async (c) => {
      const { child } = await gate.admit(c, c.req.valid('json').inviteCode);
      return c.json(lookupBody(child), 200, NO_STORE);
    })
    .get('/session', async (c) => {
      const child = await gate.sessionChild(c);
      if (!child) throw new Refusal('CHILD_SESSION_REQUIRED', { headers: NO_STORE });
      return c.json(lookupBody(child), 200, NO_STORE);
    })
    .delete('/session', (c) => {
      gate.endSession(c);
      return c.body(null, 204);
    })
    .post('/calls', limitBody(MAX_BODY_BYTES), validate('json', startCallRequestSchema), async (c) => {
      const { inviteCode, scenarioType, scenarioId } = c.req.valid('json');
      const scenario = getScenario(scenarioType, scenarioId);
      if (!scenario) throw new Refusal('UNKNOWN_SCENARIO');
      const { child } = await gate.admit(c, inviteCode);
      const startedAt = now();
      if (!mayPractise(child.parentPlan, scenario, startedAt)) throw new Refusal('ACCESS_REQUIRED');
      // The pages show it locked; the server refuses it too (ADR 044).
      if (!isScenarioOpenToAge(scenario, child.age)) throw new Refusal('SCENARIO_TOO_YOUNG');
      const body: StartCallResponse = { callId: randomUUID(), startedAt: startedAt.toISOString() };
      return c.json(body, 200, NO_STORE);
    })
    .get('/:code', codeParam, async (c) => {
      const { child } = await gate.admit(c, c.req.valid('param').code);
      return c.json(lookupBody(child), 200, NO_STORE);
    })
    .get('/:code/progress', codeParam, async (c) => {
      const { child } = await gate.admit(c, c.req.valid('param').code);
      return c.json({ records: await listRecentProgress(db, child.id) }, 200, NO_STORE);
    })
    .get('/:code/access', codeParam, async (c) => {
      const { child } = await gate.admit(c, c.req.valid('param').code);
      return c.json(childAccessOf(child.parentPlan, now()), 200, NO_STORE);
    });
}
