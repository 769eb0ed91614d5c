import { usePageTitle } from '@/lib/page-title';
import { LegalDocument } from './content/legal-document';
import { COOKIES_LAST_UPDATED, cookiesSections, cookiesSummary } from './content/cookies';

export function Component() {
  usePageTitle('Cookie Policy');

  return (
    <LegalDocument
      title="Cookie Policy"
      lastUpdated={COOKIES_LAST_UPDATED}
      summary={cookiesSummary}
      sections={cookiesSections}
    />
  );
}
