import { usePageTitle } from '@/lib/page-title';
import { LegalDocument } from './legal-document';
import { TERMS_LAST_UPDATED, termsSections, termsSummary } from './terms';

export function TermsPage() {
  usePageTitle('Terms of Service');

  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      summary={termsSummary}
      sections={termsSections}
    />
  );
}
