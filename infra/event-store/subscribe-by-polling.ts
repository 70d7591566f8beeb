import type { EventStore, SubscribeOptions, Subscription } from './port';

/**
 * Catch-up then live: read pages after the last seen position; at the head, report caught-up and
 * wait (for a wake-up or a timeout) before reading again. Each batch is handled before the next read.
 * `wait` receives an AbortSignal that fires on stop(), so stopping never sits out a poll interval.
 */
export function subscribeByPolling(
  store: Pick<EventStore, 'readAll'>,
  { after, batchSize = 500, maxBatchSize = batchSize, handle, onCaughtUp }: SubscribeOptions,
  wait: (ms?: number, signal?: AbortSignal) => Promise<void>,
): Subscription {
  const stopping = new AbortController();
  const stopped = new Promise<void>((resolve) => stopping.signal.addEventListener('abort', () => resolve()));
  let position = after;
  const done = (async () => {
    let reportedCaughtUp = false;
    let limit = batchSize;
    while (!stopping.signal.aborted) {
      const events = await store.readAll({ after: position, limit });
      if (stopping.signal.aborted) break;
      if (events.length > 0) {
        await handle(events);
        position = events[events.length - 1]!.position;
        reportedCaughtUp = false;
      }
      const full = events.length === limit;
      limit = full ? Math.min(limit * 2, Math.max(maxBatchSize, batchSize)) : batchSize;
      if (!full) {
        // Reported once per arrival at the head, not on every idle poll.
        if (!reportedCaughtUp) onCaughtUp?.(position);
        reportedCaughtUp = true;
        // The race covers a `wait` that ignores the signal.
        await Promise.race([wait(undefined, stopping.signal), stopped]);
      }
    }
  })();
  return {
    done,
    async stop() {
      stopping.abort();
      await done.catch(() => {});
    },
  };
}
