import type { RecordedEvent } from '../../../infra/event-store/port';
import { streamMayHaveMoved, type ProjectionFeed } from '../../shared/projection-feed';
import type { SettingsReader } from '../../shared/shop-settings';

// Every answer about products, zones or plans reads a settings stream (the money format, the zone
// book, the plan book): a handful of events that change a few times a year. Read on every chat turn
// they were a third of a turn's time at 16 conversations, so the bot keeps each stream until a notice
// says it moved (the audit projection names every stream it records, as the flag cache follows the
// settings), or a lost LISTEN connection, or `maxAgeMs` — what a stopped audit projection could cost.
// Without a feed to follow, every read goes to the store. A read that fails is not kept.

export const SETTINGS_MEMO_MS = 5000;

export function followedSettings(
  store: SettingsReader,
  feed?: ProjectionFeed,
  maxAgeMs = SETTINGS_MEMO_MS,
): SettingsReader {
  if (!feed) return store;
  const kept = new Map<string, { at: number; events: Promise<RecordedEvent[]> }>();
  feed.subscribe({
    notice: (n) => {
      for (const streamId of kept.keys()) if (streamMayHaveMoved(n, streamId)) kept.delete(streamId);
    },
    resync: () => kept.clear(),
  });
  return {
    readStream(streamId, options) {
      // Only whole streams are kept; a read from a revision goes to the store.
      if (options) return store.readStream(streamId, options);
      const hit = kept.get(streamId);
      if (hit && Date.now() - hit.at < maxAgeMs) return hit.events;
      const events = store.readStream(streamId);
      kept.set(streamId, { at: Date.now(), events });
      events.catch(() => kept.get(streamId)?.events === events && kept.delete(streamId));
      return events;
    },
  };
}
