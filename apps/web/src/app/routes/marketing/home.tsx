import { HomePage } from '@/features/marketing/home/home-page';

export function Component() {
  return <HomePage />;
}
