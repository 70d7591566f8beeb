import type { QueryKey } from '@tanstack/react-query';
import { passing } from './live/read-waits';
import { queryClient } from './query-client';

// Read-your-writes (ARCHITECTURE 6): after a command the next read of what it touched passes
// ?minPosition= with the command's position, so the list never shows the state before the write.
// That read is the write's one refresh: its websocket notice, carrying no later position, reads
// nothing again (lib/live/read-waits.ts keeps, per query, the position its read passed).
let lastWritePosition: string | undefined;

/** A command's answer: a command that changed nothing on an empty stream has no position (null). */
type Answer = { position?: string | number | null } | undefined;

export function rememberWrite(answer: Answer): void {
  if (answer?.position != null) lastWritePosition = String(answer.position);
}

function take(): string | undefined {
  const p = lastWritePosition;
  lastWritePosition = undefined;
  return p;
}

/** The position to wait for, once: later reads need not wait again. */
export const takeMinPosition = (): string | undefined => passing(take());

/**
 * What every command mutation does on success: remember its position (read-your-writes) and
 * refetch the queries it touched, which then wait for that position.
 */
export function afterCommand(answer: Answer, queryKey: QueryKey) {
  rememberWrite(answer);
  return queryClient.invalidateQueries({ queryKey });
}

/**
 * Read-your-writes for one area's screens. One command refreshes several reads at once (a list,
 * its cards, a detail, its history); the shared position is handed to the first of them only, so
 * the others pass this tab's last write in the area too. A position already applied costs the
 * server one check. `refreshes` are the query keys an area's command makes stale.
 */
export function areaWrites(...refreshes: QueryKey[]) {
  let lastAreaWrite: string | undefined;
  return {
    /** The ?minPosition= of the area's reads. */
    minPosition: () => passing(take() ?? lastAreaWrite),
    /** Every area command's success: remember where it wrote, refetch what it touched. */
    afterCommand: (answer: Answer) => {
      if (answer?.position != null) lastAreaWrite = String(answer.position);
      rememberWrite(answer);
      return Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  };
}
