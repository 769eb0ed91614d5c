import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '@/app/lazy-toaster';
import { AuthProvider } from '@/lib/auth/auth-context';
import { CountryProvider } from '@/lib/country-context';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CountryProvider>
          {children}
          <LazyToaster />
        </CountryProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
