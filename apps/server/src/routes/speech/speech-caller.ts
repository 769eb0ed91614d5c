// Who may use the speech endpoints: a signed-in parent (who may preview the child pages) or a
// child (a child session, or an active invite code). Everyone else is refused. The caller's
// identity decides whose turn it is in the speech queues; whose words a request may carry is a
// separate question, answered for the privacy rule (ADR 043): by the child, not by who else is
// signed in on the device.
import type { Context } from 'hono';
import type { AppBindings } from '../../http/app-bindings';
import type { Auth } from '../../modules/auth/create-auth';
import { findAuthSession } from '../../modules/auth/find-auth-session';
import { clientLimitKey } from '../../modules/rate-limit/service-limits';
import type { ChildGate } from '../../http/child-gate';
import { Refusal } from '../../refusal';

export interface SpeechCaller {
  /** The caller's identity in the queues and limits ('parent:…', 'child:…'). */
  id: string;
  /** The child the request names (child session or invite code), whose words it may carry. */
  childId?: string;
  /** A signed-in parent beside it: a preview or a family device may carry any of their children's words. */
  parentId?: string;
}

/**
 * The caller; refuses anyone who is neither a parent nor a child (NOT_AUTHENTICATED) and a refused
 * code. A parent with a code that does not admit is still a parent (a preview with a stale code).
 */
export async function identifySpeechCaller(
  c: Context<AppBindings>,
  { auth, gate }: { auth: Auth; gate: ChildGate },
  inviteCode: string | undefined,
): Promise<SpeechCaller> {
  const session = await findAuthSession(auth, c.req.raw.headers);
  const parentId = session?.user.id;
  const childId = await namedChild(c, gate, inviteCode, parentId !== undefined);
  if (parentId) return { id: `parent:${parentId}`, parentId, ...(childId ? { childId } : {}) };
  if (!childId) throw new Refusal('NOT_AUTHENTICATED');
  return { id: `child:${childId}`, childId };
}

async function namedChild(
  c: Context<AppBindings>,
  gate: ChildGate,
  inviteCode: string | undefined,
  parentSignedIn: boolean,
): Promise<string | undefined> {
  const sessionChild = await gate.sessionChild(c);
  if (!inviteCode) return sessionChild?.id;
  try {
    return (await gate.admit(c, inviteCode)).child.id;
  } catch (error) {
    // A parent is let in without a code; the privacy rule then counts every child of theirs.
    if (parentSignedIn && error instanceof Refusal) return sessionChild?.id;
    throw error;
  }
}

/** Who a request is counted as before it is known who is calling: its client address. */
export const anonymousCaller = (c: Context<AppBindings>) =>
  `client:${clientLimitKey(c.get('clientAddress'))}`;
