import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
