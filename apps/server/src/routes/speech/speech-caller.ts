// Who may use the speech endpoints: a signed-in parent (who may preview the child pages) or a
// child (a child session, or an active invite code). Everyone else is refused. The caller's
// identity also decides whose turn it is in the speech queues.
import type { Context } from 'hono';
import type { AppBindings } from '../../http/app-bindings';
import type { Auth } from '../../modules/auth/create-auth';
import { findAuthSession } from '../../modules/auth/find-auth-session';
import { clientLimitKey } from '../../modules/rate-limit/service-limits';
import type { ChildGate } from '../../http/child-gate';
import { Refusal } from '../../refusal';

/** The caller's identity ('parent:…', 'child:…'); refuses anyone who is neither (NOT_AUTHENTICATED) and a refused code. */
export async function identifySpeechCaller(
  c: Context<AppBindings>,
  { auth, gate }: { auth: Auth; gate: ChildGate },
  inviteCode: string | undefined,
): Promise<string> {
  const session = await findAuthSession(auth, c.req.raw.headers);
  if (session) return `parent:${session.user.id}`;
  if (!inviteCode) {
    const child = await gate.sessionChild(c);
    if (child) return `child:${child.id}`;
    throw new Refusal('NOT_AUTHENTICATED');
  }
  const admitted = await gate.admit(c, inviteCode);
  return `child:${admitted.child.id}`;
}

/** Who a request is counted as before it is known who is calling: its client address. */
export const anonymousCaller = (c: Context<AppBindings>) =>
  `client:${clientLimitKey(c.get('clientAddress'))}`;
