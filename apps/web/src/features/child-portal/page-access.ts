// docs/product.md §4 "Guarded pages": scenario pages and voice practice need a parent session or a verified
// child code. Pages under /child/{code}/ are verified by the code in their path.
import type { TrialOffer } from '@/lib/trial-offer';

/** Where the look-up of the code that vouches for the visitor stands. */
export type CodeLookup = 'idle' | 'pending' | 'found' | 'unknown' | 'failed';

export interface PageAccessInput {
  /** The code in the path (/child/{code}/…), or null on the public form of the page. */
  routeCode: string | null;
  parentSignedIn: boolean;
  authLoading: boolean;
  storedCode: string | null;
  /** The look-up of routeCode, or else of the stored code. */
  lookup: CodeLookup;
}

/**
 * - `loading`: show a spinner.
 * - `allowed`: show the page.
 * - `denied`: show the Access-required screen.
 * - `code-problem`: the code in the path is not usable; its dashboard explains why.
 */
export type PageAccess = 'loading' | 'allowed' | 'denied' | 'code-problem';

export function decidePageAccess(input: PageAccessInput): PageAccess {
  const { routeCode, parentSignedIn, authLoading, storedCode, lookup } = input;

  if (routeCode !== null) {
    if (lookup === 'idle' || lookup === 'pending') return 'loading';
    if (lookup === 'found') return 'allowed';
    // A code checked earlier in this session stays good through a lost connection or a busy server.
    if (lookup === 'failed' && storedCode === routeCode) return 'allowed';
    return 'code-problem';
  }

  if (parentSignedIn) return 'allowed';
  if (authLoading) return 'loading';
  if (storedCode === null) return 'denied';
  if (lookup === 'idle' || lookup === 'pending') return 'loading';
  return lookup === 'unknown' ? 'denied' : 'allowed';
}

/** docs/product.md §2: what a visitor on the scenario pages is told, under the Access-required screen. */
export const VISITOR_SCENARIO_NOTE = (offer: TrialOffer) => offer.visitorNote;
