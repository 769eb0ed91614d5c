// Runs one staff change and reports it: the spec's failure wording, with the server's reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { adminQueryKeys } from './admin-api';

export function useStaffAction<Input>(
  run: (input: Input) => Promise<unknown>,
  { success, failure }: { success: (input: Input) => string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_answer, input) => {
      toast.success(success(input));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error) => {
      const reason =
        error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : undefined;
      toast.error(failure, { description: reason });
    },
  });
}
