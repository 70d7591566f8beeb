import {
  START,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import type { Position, RecordedEvent, SubscribeOptions, Subscription } from '../port';
import { decodePosition, isSystemEvent, toRecorded } from './kurrentdb-records';

/**
 * A server-side catch-up subscription to $all: the server streams history, then live events,
 * and says "caught up" in between (servers 23.10 and later). Batches are whatever arrived
 * together, up to batchSize; each is handled before the next is taken, and the stream's own
 * backpressure holds the server back meanwhile.
 *
 * The caught-up signal can overtake events still waiting in the local buffer, so it is
 * reported only once every event received before it has been handled.
 */
export function subscribeToAllNatively(
  client: KurrentDBClient,
  { after, batchSize = 500, handle, onCaughtUp }: SubscribeOptions,
): Subscription {
  // `fromPosition` is exclusive for subscriptions: the event at `after` is not sent again.
  const source = client.subscribeToAll({
    fromPosition: after ? decodePosition(after) : START,
    filter: excludeSystemEvents(),
  });
  let stopped = false;
  let received = 0; // items taken from the buffer
  let settled = 0; // items handled (or skipped as system events)
  let caughtUpAfter: number | undefined; // report caught-up once `settled` reaches this
  let position: Position | undefined = after;

  const reportCaughtUp = () => {
    caughtUpAfter = undefined;
    onCaughtUp?.(position);
  };
  source.on('caughtUp', () => {
    const pending = received + source.readableLength;
    if (pending <= settled) reportCaughtUp();
    else caughtUpAfter = pending;
  });

  const flush = async (batch: RecordedEvent[]) => {
    if (batch.length > 0) {
      await handle(batch);
      position = batch[batch.length - 1]!.position;
    }
    settled = received;
    if (caughtUpAfter !== undefined && settled >= caughtUpAfter) reportCaughtUp();
  };

  const done = (async () => {
    let batch: RecordedEvent[] = [];
    try {
      for await (const resolved of source as AsyncIterable<AllStreamResolvedEvent>) {
        if (stopped) break;
        received++;
        const event = resolved.event;
        if (event && !isSystemEvent(event)) batch.push(toRecorded(event));
        if (batch.length >= batchSize || source.readableLength === 0) {
          await flush(batch);
          batch = [];
        }
      }
    } catch (err) {
      // Destroying the stream on stop() ends the iteration with a premature-close error.
      if (!stopped) throw err;
    }
    // A subscription the server ended is not one that is following: say so to whoever runs it.
    if (!stopped) throw new Error('KurrentDB closed the $all subscription');
  })();

  return {
    done,
    async stop() {
      stopped = true;
      await source.unsubscribe().catch(() => {});
      source.destroy();
      await done.catch(() => {});
    },
  };
}
