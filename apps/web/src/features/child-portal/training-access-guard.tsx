import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { normalizeInviteCode } from '@callready/core';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { childDashboardPath } from '@/lib/child-portal/child-mode-rules';
import { isUnknownCodeError, useChildLookup } from '@/lib/child-portal/child-portal-lookups';
import { useStoredChildSession } from '@/lib/child-portal/use-child-session';
import { AccessRequiredScreen, type AccessNote } from './access-required-screen';
import { decidePageAccess, type CodeLookup } from './page-access';

function lookupStage(code: string | null, lookup: ReturnType<typeof useChildLookup>): CodeLookup {
  if (code === null) return 'idle';
  if (code === '') return 'unknown';
  if (lookup.isSuccess) return 'found';
  if (lookup.isError) return isUnknownCodeError(lookup.error) ? 'unknown' : 'failed';
  return 'pending';
}

/**
 * docs/product.md §4 "Guarded pages": shows `children` to a signed-in parent or a child with a verified code;
 * a spinner while that is being found out; otherwise the Access-required screen. Pages under
 * /child/{code}/ are vouched for by that code; an unusable one leads to its dashboard.
 */
export function TrainingAccessGuard({ children, note }: { children: ReactNode; note?: AccessNote }) {
  const { inviteCode: routeParam } = useParams();
  const { user, loading } = useAuth();
  const stored = useStoredChildSession();
  const routeCode = routeParam === undefined ? null : normalizeInviteCode(routeParam);
  const parentSignedIn = user !== null;
  const lookupCode = routeCode ?? (parentSignedIn ? null : (stored?.inviteCode ?? null));
  const lookup = useChildLookup(lookupCode);

  const access = decidePageAccess({
    routeCode,
    parentSignedIn,
    authLoading: loading,
    storedCode: stored?.inviteCode ?? null,
    lookup: lookupStage(lookupCode, lookup),
  });

  switch (access) {
    case 'loading':
      return <PageSpinner label="Checking your access…" />;
    case 'denied':
      return <AccessRequiredScreen note={note} />;
    case 'code-problem':
      return <Navigate to={childDashboardPath(routeCode ?? '')} replace />;
    case 'allowed':
      return children;
  }
}
