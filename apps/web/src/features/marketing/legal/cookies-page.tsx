import { usePageTitle } from '@/lib/page-title';
import { LegalDocument } from './legal-document';
import { COOKIES_LAST_UPDATED, cookiesSections, cookiesSummary } from './cookies';

export function CookiesPage() {
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
