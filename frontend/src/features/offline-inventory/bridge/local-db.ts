import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AgreementView, PartnerView } from '@domain/consignment';
import type { ProductView } from '@domain/inventory';
import type { SyncTable } from '@domain/sync/changes';
import { uuid } from '@/lib/api-client';
import type { QueuedOperation, SyncConfig, SyncStatus } from './contract';

// The device's copy of the shop in IndexedDB: one store per table of the changes feed (rows exactly
// as the server sent them: the server's truth, never edited here), the queue of operations made on
// the device (applied over those rows when read, overlay.ts) and a few settings. One database per
// signed-in user, so one person's queued work is never sent under another's name.

type Row = Record<string, unknown> & { id: string };

export interface SyncMark {
  /** The tables the position covers (sorted, comma-joined): other tables need a snapshot first. */
  tables: string;
  position: string | null;
}

interface Meta {
  config: SyncConfig;
  mark: SyncMark;
  completed: number;
  lastSyncResult: NonNullable<SyncStatus['lastSyncResult']>;
  /** Sent as X-Device-Id: the audit and the stock ledger name the device an operation came from. */
  deviceId: string;
}

interface LocalSchema extends DBSchema {
  inventory: { key: string; value: ProductView };
  consignments: { key: string; value: AgreementView };
  partners: { key: string; value: PartnerView };
  orders: { key: string; value: Row };
  deliveries: { key: string; value: Row };
  queue: { key: number; value: QueuedOperation };
  meta: { key: keyof Meta; value: Meta[keyof Meta] };
}

export type LocalDb = IDBPDatabase<LocalSchema>;
export const TABLE_STORES = ['inventory', 'consignments', 'partners', 'orders', 'deliveries'] as const;

export function openLocalDb(userId: string): Promise<LocalDb> {
  return openDB<LocalSchema>(`flora-desktop-${userId}`, 1, {
    upgrade(db) {
      for (const table of TABLE_STORES) db.createObjectStore(table, { keyPath: 'id' });
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('meta');
    },
  });
}

export async function getMeta<K extends keyof Meta>(db: LocalDb, key: K): Promise<Meta[K] | undefined> {
  return (await db.get('meta', key)) as Meta[K] | undefined;
}
export const setMeta = <K extends keyof Meta>(db: LocalDb, key: K, value: Meta[K]) => db.put('meta', value, key);

/** The changes of one feed page, written in one transaction: a cut leaves the page whole or absent. */
export async function applyChanges(
  db: LocalDb,
  changes: readonly { table: SyncTable; id: string; row: Record<string, unknown> | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  const tx = db.transaction(TABLE_STORES, 'readwrite');
  for (const { table, id, row } of changes) {
    const store = tx.objectStore(table);
    await (row ? store.put({ ...row, id } as never) : store.delete(id));
  }
  await tx.done;
}

/** After a whole snapshot: rows the server no longer has go (a cut snapshot deletes nothing). */
export async function keepOnly(db: LocalDb, table: SyncTable, seen: ReadonlySet<string>): Promise<void> {
  const tx = db.transaction(table, 'readwrite');
  for (const id of await tx.store.getAllKeys()) if (!seen.has(id)) await tx.store.delete(id);
  await tx.done;
}

/** This device's id, made on first use. */
export async function deviceIdOf(db: LocalDb): Promise<string> {
  const kept = await getMeta(db, 'deviceId');
  if (kept) return kept;
  const made = `flora-desktop-${uuid()}`;
  await setMeta(db, 'deviceId', made);
  return made;
}

/** Operations in the order they were made. */
export const queued = (db: LocalDb) => db.getAll('queue');
