// docs/product.md §4/§6 child mode, as pure rules: who counts as a child in a session, where such a child
// may go, and what the site shows them.
import type { StoredChild } from './child-session';
import { paths } from '@/lib/paths';

export interface StoredChildSession {
  inviteCode: string;
  child: StoredChild;
}

export interface ChildMode {
  /** A stored code and child data, and no parent signed in: the site is the child's portal. */
  isChildSession: boolean;
  /** A parent signed in with child data stored: the parent sees what the child sees. */
  isPreview: boolean;
  /** The stored invite code, whoever is looking at it. */
  inviteCode: string | null;
  child: StoredChild | null;
}

export function childModeFrom(stored: StoredChildSession | null, parentSignedIn: boolean): ChildMode {
  return {
    isChildSession: stored !== null && !parentSignedIn,
    isPreview: stored !== null && parentSignedIn,
    inviteCode: stored?.inviteCode ?? null,
    child: stored?.child ?? null,
  };
}

/** The child's dashboard, the place a child in a session is sent back to. */
export function childDashboardPath(inviteCode: string): string {
  return paths.child(inviteCode).dashboard;
}

const CHILD_ALLOWED_PAGES: readonly string[] = [
  paths.childLogin,
  paths.emergencyGuide,
  paths.emergencySafety,
  paths.voicePractice,
];

/** docs/product.md §4: the only pages a child in a session may open. */
export function isChildAllowedPath(pathname: string): boolean {
  if (pathname.startsWith('/child/')) return true;
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CHILD_ALLOWED_PAGES.includes(withoutTrailingSlash);
}

/**
 * Where a child in a session must go instead of `pathname`, or null to stay. `session` is the
 * child session, or null when there is none (no code stored, or a parent is signed in).
 */
export function childRedirectTarget(
  pathname: string,
  session: { inviteCode: string | null } | null,
): string | null {
  const inviteCode = session?.inviteCode;
  if (!inviteCode) return null;
  return isChildAllowedPath(pathname) ? null : childDashboardPath(inviteCode);
}
