import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { Position } from '../../infra/event-store/port';
import type { Changed } from './projection';

export const PROJECTIONS_CHANNEL = 'flora_projections';

export interface ProjectionNotice {
  projection: string;
  position: Position | null;
  changed: Changed[];
  /** The changed list was cut (or a rebuild replaced everything): screens should refetch it all. */
  truncated?: boolean;
  rebuilt?: boolean;
  /**
   * The batch held nothing this projection handles: only its position moved, no row changed. Most
   * notices are these (two dozen followers pass every event); screens and caches ignore them.
   */
  passed?: boolean;
}

// Postgres refuses NOTIFY payloads of 8000 bytes or more; stay well under it.
const MAX_CHANGED = 100;
const MAX_BYTES = 7000;

export function noticePayload(notice: ProjectionNotice): string {
  const seen = new Set<string>();
  const unique = notice.changed.filter((c) => {
    const key = `${c.entity}\u0000${c.id}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  let changed = unique.slice(0, MAX_CHANGED);
  let payload = JSON.stringify({
    ...notice,
    changed,
    truncated: notice.truncated || changed.length < unique.length || undefined,
  });
  while (Buffer.byteLength(payload) >= MAX_BYTES && changed.length > 0) {
    changed = changed.slice(0, Math.floor(changed.length / 2));
    payload = JSON.stringify({ ...notice, changed, truncated: true });
  }
  return payload;
}

/**
 * Sent inside the batch's transaction: Postgres delivers a NOTIFY only when (and after) that
 * transaction commits, so a listener never hears of rows it cannot read yet, nor of a rolled-back batch.
 */
export async function notifyProjection(db: Kysely<AppDatabase>, notice: ProjectionNotice): Promise<void> {
  await sql`select pg_notify(${PROJECTIONS_CHANNEL}, ${noticePayload(notice)})`.execute(db);
}
