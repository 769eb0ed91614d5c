import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@callready/contract';

const signOut = vi.fn(async () => ({ error: null as { message?: string } | null }));
vi.mock('@/lib/auth/auth-client', () => ({ authClient: { signOut } }));

const me: MeResponse = {
  user: { id: 'user-1', email: 'alex@example.com', name: 'Alex Morgan', emailVerified: true },
  profile: {
    fullName: 'Alex Morgan',
    email: 'alex@example.com',
    countryCode: 'uk',
    createdAt: '2026-01-01',
  },
  subscription: {
    subscribed: true,
    subscriptionTier: 'premium',
    subscriptionEnd: null,
    isCanceled: false,
    pendingChange: null,
  },
  roles: { isAdmin: false, isSupport: false },
};
const session = {
  session: { id: 'session-1', userId: 'user-1', expiresAt: '2027-01-01', token: 't' },
  user: { id: 'user-1', email: 'alex@example.com', name: 'Alex Morgan', emailVerified: true },
};

/** What the server says: whether the parent is signed in, and the requests it was asked. */
const server = { signedIn: false, requests: [] as string[] };

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  vi.resetModules();
  server.signedIn = false;
  server.requests = [];
  signOut.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      server.requests.push(path);
      if (path === '/api/auth/get-session') return answer(server.signedIn ? session : null);
      if (path === '/api/me') return server.signedIn ? answer(me) : answer({ error: 'Sign in' }, 401);
      return answer({ error: 'Not found' }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderAuth() {
  const { AuthProvider, useAuth } = await import('@/lib/auth/auth-context');
  let auth!: ReturnType<typeof useAuth>;
  function Probe() {
    auth = useAuth();
    return (
      <p>
        {auth.loading ? 'loading' : (auth.user?.email ?? 'signed out')} {auth.subscriptionTier}
      </p>
    );
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return () => auth;
}

describe('AuthProvider', () => {
  it('reads the session with one request, then the account of the signed-in parent', async () => {
    server.signedIn = true;
    await renderAuth();
    expect(screen.getByText(/loading/)).toBeInTheDocument();
    await screen.findByText('alex@example.com premium');
    expect(server.requests).toEqual(['/api/auth/get-session', '/api/me']);
  });

  it('shows a visitor as signed out on the free plan without asking for an account', async () => {
    await renderAuth();
    await screen.findByText('signed out free');
    expect(server.requests).toEqual(['/api/auth/get-session']);
  });

  it('shows the parent at once after signing in and refreshing', async () => {
    const auth = await renderAuth();
    await screen.findByText('signed out free');
    server.signedIn = true;
    await act(() => auth().refresh());
    expect(screen.getByText('alex@example.com premium')).toBeInTheDocument();
  });

  it('signs out at once, and drops the parent’s data from the query cache', async () => {
    server.signedIn = true;
    const auth = await renderAuth();
    await screen.findByText('alex@example.com premium');
    const { queryClient } = await import('@/lib/query-client');
    const { accountQueryKey } = await import('@/lib/auth/account-query-key');
    queryClient.setQueryData(accountQueryKey('user-1', 'children'), ['Sam']);
    queryClient.setQueryData(['billing-config'], { trialDays: 0 });

    server.signedIn = false;
    await act(() => auth().signOut());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText('signed out free')).toBeInTheDocument();
    expect(queryClient.getQueryData(accountQueryKey('user-1', 'children'))).toBeUndefined();
    expect(queryClient.getQueryData(['billing-config'])).toEqual({ trialDays: 0 });
  });

  it('stays signed in when the server could not be told', async () => {
    server.signedIn = true;
    const auth = await renderAuth();
    await screen.findByText('alex@example.com premium');
    signOut.mockResolvedValueOnce({ error: { message: 'Offline' } });
    await act(() => expect(auth().signOut()).rejects.toThrow('Offline'));
    await waitFor(() => expect(screen.getByText('alex@example.com premium')).toBeInTheDocument());
  });
});
