import { NotFoundPage } from '@/features/marketing/not-found/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
