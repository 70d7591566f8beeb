import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventMetadata, NewEvent } from '../../infra/event-store/port';
import { VISIBLE } from '../../infra/event-store/postgres/postgres-event-store';

/** An event as a command would append it, with full audit metadata; override what a test needs. */
export function testEvent(type: string, data: unknown = {}, overrides: Partial<EventMetadata> = {}): NewEvent {
  const commandId = overrides.commandId ?? randomUUID();
  return {
    type,
    data,
    metadata: {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor: { userId: 'tester', roles: ['owner'] },
      source: { app: 'test' },
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
      ...overrides,
    },
  };
}

/**
 * Waits (bounded) until every committed event is visible to readers. Readers see only events below
 * the oldest transaction that may still write here (the adapter's rule, VISIBLE), so for a moment a
 * test can read less than it appended (an autovacuum ANALYZE in its database, a transaction that
 * just ended); a catch-up that stops at the first empty read would then miss its own last events.
 */
export async function untilAllEventsVisible(db: Kysely<AppDatabase>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{
      hidden: number;
    }>`select count(*)::int as hidden from events where not (${sql.raw(VISIBLE)})`.execute(db);
    if (rows[0]!.hidden === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${rows[0]!.hidden} committed events stayed invisible for ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The position of the last committed event, visible or not: a catch-up reads until its checkpoint is
 * there. Visibility alone is not enough to stop on: the horizon is computed per statement and can dip
 * for a moment (a transaction of another database that ended between the snapshot and the check counts
 * as one of ours), so one read may come back empty with events still to read.
 */
export async function lastEventPosition(db: Kysely<AppDatabase>): Promise<string | undefined> {
  const { rows } = await sql<{ position: string }>`
    select transaction_id::text || '/' || global_position::text as position from events
    order by transaction_id desc, global_position desc limit 1`.execute(db);
  return rows[0]?.position;
}

/** How many events are committed, visible to readers yet or not. */
export async function committedEvents(db: Kysely<AppDatabase>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from events`.execute(db);
  return rows[0]!.n;
}
