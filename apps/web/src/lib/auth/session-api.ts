// The parent's Better Auth session, read with one plain request (GET /api/auth/get-session answers
// the session and user, or null when nobody is signed in). Signing in, up and out goes through
// Better Auth's client, which only the account screens load.
import type { AuthSession } from '@/lib/auth/auth-client';
import { apiRequest } from '@/lib/api-client';

export const AUTH_SESSION_PATH = '/api/auth/get-session';

export async function fetchAuthSession(signal?: AbortSignal): Promise<AuthSession | null> {
  const answer = await apiRequest<AuthSession | null>(AUTH_SESSION_PATH, { signal, timeoutMs: 15_000 });
  return answer && typeof answer === 'object' && 'session' in answer && 'user' in answer ? answer : null;
}
