import type { ReactNode } from 'react';
import { LazyToaster } from '@/app/lazy-toaster';
import { AuthProvider } from '@/lib/auth/auth-context';
import { CountryProvider } from '@/lib/country-context';

// No query cache here: the pages that use one bring it (lib/query-client.tsx, ADR 029).
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <CountryProvider>
        {children}
        <LazyToaster />
      </CountryProvider>
    </AuthProvider>
  );
}
