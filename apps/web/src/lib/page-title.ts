import { useEffect } from 'react';
// Relative import: the unit-test runner does not know the '@' alias.
import { SITE_NAME } from '../config/site';

const HOME_TITLE = `${SITE_NAME} · Emergency call practice for children`;

/** 'Pricing' → 'Pricing · CallReady'; no page title means the home page's title. */
export function formatPageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : HOME_TITLE;
}

/** Sets the browser tab's title while the page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
