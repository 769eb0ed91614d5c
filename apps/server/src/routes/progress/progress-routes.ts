import { saveProgressRequestSchema } from '@callready/contract';
import { getScenario } from '@callready/core';
import { Hono } from 'hono';
import type { Database } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import { checkJsonBody, invalidInput, limitBody } from '../../http/json-body';
import type { Auth } from '../../modules/auth/create-auth';
import { findAuthSession } from '../../modules/auth/find-auth-session';
import { mayPractise, needsFullAccess } from '../../modules/child-portal/child-access';
import {
  prepareProgressSaveOfChildWhere,
  saveProgress,
  type SavedProgress,
} from '../../modules/progress/progress';
import { accessRequired, unknownScenario } from '../child-portal/child-code-replies';
import type { ChildGate } from '../child-portal/child-gate';
import { replyError } from '../../http/reply-error';

// A call has at most a few dozen ratings; this leaves ample room and keeps rows small.
const MAX_BODY_BYTES = 64 * 1024;

export interface ProgressRouteDeps {
  auth: Auth;
  db: Database;
  gate: ChildGate;
  now?: () => Date;
}

/**
 * POST /api/child/progress (docs/product.md §7 insert_child_progress_authenticated). The child session (or
 * the invite code) decides whose progress it is: it writes only its own child's rows.
 */
export function progressRoutes({ auth, db, gate, now = () => new Date() }: ProgressRouteDeps) {
  const saveForSessionChild = prepareProgressSaveOfChildWhere(
    db,
    gate.sessionChildCondition,
    'save_progress_of_session_child',
  );
  return new Hono<AppBindings>().post('/progress', limitBody(MAX_BODY_BYTES), async (c) => {
    // A parent previewing the child pages must not leave results behind (docs/architecture.md §5.4).
    if (await findAuthSession(auth, c.req.raw.headers)) {
      return replyError(c, 'PREVIEW_MODE');
    }
    const checked = await checkJsonBody(c, saveProgressRequestSchema);
    if (!checked.ok) return invalidInput(c, checked.message);
    const { inviteCode, scenarioType, scenarioId, ...entry } = checked.data;
    const scenario = getScenario(scenarioType, scenarioId);
    if (!scenario) return unknownScenario(c);

    const progress = { ...entry, scenarioType: scenario.type, scenarioId: scenario.id };
    const answer = (saved: SavedProgress) => c.json({ id: saved.id }, saved.created ? 201 : 200);

    // The call screen's save: the session's child is checked by the insert itself (ADR 030). A 999
    // call also needs the parent's plan, and anything refused takes the full path below for its answer.
    const sessionChild = inviteCode === undefined ? gate.sessionChildValues(c) : undefined;
    if (sessionChild && !needsFullAccess(scenario)) {
      const saved = await saveForSessionChild(sessionChild, progress);
      if (saved) return answer(saved);
    }

    // A valid child session is never refused by a limit; a code alone goes through the guessing limits.
    const admitted = await gate.admit(c, inviteCode);
    if ('refusal' in admitted) return admitted.refusal;
    const { child } = admitted;
    if (!mayPractise(child.parentPlan, scenario, now())) return accessRequired(c);
    const saved = await saveProgress(db, child.id, progress);
    if (saved) return answer(saved);
    // The child went while this save ran (the account was deleted at that moment): the answer a save
    // sent after the deletion gets.
    const after = await gate.admit(c, inviteCode);
    if ('refusal' in after) return after.refusal;
    throw new Error('the progress insert found no child that is still there');
  });
}
