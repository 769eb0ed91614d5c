// The child portal's look-ups by invite code (GET /api/child/:code, …/progress, …/access), shared by
// the child dashboard, the scenario pages and voice practice. Every key starts with
// ['child', inviteCode], so a saved result refreshes all of one child's data at once.
import { useEffect } from 'react';
import type { ZodType } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  childAccessPath,
  childLookupPath,
  childProgressPath,
  INVALID_INVITE_CODE_MESSAGE,
  type ChildAccess,
  type ChildLookup,
} from '@callready/contract';
import { DEFAULT_ACCESS, isWellFormedInviteCode } from '@callready/core';
import { ApiError, apiRequest } from './api-client';
import { clearChildSession, storeChildSession } from './child-session';
import { childQueryKeys } from './child-query-keys';
import { useStoredChildSession } from './use-child-session';

export { childQueryKeys } from './child-query-keys';

// The answers' schemas (and zod) load with the first look-up, not with the child's first screen.
const childPortalSchemas = () => import('@/lib/child-portal-schemas');
type ChildPortalSchemas = Awaited<ReturnType<typeof childPortalSchemas>>;

/**
 * Asks the server while the schemas load, then checks the answer: on a first visit the schema
 * code and the answer arrive together instead of one after the other.
 */
async function checkedRequest<T>(
  path: string,
  schema: (schemas: ChildPortalSchemas) => ZodType<T>,
  signal: AbortSignal,
): Promise<T> {
  const schemas = childPortalSchemas();
  // A failed request is the error to report; the schemas' own failure is reported when awaited.
  schemas.catch(() => undefined);
  const answer = await apiRequest(path, { signal });
  return schema(await schemas).parse(answer);
}

/** 404 (unknown code) and 429 (too many guesses) will not change on a retry; a lost connection may. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** True when the server said the code belongs to no active child. */
export function isUnknownCodeError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export const childProfileQuery = (inviteCode: string) =>
  queryOptions({
    queryKey: childQueryKeys.profile(inviteCode),
    queryFn: async ({ signal }) => {
      // No code was ever issued in another shape: answer as the server would, without asking it.
      if (!isWellFormedInviteCode(inviteCode)) {
        throw new ApiError(404, INVALID_INVITE_CODE_MESSAGE, 'INVALID_CODE');
      }
      return checkedRequest(childLookupPath(inviteCode), (schemas) => schemas.childLookupSchema, signal);
    },
    retry: retryUnlessRefused,
  });

export const childProgressQuery = (inviteCode: string) =>
  queryOptions({
    queryKey: childQueryKeys.progress(inviteCode),
    queryFn: async ({ signal }) => {
      const answer = await checkedRequest(
        childProgressPath(inviteCode),
        (schemas) => schemas.childProgressResponseSchema,
        signal,
      );
      return answer.records;
    },
    retry: retryUnlessRefused,
  });

export const childAccessQuery = (inviteCode: string) =>
  queryOptions({
    queryKey: childQueryKeys.access(inviteCode),
    queryFn: async ({ signal }) => {
      return checkedRequest(childAccessPath(inviteCode), (schemas) => schemas.childAccessSchema, signal);
    },
    retry: retryUnlessRefused,
  });

/** What a failed access look-up counts as (docs/product.md §4): the free plan, so emergency practice stays locked. */
export const FALLBACK_CHILD_ACCESS: ChildAccess = { ...DEFAULT_ACCESS, full_access: false };

function sameChild(
  a: ChildLookup,
  b: { id: string; name: string; age: number; country_code: string; advice_line_number?: string | null },
): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.age === b.age &&
    a.country_code === b.country_code &&
    (a.advice_line_number ?? null) === (b.advice_line_number ?? null)
  );
}

/**
 * Looks a child up by code and keeps the stored session in step with the answer: a valid code
 * becomes (or refreshes) the stored session, so a child can open their link directly; an unknown
 * code that is the stored one clears the session (docs/product.md §4). `null` looks nothing up.
 */
export function useChildLookup(inviteCode: string | null) {
  const stored = useStoredChildSession();
  const lookup = useQuery({
    ...childProfileQuery(inviteCode ?? ''),
    enabled: inviteCode !== null && inviteCode !== '',
  });
  const child = lookup.data;
  const unknownCode = isUnknownCodeError(lookup.error);

  useEffect(() => {
    if (!inviteCode || !child) return;
    if (stored?.inviteCode === inviteCode && sameChild(child, stored.child)) return;
    storeChildSession(inviteCode, child);
  }, [child, inviteCode, stored]);

  useEffect(() => {
    if (unknownCode && inviteCode && stored?.inviteCode === inviteCode) clearChildSession();
  }, [inviteCode, stored?.inviteCode, unknownCode]);

  return lookup;
}
