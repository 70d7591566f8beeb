import type { FastifyReply } from 'fastify';
import { SETTINGS_STREAM } from '../../domain/settings';
import { SystemConfigCache, type SettingsStore } from '../../infra/http/system-flags';
import { READ_POSITION_HEADER } from '../shared/consistency';
import { streamMayHaveMoved, type ProjectionFeed } from '../shared/projection-feed';
import { shopSettings } from '../shared/shop-settings';

// The system config, read from the settings stream (a handful of events) on each call, and the
// read-api's copy of it that the flag check reads.

/** The settings now, saying where they were read from (X-Read-Position: the store's head before the read). */
export async function settingsRead(store: SettingsStore, reply: FastifyReply) {
  const head = await store.headPosition();
  const settings = await shopSettings(store);
  if (head !== undefined) reply.header(READ_POSITION_HEADER, head);
  return settings;
}

/**
 * The read-api's copy of the config for the flag check, dropped on the settings notice (and after a
 * lost LISTEN connection); its age limit covers an audit projection that is stopped, and a call that
 * passes ?minPosition reads it again when the copy is older than that position.
 */
export function systemConfigFollowing(feed: ProjectionFeed, store: SettingsStore): SystemConfigCache {
  const cache = new SystemConfigCache(store);
  feed.subscribe({
    notice: (n) => {
      if (streamMayHaveMoved(n, SETTINGS_STREAM)) cache.invalidate();
    },
    resync: () => cache.invalidate(),
  });
  return cache;
}
