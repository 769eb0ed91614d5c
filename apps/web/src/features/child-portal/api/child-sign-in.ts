// The child's sign-in with their invite code (ADR 048): a write, kept apart from the dashboard's
// reads so the dashboard's first view does not load the write hook.
import type { ChildLookup } from '@callready/contract';
import { startServerChildSession } from '@/lib/child-portal/child-session';
import { useWrite } from '@/lib/use-write';

/**
 * Hands the answer to the dashboard's look-ups, so the dashboard does not ask again. They load
 * here rather than with the login page, which needs none; if they cannot load, the dashboard asks.
 */
async function primeChildProfile(code: string, child: ChildLookup) {
  try {
    const { childLookups } = await import('@/lib/child-portal/child-portal-lookups');
    childLookups(code).profile.set(child);
  } catch {
    // The dashboard loads the same module and looks the child up itself.
  }
}

export type ChildSignIn = { code: string; captchaToken?: string };

async function signInChild({ code, captchaToken }: ChildSignIn): Promise<ChildLookup> {
  const child = await startServerChildSession(code, captchaToken);
  await primeChildProfile(code, child);
  return child;
}

/** The server answers the child and starts the child session (an HttpOnly cookie). */
export function useSignInChild() {
  return useWrite({ write: signInChild });
}
