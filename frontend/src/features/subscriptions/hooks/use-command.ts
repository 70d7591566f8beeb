import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/stores/toast-store';
import type { SubscriptionAnswer } from '../api/commands';

/**
 * One command from a sheet: on success its toast and the sheet closed; on a refusal the server's
 * Spanish words in the sheet (and its field messages, through `onFieldErrors`), the sheet left open.
 */
export function useCommand<V>(
  mutation: UseMutationResult<SubscriptionAnswer, Error, V>,
  {
    done,
    onClose,
    onFieldErrors,
  }: {
    /** The success toast's words (from what was sent, when they name it). */
    done: string | ((variables: V) => string);
    onClose: () => void;
    onFieldErrors?: (error: unknown) => void;
  },
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = (variables: V) => {
    setRefusal(null);
    mutation.mutate(variables, {
      onSuccess: () => {
        toast.success(typeof done === 'function' ? done(variables) : done);
        onClose();
      },
      onError: (error) => {
        setRefusal(error.message);
        onFieldErrors?.(error);
      },
    });
  };
  return {
    run,
    refusal,
    pending: mutation.isPending,
    /** A refusal found before sending (the schema's message). */
    fail: (message: string) => setRefusal(message),
    clear: () => setRefusal(null),
  };
}
