import { CookiesPage } from '@/features/marketing/legal/cookies-page';

export function Component() {
  return <CookiesPage />;
}
