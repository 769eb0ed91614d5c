// Pages prerendered at build (docs/architecture.md §8): the browser's first render of such a page must
// match the HTML the build wrote, which knew nothing of this browser's storage or session. So what
// depends on them is applied in a second render, right after hydration and before the first paint.
import { useSyncExternalStore } from 'react';

let prerendered = false;

/** Called once by the entry before it hydrates prerendered HTML. */
export function markPrerenderedPage() {
  prerendered = true;
}

/** True when this page's first render has to match HTML written by the build (and while prerendering). */
export function isPrerenderedPage(): boolean {
  return prerendered || typeof window === 'undefined';
}

const noSubscription = () => () => undefined;

/** False while prerendering and during hydration, true in every render after (and in every client-only render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
