// Pages prerendered at build (docs/architecture.md §8): the browser's first render of such a page must
// match the HTML the build wrote, which knew nothing of this browser's storage or session. So what
// depends on them is applied in a second render, right after hydration and before the first paint.
import { useEffect, useSyncExternalStore, type RefObject } from 'react';

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

/**
 * A prerendered page's fields take typing before its code has run (the code loads after the first
 * paint, ADR 025). Hydration leaves that text on screen but not in the component's state, so right
 * after hydration it is handed to `adopt`: what the visitor sees is what the form sends.
 */
export function useTextTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  initial: string,
  adopt: (typed: string) => void,
) {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== initial) adopt(typed);
    // Once, on the first commit: from then on the field is React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
