// The child portal's look-ups by invite code (GET /api/child/:code, …/progress, …/access, and the
// session child's home summary GET /api/child/home), shared by the child dashboard, the scenario
// pages, the call's lock screen, learn my address and voice practice. Each is a shared answer per code
// rather than a query: the child's pages then load without the query cache (ADR 032), with the
// cache's rules they relied on (fresh for 30 seconds, one retry of a lost connection, a saved
// result refreshes all of one child's answers).
import { useEffect } from 'react';
import type { ZodType } from 'zod';
import {
  childAccessPath,
  childLookupPath,
  childProgressPath,
  CHILD_HOME_PATH,
  INVALID_INVITE_CODE_MESSAGE,
  type ChildAccess,
  type ChildHomeSummary,
  type ChildLookup,
  type ChildProgressRecord,
} from '@callready/contract';
import { DEFAULT_ACCESS, isWellFormedInviteCode } from '@callready/core';
import { ApiError, apiRequest } from '../api-client';
import { clearChildSession, storeChildSession, type StoredChild } from './child-session';
import { createRemoteValue, useRemoteRead, type RemoteRead, type RemoteValue } from '../remote-value';
import { useStoredChildSession } from './use-child-session';

// The answers' schemas (and zod) load with the first look-up, not with the child's first screen.
const childPortalSchemas = () => import('@/lib/child-portal/child-portal-schemas');
type ChildPortalSchemas = Awaited<ReturnType<typeof childPortalSchemas>>;

/**
 * Asks the server while the schemas load, then checks the answer: on a first visit the schema
 * code and the answer arrive together instead of one after the other.
 */
async function checkedRequest<T>(
  path: string,
  schema: (schemas: ChildPortalSchemas) => ZodType<T>,
  signal: AbortSignal,
  timeoutMs?: number,
): Promise<T> {
  const schemas = childPortalSchemas();
  // A failed request is the error to report; the schemas' own failure is reported when awaited.
  schemas.catch(() => undefined);
  const answer = await apiRequest(path, { signal, timeoutMs });
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

export function fetchChildProfile(inviteCode: string, signal: AbortSignal): Promise<ChildLookup> {
  // No code was ever issued in another shape: answer as the server would, without asking it.
  if (!isWellFormedInviteCode(inviteCode)) {
    return Promise.reject(new ApiError(404, INVALID_INVITE_CODE_MESSAGE, 'INVALID_CODE'));
  }
  return checkedRequest(childLookupPath(inviteCode), (schemas) => schemas.childLookupSchema, signal);
}

async function fetchChildProgress(inviteCode: string, signal: AbortSignal): Promise<ChildProgressRecord[]> {
  const answer = await checkedRequest(
    childProgressPath(inviteCode),
    (schemas) => schemas.childProgressResponseSchema,
    signal,
  );
  return answer.records;
}

function fetchChildAccess(inviteCode: string, signal: AbortSignal): Promise<ChildAccess> {
  return checkedRequest(childAccessPath(inviteCode), (schemas) => schemas.childAccessSchema, signal);
}

/**
 * The session child's home summary (whether a parent stored an address, the family's phone, the
 * address learned so far). It holds no address, only what the child's pages show of it.
 */
const HOME_TIMEOUT_MS = 8000;

function fetchChildHome(signal: AbortSignal): Promise<ChildHomeSummary> {
  // The call's lock screen waits on it: a server that does not answer must not hold the call up.
  return checkedRequest(
    CHILD_HOME_PATH,
    (schemas) => schemas.childHomeSummarySchema,
    signal,
    HOME_TIMEOUT_MS,
  );
}

/** An answer is read again when a page next shows it after this long. */
const FRESH_MS = 30_000;

export type ChildLookups = {
  profile: RemoteValue<ChildLookup>;
  progress: RemoteValue<ChildProgressRecord[]>;
  access: RemoteValue<ChildAccess>;
  /** Read again whenever a page starts showing it: a parent may have changed the address meanwhile. */
  home: RemoteValue<ChildHomeSummary>;
};

const lookupsByCode = new Map<string, ChildLookups>();

/** One child's answers, shared by every page that shows them. */
export function childLookups(inviteCode: string): ChildLookups {
  let lookups = lookupsByCode.get(inviteCode);
  if (!lookups) {
    const options = { retry: retryUnlessRefused, staleMs: FRESH_MS };
    lookups = {
      profile: createRemoteValue((signal) => fetchChildProfile(inviteCode, signal), options),
      progress: createRemoteValue((signal) => fetchChildProgress(inviteCode, signal), options),
      access: createRemoteValue((signal) => fetchChildAccess(inviteCode, signal), options),
      home: createRemoteValue(fetchChildHome, { ...options, staleMs: 0 }),
    };
    lookupsByCode.set(inviteCode, lookups);
  }
  return lookups;
}

/** After a saved result or removed history: the child's pages show the new figures. */
export function refreshChildLookups(inviteCode?: string) {
  const all = inviteCode === undefined ? [...lookupsByCode.values()] : [lookupsByCode.get(inviteCode)];
  for (const lookups of all) {
    if (!lookups) continue;
    lookups.profile.invalidate();
    lookups.progress.invalidate();
    lookups.access.invalidate();
    lookups.home.invalidate();
  }
}

/** What a page reads of one answer, worded as the pages used to read their queries. */
export type ChildLookupState<T> = RemoteRead<T>;

/** The answer `pick` chooses for `inviteCode`; `null` (or an empty code) looks nothing up. */
export function useChildLookupValue<T>(
  inviteCode: string | null,
  pick: (lookups: ChildLookups) => RemoteValue<T>,
): ChildLookupState<T> {
  return useRemoteRead(inviteCode ? pick(childLookups(inviteCode)) : null);
}

/** What a failed access look-up counts as (docs/product.md §4): the free plan, so emergency practice stays locked. */
export const FALLBACK_CHILD_ACCESS: ChildAccess = { ...DEFAULT_ACCESS, fullAccess: false };

function sameChild(a: ChildLookup, b: StoredChild): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.age === b.age &&
    a.countryCode === b.countryCode &&
    (a.adviceLineNumber ?? null) === (b.adviceLineNumber ?? null) &&
    a.operatorVoice === b.operatorVoice
  );
}

/**
 * Looks a child up by code and keeps the stored session in step with the answer: a valid code
 * becomes (or refreshes) the stored session, so a child can open their link directly; an unknown
 * code that is the stored one clears the session (docs/product.md §4). `null` looks nothing up.
 */
export function useChildLookup(inviteCode: string | null) {
  const stored = useStoredChildSession();
  const lookup = useChildLookupValue(inviteCode, (lookups) => lookups.profile);
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
