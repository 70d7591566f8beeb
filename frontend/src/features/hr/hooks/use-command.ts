import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { uuid } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import type { CommandAnswer } from '@/lib/api-client';

/**
 * One command from a sheet: on success its toast and `onDone` (the sheet closed); on a refusal the
 * server's Spanish words in the sheet, left open. One Idempotency-Key per sheet: sending again what
 * was refused or cut off is the same command, not a second hire.
 */
export function useCommand<V extends { key: string }>(
  mutation: UseMutationResult<CommandAnswer, Error, V>,
  { done, onDone }: { done: string; onDone?: (answer: CommandAnswer) => void },
) {
  const [key, setKey] = useState(uuid);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = (variables: Omit<V, 'key'>) => {
    setRefusal(null);
    mutation.mutate({ ...variables, key } as V, {
      onSuccess: (answer) => {
        toast.success(done);
        setKey(uuid()); // a sheet that stays open sends its next command as a new one
        onDone?.(answer);
      },
      onError: (error) => setRefusal(error.message),
    });
  };
  return { run, refusal, pending: mutation.isPending, fail: (message: string) => setRefusal(message) };
}
