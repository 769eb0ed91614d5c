import { usePageTitle } from '@/lib/page-title';
import { LegalDocument } from './legal-document';
import { PRIVACY_LAST_UPDATED, privacySections, privacySummary } from './privacy';

export function PrivacyPage() {
  usePageTitle('Privacy Policy');

  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      summary={privacySummary}
      sections={privacySections}
    />
  );
}
