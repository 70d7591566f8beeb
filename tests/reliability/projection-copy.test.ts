import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata, NewEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { auditProjection } from '../../projections/audit';
import {
  applyToGeneration,
  copyRowsOf,
  copyToGeneration,
  inClientTransaction,
  sequence,
} from '../../projections/engine/batch';
import { createGeneration } from '../../projections/engine/generations';
import { physicalTables, type SequencedEvent } from '../../projections/engine/projection';
import { createTestDatabase } from '../support/database';
import { tableHash } from './projection-support';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

// Every character COPY text treats specially, and what array literals and JSON make tricky.
const NASTY = 'back\\slash tab\there new\nline cr\rhere \\N \\. "quoted" {braces,comma} NULL ñ 🌷 \u0001';

function nastyEvent(i: number, overrides: Partial<EventMetadata> = {}, data: unknown = { i, note: NASTY }): NewEvent {
  const metadata: EventMetadata = {
    commandId: '00000000-0000-4000-8000-00000000000' + (i % 10),
    correlationId: '00000000-0000-4000-8000-000000000100',
    causationId: '00000000-0000-4000-8000-000000000200',
    actor: {
      userId: `user\t${i}\\`,
      roles: ['owner', 'a "b", c', 'NULL', '', ' spaced ', '{x}', 'back\\slash', 'new\nline'],
    },
    source: { app: `app\r\n${i}`, deviceId: `device\\${i}` },
    occurredAt: '2026-11-21T10:00:00.123+02:00',
    schemaVersion: 1,
    ...overrides,
  };
  return {
    eventId: `10000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    type: `Type\t${i % 3}`,
    data,
    metadata,
  };
}

// What COPY must write the way apply does: escapes everywhere, a null role, missing optional
// metadata, data of every JSON kind (jsonb normalises key order and spacing on both paths).
function nastyEvents(): NewEvent[] {
  const loose = (m: Record<string, unknown>) => m as unknown as Partial<EventMetadata>;
  return [
    nastyEvent(1),
    nastyEvent(2, { source: { app: 'bench' } }),
    nastyEvent(3, loose({ actor: { userId: 'u', roles: ['x', null, 'y'] } })),
    nastyEvent(4, loose({ actor: undefined, source: undefined, commandId: undefined })),
    nastyEvent(5, loose({ actor: { userId: 42, roles: [] } })),
    nastyEvent(
      6,
      {},
      { z: 1, a: [1, 2.5, -0.001, 1e21, true, null, { deep: [NASTY] }], '': 'empty key', 'tab\tkey': 'v' },
    ),
    nastyEvent(7, {}, 'a bare string \\ with "quotes"'),
    nastyEvent(8, {}, [NASTY, 12345678901234567000]),
    nastyEvent(9, {}, { unicode: '\u2028\u2029\u00e9', escaped: '\\u0041 is not A' }),
  ];
}

describe('the audit bulk path (copyRows)', () => {
  let t: TestDb;
  let store: PostgresEventStore;
  let events: SequencedEvent[];

  beforeAll(async () => {
    t = await createTestDatabase('copy');
    store = new PostgresEventStore(t.pool, { pollMs: 50 });
    for (const [i, e] of nastyEvents().entries())
      await store.appendToStream(`stream\\${i % 2}\tx`, [e], { expected: 'any' });
    events = sequence(await store.readAll({ limit: 100 }), 41n);
  });
  afterAll(async () => {
    await store.close();
    await t.drop();
  });

  const upserted = async (generation: number) => {
    await createGeneration(t.db, auditProjection, generation);
    await t.db.transaction().execute((trx) => applyToGeneration(trx, auditProjection, events, generation));
  };
  const copied = async (generation: number, withIndexes: boolean) => {
    await createGeneration(t.db, auditProjection, generation, withIndexes);
    await inClientTransaction(t.pool, (client) =>
      copyToGeneration(client, auditProjection, copyRowsOf(auditProjection, events)!, generation),
    );
  };
  const table = (generation: number) => physicalTables(auditProjection, generation).audit_events;

  it('writes exactly the rows apply writes', async () => {
    await upserted(101);
    await copied(102, false);
    const byApply = await tableHash(t.db, table(101), 'global_order');
    expect(byApply.rows).toBe(nastyEvents().length);
    expect(await tableHash(t.db, table(102), 'global_order')).toEqual(byApply);
    // Field by field too, so a failure names the column that differs.
    const rows = async (g: number) =>
      (await sql`select * from ${sql.table(table(g))} order by global_order`.execute(t.db)).rows;
    expect(await rows(102)).toEqual(await rows(101));
  });

  it('takes apply over copied rows, once indexed, without changing them (the rebuild switch)', async () => {
    await copied(103, true);
    const copiedRows = await tableHash(t.db, table(103), 'global_order');
    await t.db.transaction().execute((trx) => applyToGeneration(trx, auditProjection, events, 103));
    expect(await tableHash(t.db, table(103), 'global_order')).toEqual(copiedRows);
  });

  it('writes nothing for an empty batch', () => {
    expect(copyRowsOf(auditProjection, [])).toEqual([]);
  });
});
