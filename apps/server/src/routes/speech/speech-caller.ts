// Who may use the speech endpoints: a signed-in parent (who may preview the child pages) or a
// child with an active invite code. Everyone else is refused.
import { NOT_AUTHENTICATED } from '../../http/require-session';
import type { Context } from 'hono';
import type { AppBindings } from '../../http/app-bindings';
import type { Auth } from '../../modules/auth/create-auth';
import type { ChildCodeResolver } from '../../modules/child-portal/find-child-by-code';
import { invalidCode, rateLimited } from '../child-portal/child-code-replies';

/** undefined when the caller may go ahead, else the refusal to send. */
export async function refuseUnlessAllowed(
  c: Context<AppBindings>,
  { auth, resolveCode }: { auth: Auth; resolveCode: ChildCodeResolver },
  inviteCode: string | undefined,
): Promise<Response | undefined> {
  if (await auth.api.getSession({ headers: c.req.raw.headers })) return undefined;
  if (!inviteCode) return c.json({ error: NOT_AUTHENTICATED }, 401);
  const resolution = await resolveCode(inviteCode, c.get('clientAddress'));
  if (resolution.kind === 'limited') return rateLimited(c, resolution.retryAfterSeconds);
  if (resolution.kind === 'invalid') return invalidCode(c);
  return undefined;
}
