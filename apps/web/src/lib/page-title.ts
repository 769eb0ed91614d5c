import { useEffect } from 'react';
// Relative import: the unit-test runner does not know the '@' alias.
import { SITE_NAME } from '../config/site';

const HOME_TITLE = `${SITE_NAME} · Emergency call practice for children`;

/** 'Pricing' → 'Pricing · CallReady'; no page title means the home page's title. */
export function formatPageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : HOME_TITLE;
}

// While a page is prerendered at build (no document, no effects), the title it asks for is kept
// here for the build to write into the page's <title>.
let prerenderedTitle: string | undefined;

function notePrerenderedTitle(title: string) {
  prerenderedTitle = title;
}

/** The title the last prerendered page asked for (the home page's when none), and forgets it. */
export function takePrerenderedTitle(): string {
  const title = prerenderedTitle ?? formatPageTitle();
  prerenderedTitle = undefined;
  return title;
}

/** Sets the browser tab's title while the page is shown. */
export function usePageTitle(title?: string): void {
  if (typeof document === 'undefined') notePrerenderedTitle(formatPageTitle(title));
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
