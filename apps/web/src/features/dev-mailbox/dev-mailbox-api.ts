// The development outbox's one api module (ADR 048): the e-mail the server kept instead of sending
// (GET /api/dev/mailbox), newest first and read again every few seconds, and emptying it (DELETE).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEV_MAILBOX_PATH, devMailboxResponseSchema } from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { sortNewestFirst } from './mailbox-messages';

const MAILBOX_QUERY_KEY = ['dev-mailbox'] as const;
const TIMEOUT_MS = 10_000;

export function useMailbox() {
  return useQuery({
    queryKey: MAILBOX_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest(DEV_MAILBOX_PATH, { schema: devMailboxResponseSchema, signal, timeoutMs: TIMEOUT_MS }),
    select: (data) => sortNewestFirst(data.messages),
    // New mail appears on its own while someone waits for a link.
    refetchInterval: 5_000,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useClearMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(DEV_MAILBOX_PATH, { method: 'DELETE', timeoutMs: TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAILBOX_QUERY_KEY }),
  });
}
