import { SYNC_TABLE_ACCESS, SYNC_TABLES, type SyncTable } from '@domain/sync/changes';
import { ruleAllows } from '@/lib/access';
import { sessionSnapshot } from '@/stores/session-store';
import { isRefusal } from '@/lib/offline-queue';
import type { BridgeResult, SyncConfig, SyncProgress } from './contract';
import { applyChanges, deviceIdOf, getMeta, keepOnly, queued, setMeta, type LocalDb } from './local-db';
import { pullPage, sendOperation } from './server';

// One sync: first what was done on the device, in the order it was done, then what changed on the
// server since the last position. An operation leaves the queue only on the server's 2xx; a refusal
// stays, marked with the server's words, and the sync goes on; anything else (no network, a 5xx, a
// cut) stops the sync with nothing lost — the next one resends the same commands. The pull runs only
// once nothing is left to send, so the rows it brings already hold every accepted operation.

export interface SyncRun {
  db: LocalDb;
  config: SyncConfig;
  progress(p: SyncProgress): void;
  changed(): void;
}

/** Whether the signed-in user may read a table (the rule of its list route). */
export const mayRead = (table: SyncTable): boolean => {
  const user = sessionSnapshot().user;
  return user !== null && ruleAllows(user, SYNC_TABLE_ACCESS[table]);
};

/** The screen's tables the user may read, the settings' priority tables first (spec 3). */
export function tablesToPull(config: SyncConfig): SyncTable[] {
  const wanted: SyncTable[] = [...config.priorityTables, 'inventory', 'consignments', 'partners'];
  return [...new Set(wanted)].filter((t) => SYNC_TABLES.includes(t) && mayRead(t));
}

async function sendQueue({ db, config, progress, changed }: SyncRun): Promise<number> {
  const waiting = (await queued(db)).filter((op) => op.status === 'pending');
  const deviceId = await deviceIdOf(db);
  let refused = 0;
  for (const [i, op] of waiting.entries()) {
    progress({
      stage: 'sending',
      message: `Enviando ${i + 1} de ${waiting.length}`,
      progress: 5 + (45 * i) / waiting.length,
    });
    try {
      await sendOperation(config.apiUrl, op, deviceId);
      const tx = db.transaction(['queue', 'meta'], 'readwrite');
      await tx.objectStore('queue').delete(op.seq);
      const done = ((await tx.objectStore('meta').get('completed')) as number | undefined) ?? 0;
      await tx.objectStore('meta').put(done + 1, 'completed');
      await tx.done;
    } catch (e) {
      if (!isRefusal(e)) throw e;
      await db.put('queue', { ...op, status: 'failed', error: e.message });
      refused++;
    }
    changed();
  }
  return refused;
}

async function pullChanges({ db, config, progress, changed }: SyncRun): Promise<void> {
  const tables = tablesToPull(config);
  const key = [...tables].sort().join(',');
  const mark = await getMeta(db, 'mark');
  // A position covers the tables it was taken for; another set of tables starts with a snapshot.
  const after = mark?.tables === key ? mark.position : null;
  const snapshot = after === null;
  const seen = new Map<SyncTable, Set<string>>(tables.map((t) => [t, new Set()]));
  let cursor: string | null = null;
  let pages = 0;
  for (;;) {
    progress({ stage: 'receiving', message: 'Recibiendo cambios del servidor', progress: 95 - 45 / ++pages });
    const page = await pullPage(config.apiUrl, { tables, after, cursor, images: config.includeImages });
    await applyChanges(db, page.changes);
    if (snapshot) for (const c of page.changes) seen.get(c.table)?.add(c.id);
    if (page.changes.length > 0) changed();
    if (page.cursor) {
      cursor = page.cursor;
      continue;
    }
    if (snapshot) for (const t of tables) await keepOnly(db, t, seen.get(t)!);
    await setMeta(db, 'mark', { tables: key, position: page.position });
    return;
  }
}

const messageOf = (e: unknown) =>
  e instanceof TypeError ? 'No se pudo conectar con el servidor.' : e instanceof Error ? e.message : String(e);

export async function runSync(run: SyncRun): Promise<BridgeResult> {
  const at = new Date().toISOString();
  run.progress({ stage: 'start', message: 'Iniciando sincronización', progress: 0 });
  try {
    const refused = await sendQueue(run);
    await pullChanges(run);
    const message =
      refused === 0
        ? 'Sincronización completada correctamente'
        : `Sincronización completada: ${refused} operación(es) rechazada(s) por el servidor`;
    // Read again: the settings may have been saved while this sync ran.
    const config = (await getMeta(run.db, 'config')) ?? run.config;
    await setMeta(run.db, 'config', { ...config, lastSyncTimestamp: at });
    await setMeta(run.db, 'lastSyncResult', { success: true, message, at });
    run.progress({ stage: 'completed', message, progress: 100 });
    return { success: true, message };
  } catch (e) {
    const message = messageOf(e);
    await setMeta(run.db, 'lastSyncResult', { success: false, message, at });
    run.progress({ stage: 'error', message, progress: 0 });
    return { success: false, message };
  } finally {
    run.changed();
  }
}
