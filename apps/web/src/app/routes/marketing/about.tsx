import { AboutPage } from '@/features/marketing/about/about-page';

export function Component() {
  return <AboutPage />;
}
