import { useEffect, useEffectEvent } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ApiError } from './api-client';
import { onConnectionChange } from './connection';

// Work kept on the device while the network is away, and sent once it is back — the billing screen's
// offline store and sync (issue 8), generalised for the point of sale (issue 17). Each queued item
// carries the ids it was saved with (its resource id, its Idempotency-Key), so a sync cut half-way
// and run again sends the same commands and the server applies each once. Kept in localStorage (a
// persisted zustand store), so a reload or a closed tab loses nothing.

/**
 * A refusal of one item (4xx but 401, 403, 408, 429): the item stays, marked with the reason, and the
 * sync goes on. Anything else (no network, 5xx, the session) stops the whole sync, nothing lost.
 */
export const isRefusal = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && ![401, 403, 408, 429].includes(e.status);

/** One run at a time: a second call while one runs gets the running one's promise. */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= run().finally(() => (running = null));
    return running;
  };
}

/**
 * Hears the connection go and come back (lib/connection.ts, the app's one source) and other tabs'
 * storage writes while mounted.
 */
export function useNetworkEvents(handlers: {
  onOffline: () => void;
  onOnline: () => void;
  onStorage?: (key: string | null) => void;
}): void {
  const offline = useEffectEvent(handlers.onOffline);
  const online = useEffectEvent(handlers.onOnline);
  const storage = useEffectEvent((key: string | null) => handlers.onStorage?.(key));
  useEffect(() => {
    const stop = onConnectionChange((up) => (up ? online() : offline()));
    const onStorage = (e: StorageEvent) => storage(e.key);
    window.addEventListener('storage', onStorage);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}

/** An item waiting on the device: its id, the Idempotency-Key made when it was saved, the last refusal. */
export interface QueuedItem {
  id: string;
  key: string;
  /** The server's refusal (4xx) of the last sync: kept for a person to look at, not sent again by itself. */
  syncError: string | null;
}

export interface OfflineQueue<T extends QueuedItem> {
  items: T[];
  put(item: T): void;
  /** Replaces the item (null removes it). */
  change(id: string, f: (item: T) => T | null): void;
}

/** A persisted queue under one localStorage key (another tab's writes are read again by `rehydrate`). */
export function createOfflineQueue<T extends QueuedItem>(name: string) {
  return create<OfflineQueue<T>>()(
    persist(
      (set) => ({
        items: [],
        put: (item) => set((s) => ({ items: [...s.items.filter((i) => i.id !== item.id), item] })),
        change: (id, f) => set((s) => ({ items: s.items.flatMap((i) => (i.id === id ? (f(i) ?? []) : [i])) })),
      }),
      { name, storage: createJSONStorage(() => localStorage), partialize: (s) => ({ items: s.items }) },
    ),
  );
}

export interface QueueSyncOutcome {
  synced: number;
  refused: { id: string; message: string }[];
  stoppedBy: Error | null;
}

/**
 * Sends every item not yet refused, in order, each with its own key; an item leaves the queue only
 * after its 2xx answer (a repeat answers with the first answer), a refusal keeps it with its reason.
 */
export async function drainQueue<T extends QueuedItem>(
  queue: { getState(): OfflineQueue<T> },
  send: (item: T) => Promise<unknown>,
): Promise<QueueSyncOutcome> {
  const outcome: QueueSyncOutcome = { synced: 0, refused: [], stoppedBy: null };
  try {
    for (const { id } of queue.getState().items) {
      const item = queue.getState().items.find((i) => i.id === id);
      if (!item || item.syncError) continue;
      try {
        await send(item);
        queue.getState().change(id, () => null);
        outcome.synced++;
      } catch (e) {
        if (!isRefusal(e)) throw e;
        queue.getState().change(id, (i) => ({ ...i, syncError: e.message }));
        outcome.refused.push({ id, message: e.message });
      }
    }
  } catch (e) {
    outcome.stoppedBy = e instanceof Error ? e : new Error(String(e));
  }
  return outcome;
}
