import { useQuery } from '@tanstack/react-query';
import { accountQueryKey } from '@/lib/auth/account-query-key';
import { useAuth } from '@/lib/auth/auth-context';
import { fetchSubscription } from './billing-api';

/** The parent's subscription as the billing page and the dashboard read it (refresh: ask the provider). */
export function useSubscription(refresh: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: accountQueryKey(user?.id ?? '', 'billing', refresh ? 'refresh' : 'stored'),
    queryFn: ({ signal }) => fetchSubscription(refresh, signal),
    enabled: Boolean(user),
    retry: 1,
  });
}
