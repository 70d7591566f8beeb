import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { EventMetadata, NewEvent } from '../../infra/event-store/port';

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
 * the oldest running transaction of the whole cluster, so a test file running beside others on the
 * same server can, for a moment, read less than it appended; a catch-up that stops at the first
 * empty read would then miss its own last events.
 */
export async function untilAllEventsVisible(db: Kysely<any>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ hidden: number }>`
      select count(*)::int as hidden from events where not (transaction_id < pg_snapshot_xmin(pg_current_snapshot()))`.execute(db);
    if (rows[0]!.hidden === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]!.hidden} committed events stayed invisible for ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
