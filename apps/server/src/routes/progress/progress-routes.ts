import { saveProgressRequestSchema } from '@callready/contract';
import { getScenario, isScenarioOpenToAge, redactJson } from '@callready/core';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Database } from '../../db';
import type { AppBindings } from '../../http/app-bindings';
import type { ChildGate } from '../../http/child-gate';
import { limitBody } from '../../http/json-body';
import { validate } from '../../http/validate';
import type { Auth } from '../../modules/auth/create-auth';
import { findAuthSession } from '../../modules/auth/find-auth-session';
import { mayPractise, needsFullAccess } from '../../modules/child-portal/child-access';
import {
  prepareProgressSaveOfChildWhere,
  saveProgress,
  type SavedProgress,
} from '../../modules/progress/progress';
import { Refusal } from '../../refusal';

// A call has at most a few dozen ratings; this leaves ample room and keeps rows small.
const MAX_BODY_BYTES = 64 * 1024;

export interface ProgressRouteDeps {
  auth: Auth;
  db: Database;
  gate: ChildGate;
  now?: () => Date;
  /** The words of the child's stored addresses, taken out of what the call saves (ADR 051). */
  addressWordsOf?: (childId: string) => Promise<string[]>;
}

/**
 * POST /api/child/progress (docs/product.md §7 insert_child_progress_authenticated). The child session (or
 * the invite code) decides whose progress it is: it writes only its own child's rows.
 */
export function progressRoutes({
  auth,
  db,
  gate,
  now = () => new Date(),
  addressWordsOf = () => Promise.resolve([]),
}: ProgressRouteDeps) {
  const saveForSessionChild = prepareProgressSaveOfChildWhere(
    db,
    gate.sessionChildCondition,
    'save_progress_of_session_child',
  );
  // A parent previewing the child pages must not leave results behind (docs/architecture.md §5.4),
  // whatever the body holds.
  const notPreview: MiddlewareHandler<AppBindings> = async (c, next) => {
    if (await findAuthSession(auth, c.req.raw.headers)) throw new Refusal('PREVIEW_MODE');
    await next();
  };
  const body = validate('json', saveProgressRequestSchema);
  return new Hono<AppBindings>().post('/progress', limitBody(MAX_BODY_BYTES), notPreview, body, async (c) => {
    const { inviteCode, scenarioType, scenarioId, ...entry } = c.req.valid('json');
    const scenario = getScenario(scenarioType, scenarioId);
    if (!scenario) throw new Refusal('UNKNOWN_SCENARIO');

    const entered = { ...entry, scenarioType: scenario.type, scenarioId: scenario.id };
    // A kept transcript holds the child's words, and a call that checked the child's own address has
    // feedback about it: neither is saved with the address in clear. A save with neither holds only
    // the engine's own lines, and stays one statement (ADR 030).
    const mayHoldAddress = entered.transcript != null || entered.saidOwnAddress != null;
    const withoutAddress = async (childId: string) => {
      if (!mayHoldAddress) return entered;
      const words = await addressWordsOf(childId);
      return {
        ...entered,
        responseRatings: redactJson(entered.responseRatings, words),
        ...(entered.transcript ? { transcript: redactJson(entered.transcript, words) } : {}),
      };
    };
    const answer = (saved: SavedProgress) => c.json({ id: saved.id }, saved.created ? 201 : 200);

    // The call screen's save: the session's child is checked by the insert itself (ADR 030). A 999
    // call also needs the parent's plan, and anything refused takes the full path below for its answer.
    const sessionChild = inviteCode === undefined ? gate.sessionChildValues(c) : undefined;
    const sessionChildId = sessionChild?.heldChildId;
    if (sessionChild && sessionChildId && !needsFullAccess(scenario)) {
      const saved = await saveForSessionChild(sessionChild, await withoutAddress(sessionChildId));
      if (saved) return answer(saved);
    }

    // A valid child session is never refused by a limit; a code alone goes through the guessing limits.
    const { child } = await gate.admit(c, inviteCode);
    if (!mayPractise(child.parentPlan, scenario, now())) throw new Refusal('ACCESS_REQUIRED');
    if (!isScenarioOpenToAge(scenario, child.age)) throw new Refusal('SCENARIO_TOO_YOUNG');
    const saved = await saveProgress(db, child.id, await withoutAddress(child.id));
    if (saved) return answer(saved);
    // The child went while this save ran (the account was deleted at that moment): the answer a save
    // sent after the deletion gets.
    await gate.admit(c, inviteCode);
    throw new Error('the progress insert found no child that is still there');
  });
}
