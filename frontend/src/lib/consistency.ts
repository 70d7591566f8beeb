import { queryClient } from './query-client';
// Read-your-writes (ARCHITECTURE 6): after a command the next read of what it touched passes
// ?minPosition= with the command's position, so the list never shows the state before the write.
let lastWritePosition: string | undefined;

export function rememberWrite(answer: { position?: string | number } | undefined): void {
  if (answer?.position !== undefined) lastWritePosition = String(answer.position);
}

/** The position to wait for, once: later reads need not wait again. */
export function takeMinPosition(): string | undefined {
  const p = lastWritePosition;
  lastWritePosition = undefined;
  return p;
}

/**
 * What every command mutation does on success: remember its position (read-your-writes) and
 * refetch the queries it touched, which then wait for that position.
 */
export function afterCommand(answer: { position?: string | number } | undefined, queryKey: readonly unknown[]) {
  rememberWrite(answer);
  return queryClient.invalidateQueries({ queryKey });
}
