// The query cache of the pages that list, edit and report (the parent's dashboard, billing,
// reports, the child's training, the back office). Their route modules wrap the page in
// <QueryProvider>, so TanStack Query loads with them and never with the shell every page shares,
// whose session and account are plain shared answers (ADR 029). One client serves them all, so
// its cache lives on from page to page.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ACCOUNT_QUERY_ROOT, belongsToOtherAccount } from '@/lib/auth/account-query-key';
import { connectAccountQueries, sessionValue, signedInUserId } from '@/lib/auth/session-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

connectAccountQueries({
  cancel: () => queryClient.cancelQueries({ queryKey: [ACCOUNT_QUERY_ROOT] }),
  invalidate: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_ROOT] }),
});

// Whenever the signed-in parent changes (sign-out, another parent signing in), every other
// parent's data leaves the cache.
if (typeof window !== 'undefined') {
  sessionValue.subscribe(() => {
    if (sessionValue.getSnapshot().pending) return;
    const userId = signedInUserId();
    queryClient.removeQueries({ predicate: (query) => belongsToOtherAccount(query.queryKey, userId) });
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
