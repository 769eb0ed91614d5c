import { AuthPage } from '@/features/auth/auth-page';

// The page reads and writes without the query cache (ADR 048), so TanStack Query does not load with it.
export function Component() {
  return <AuthPage />;
}
