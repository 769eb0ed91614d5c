import { TermsPage } from '@/features/marketing/legal/terms-page';

export function Component() {
  return <TermsPage />;
}
