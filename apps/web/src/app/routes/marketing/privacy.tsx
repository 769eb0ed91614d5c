import { PrivacyPage } from '@/features/marketing/legal/privacy-page';

export function Component() {
  return <PrivacyPage />;
}
