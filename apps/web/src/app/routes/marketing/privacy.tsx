import { usePageTitle } from '@/lib/page-title';
import { LegalDocument } from './content/legal-document';
import { PRIVACY_LAST_UPDATED, privacySections, privacySummary } from './content/privacy';

export function Component() {
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
