import type { EventStore, SubscribeOptions, Subscription } from './port';

/**
 * Catch-up then live: read pages after the last seen position; at the head, report caught-up and
 * wait (for a wake-up or a timeout) before reading again. Each batch is handled before the next read.
 */
export function subscribeByPolling(
  store: Pick<EventStore, 'readAll'>,
  { after, batchSize = 500, handle, onCaughtUp }: SubscribeOptions,
  wait: (ms?: number) => Promise<void>,
): Subscription {
  let stopped = false;
  let position = after;
  const done = (async () => {
    let wasCaughtUp = false;
    while (!stopped) {
      const events = await store.readAll({ after: position, limit: batchSize });
      if (stopped) break;
      if (events.length > 0) {
        await handle(events);
        position = events[events.length - 1]!.position;
        wasCaughtUp = false;
      }
      if (events.length < batchSize) {
        if (!wasCaughtUp) onCaughtUp?.(position);
        wasCaughtUp = true;
        await wait();
      }
    }
  })();
  return {
    done,
    async stop() {
      stopped = true;
      await done.catch(() => {});
    },
  };
}
