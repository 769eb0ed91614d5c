import { useParams } from 'react-router';
import { normalizeInviteCode } from '@callready/core';
import { useChildLookupValue } from './child-portal-lookups';
import type { StoredChild } from './child-session';
import { useStoredChildSession } from './use-child-session';

export interface TrainingChild {
  /** The code whose training this is, or null for a parent browsing without a preview. */
  inviteCode: string | null;
  child: StoredChild | null;
  /** The page is under /child/{inviteCode}/, so its links stay there. */
  inChildPath: boolean;
}

/**
 * Whose training a scenario or voice-practice page shows: the child named in the path, else the
 * stored child (a child session or a parent's preview), else nobody.
 */
export function useTrainingChild(): TrainingChild {
  const { inviteCode: routeParam } = useParams();
  const stored = useStoredChildSession();
  const routeCode = routeParam === undefined ? null : normalizeInviteCode(routeParam);
  const lookup = useChildLookupValue(routeCode, (lookups) => lookups.profile);

  if (routeCode !== null) {
    const child = lookup.data ?? (stored?.inviteCode === routeCode ? stored.child : null);
    return { inviteCode: routeCode, child, inChildPath: true };
  }
  return { inviteCode: stored?.inviteCode ?? null, child: stored?.child ?? null, inChildPath: false };
}
