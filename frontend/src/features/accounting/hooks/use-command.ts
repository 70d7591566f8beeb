import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { uuid } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import type { CommandAnswer } from '@/lib/api-client';

/**
 * One command from a sheet (as the subscription screens do): on success its toast and the sheet
 * closed; on a refusal the server's Spanish words in the sheet, left open. One Idempotency-Key per
 * sheet: sending again what was refused or cut off is the same command, not a second expense.
 */
export function useCommand<V extends { key: string }>(
  mutation: UseMutationResult<CommandAnswer, Error, V>,
  { done, onClose }: { done: string; onClose: () => void },
) {
  const [key] = useState(uuid);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = (variables: Omit<V, 'key'>) => {
    setRefusal(null);
    mutation.mutate({ ...variables, key } as V, {
      onSuccess: () => {
        toast.success(done);
        onClose();
      },
      onError: (error) => setRefusal(error.message),
    });
  };
  return { run, refusal, pending: mutation.isPending, fail: (message: string) => setRefusal(message) };
}
