import type { QueryClient } from '@tanstack/react-query';
import type { PositionMessage } from '@domain/delivery';
import { patchDriverPosition } from './driver-positions';
import { createNoticeBatch, type Notice, type NoticeBatch } from './live-batch';
import { keysByProjection, type RefreshedBy } from './live/refreshed-by';
import { subscribe, type Drop } from './live/socket';
import { TicketRefused, websocketUrl } from './websocket-url';

// The read-api's websocket says which projection moved; screens refetch through their GETs, the
// notices of a tick gathered so each query is read once (lib/live-batch.ts), and the rows a feature
// knows how to patch from the changed ids (its LivePatch) patched instead of read again. Which
// queries a projection's notice refreshes is each feature's word (`refreshedBy` in its api/keys.ts),
// gathered by the app (src/app/live-refreshes.ts). Drivers' positions are the one exception: they
// carry their data and patch a cache entry (lib/driver-positions.ts).

/** A projection's notice as the socket sends it: the batch's Notice, its position always said (null: none). */
interface ProjectionMessage extends Notice {
  type: 'projection';
  position: string | null;
}
/** A rebuild's step (operators only, issue 20): kept by projection under REBUILD_PROGRESS_KEY for the data-management screen. */
interface RebuildProgressMessage {
  type: 'rebuild-progress';
  name: string;
}
export const REBUILD_PROGRESS_KEY = ['ops', 'rebuild-progress'] as const;
type PushMessage =
  ProjectionMessage | PositionMessage | RebuildProgressMessage | { type: 'ready' } | { type: 'resync' };

/** The read-api's word that the session is over (an expired token, an account changed under it). */
const TOKEN_EXPIRED = 4401;
const sessionEnded = (drop: Drop) =>
  drop.code === TOKEN_EXPIRED || (drop.error instanceof TicketRefused && drop.error.status === 401);

export interface LiveUpdatesOptions {
  token: string;
  queryClient: QueryClient;
  onTokenExpired: () => void;
  /** Every feature's queries by the projections that refresh them. */
  refreshes: readonly RefreshedBy[];
}

/** Listens to the shop's socket (lib/live/socket.ts) and refreshes on its notices. Returns a stop function. */
export function connectLiveUpdates({ token, queryClient, onTokenExpired, refreshes }: LiveUpdatesOptions): () => void {
  const batch = createNoticeBatch(queryClient, keysByProjection(refreshes));
  const channel = {
    // One connection per session: a new token (login) opens its own.
    key: `/ws\u0000${token}`,
    address: () => websocketUrl(token),
    ends: sessionEnded,
  };
  return subscribe<PushMessage>(channel, {
    message: (message) => {
      // Notices sent before this socket was ours are lost: after a reconnection, and on the first
      // connection too — a screen that read before the socket was ready (a slow handshake under
      // load) would otherwise keep what it read until the next change. Unchanged data re-renders nothing.
      if (message.type === 'ready') batch.refreshAll();
      handle(queryClient, batch, message);
    },
    dropped: (drop) => {
      if (sessionEnded(drop)) return onTokenExpired();
      // Refused before 'ready': maybe the account was deactivated; the profile's 401 logs out.
      if (!drop.ready && drop.code !== undefined) void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}

function handle(queryClient: QueryClient, batch: NoticeBatch, message: PushMessage): void {
  if (message.type === 'resync') batch.refreshAll();
  // A driver's ping (delivery staff only): the markers move, no list is read again for it.
  if (message.type === 'position') return patchDriverPosition(queryClient, message);
  if (message.type === 'rebuild-progress') {
    queryClient.setQueryData<Record<string, unknown>>(REBUILD_PROGRESS_KEY, (steps) => ({
      ...steps,
      [message.name]: message,
    }));
    return;
  }
  if (message.type === 'projection') batch.add(message);
}
