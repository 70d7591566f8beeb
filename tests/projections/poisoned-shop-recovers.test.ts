import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent, RecordedEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { auditProjection } from '../../projections/audit';
import { applyBatch, type ProjectionFault } from '../../projections/engine/batch';
import { loadCheckpoint, markFaulted } from '../../projections/engine/checkpoints';
import { INT4 } from '../../projections/engine/column-values';
import { prepareProjection } from '../../projections/engine/generations';
import { inventoryProjection } from '../../projections/inventory';
import type { Projection } from '../../projections/engine/projection';
import { ProjectionRunner } from '../../projections/engine/runner';
import { readProjectionStatus } from '../../projections/engine/status';
import { checkpointRow, eventually, liveTables } from '../reliability/projection-support';
import { createTestDatabase } from '../support/database';
import { untilAllEventsVisible } from '../support/events';

// A shop poisoned before the fix — its audit stopped on a register request with
// `X-Correlation-Id: not-a-uuid`, its inventory on a minimum stock past `integer` — recovers once
// the new code starts, without anyone touching SQL: the audit (version 2) rebuilds past the event,
// the inventory (same version) is retried by the runner's first start and now takes the value.

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

/** The audit as version 1 wrote it: the ids into uuid columns, which a header's value broke. */
const auditV1: Projection<'audit_events'> = {
  ...auditProjection,
  version: 1,
  copyRows: undefined,
  async createTables(db, t) {
    await auditProjection.createTables(db, t);
    const table = sql.table(t.audit_events);
    await sql`alter table ${table} alter command_id type uuid using command_id::uuid,
      alter correlation_id type uuid using correlation_id::uuid, alter causation_id type uuid using causation_id::uuid`.execute(
      db,
    );
  },
  async apply(trx, events, t) {
    const rows = events.map((e) => ({
      position: e.position,
      global_order: e.ordinal.toString(),
      event_id: e.eventId,
      stream_id: e.streamId,
      revision: e.revision.toString(),
      type: e.type,
      actor_id: e.metadata.actor.userId,
      actor_roles: e.metadata.actor.roles,
      occurred_at: e.metadata.occurredAt,
      command_id: e.metadata.commandId,
      correlation_id: e.metadata.correlationId,
      causation_id: e.metadata.causationId,
      source_app: e.metadata.source.app,
      device_id: e.metadata.source.deviceId ?? null,
      data: e.data,
    }));
    await sql`insert into ${sql.table(t.audit_events)} select * from json_to_recordset(${JSON.stringify(rows)}::json) as x(
      position text, global_order bigint, event_id uuid, stream_id text, revision bigint, type text, actor_id text, actor_roles text[],
      occurred_at timestamptz, command_id uuid, correlation_id uuid, causation_id uuid, source_app text, device_id text, data jsonb)
      on conflict (event_id) do nothing`.execute(trx);
    return [];
  },
};

/** What `POST /api/auth/register` appended before headers were checked: the header's value as the correlation id. */
function registered(correlationId?: string): NewEvent {
  const userId = randomUUID();
  const commandId = randomUUID();
  return {
    type: 'UserRegistered',
    data: {
      userId,
      email: `${userId}@flora.test`,
      name: 'Ana',
      firstName: 'Ana',
      lastName: '',
      roles: ['customer'],
      registeredAt: '2026-11-21T10:00:00.000Z',
    },
    metadata: {
      commandId,
      correlationId: correlationId ?? commandId,
      causationId: commandId,
      actor: { userId: 'anonymous', roles: [] },
      source: { app: 'command-api' },
      occurredAt: '2026-11-21T10:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

describe('a shop poisoned before the fix', () => {
  let t: TestDb;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];
  const run = (projection: Projection) => {
    const runner = new ProjectionRunner({ pool: t.pool, db: t.db, store }, projection, {
      batchSize: 100,
      lockRetryMs: 50,
      faultPollMs: 50,
    });
    runners.push(runner);
    return runner.start();
  };
  const stopAll = () => Promise.all(runners.splice(0).map((r) => r.stop()));
  const append = async (stream: string, events: NewEvent[]) =>
    (await store.appendToStream(stream, events, { expected: 'any' })).position;

  beforeAll(async () => {
    t = await createTestDatabase('poisoned_shop');
    store = new PostgresEventStore(t.pool, { pollMs: 50 });
  });
  afterAll(async () => {
    await stopAll();
    await store.close();
    await t?.drop();
  });

  it('audit: faulted on a non-uuid correlation id, stays so across restarts, rebuilds past it with version 2', async () => {
    for (let i = 0; i < 5; i++) await append(`user-ok-${i}`, [registered()]);
    await append('user-poison', [registered('not-a-uuid')]);
    for (let i = 5; i < 10; i++) await append(`user-ok-${i}`, [registered()]);
    const poison = (await store.readStream('user-poison'))[0]!;

    for (let restart = 0; restart < 2; restart++) {
      const old = run(auditV1);
      const fault = await new Promise<ProjectionFault>((resolve) => old.once('fault', resolve));
      expect(fault.event.position).toBe(poison.position);
      await stopAll();
    }
    expect(await checkpointRow(t.db, 'audit')).toMatchObject({
      version: 1,
      status: 'faulted',
      error_position: poison.position,
      events_applied: '5',
    });
    expect((await checkpointRow(t.db, 'audit'))!.error).toMatch(/invalid input syntax for type uuid: "not-a-uuid"/);

    const head = await append('user-after-upgrade', [registered()]);
    const upgraded = run(auditProjection);
    await upgraded.waitForPosition(head, 50);
    expect(await checkpointRow(t.db, 'audit')).toMatchObject({
      version: auditProjection.version,
      generation: 2,
      status: 'running',
      error: null,
    });
    // The rebuild drops generation 1 just after switching the checkpoint, so the head can be reached
    // a moment before the drop: wait for it (a bounded wait), then the one live table is the new one.
    await eventually(async () => (await liveTables(t.db, 'audit_events')).length === 1);
    expect(await liveTables(t.db, 'audit_events')).toEqual(['audit_events_g2']);
    const { rows } = await sql<{ n: number; poisoned: string }>`
      select count(*)::int as n, max(correlation_id) filter (where stream_id = 'user-poison') as poisoned from audit_events`.execute(
      t.db,
    );
    expect(rows[0]).toEqual({ n: 12, poisoned: 'not-a-uuid' });
    expect((await readProjectionStatus(t.db, store)).find((s) => s.name === 'audit')).toMatchObject({
      status: 'running',
      lag: 0,
    });
    await stopAll();
  });

  it("inventory: faulted on a minimum stock past integer, retried by the new runner's first start", async () => {
    await prepareProjection(t.db, inventoryProjection);
    const productId = randomUUID();
    const added = {
      productId,
      sku: 'ROSA-1',
      name: 'Rosa',
      barcode: null,
      description: '',
      priceCents: 1000,
      wholesalePriceCents: null,
      minStockLevel: 5,
      categories: ['Rosas'],
      images: [],
      location: 'Almacén',
      status: 'active',
      addedAt: '2026-11-21T10:00:00.000Z',
    };
    // Each its own command: the store derives event ids from the command id.
    const meta = () => registered().metadata;
    await append(`product-${productId}`, [{ type: 'ProductAdded', data: added, metadata: meta() }]);
    const details = {
      name: 'Rosa',
      barcode: null,
      description: '',
      minStockLevel: 3e9,
      categories: ['Rosas'],
      images: [],
      location: 'Almacén',
    };
    await append(`product-${productId}`, [
      {
        type: 'ProductDetailsUpdated',
        data: { ...details, updatedAt: '2026-11-21T11:00:00.000Z' },
        metadata: meta(),
      },
    ]);
    const head = await append(`product-${productId}`, [
      {
        type: 'ProductStatusChanged',
        data: { status: 'inactive', previousStatus: 'active', changedAt: '2026-11-21T12:00:00.000Z' },
        metadata: meta(),
      },
    ]);

    // What the old runner did: every event before the poisoned one applied, then the fault recorded.
    await untilAllEventsVisible(t.db);
    const all = await store.readAll({ limit: 1000 });
    const at = all.findIndex((e: RecordedEvent) => e.type === 'ProductDetailsUpdated');
    const before = await applyBatch(
      t.db,
      inventoryProjection,
      (await loadCheckpoint(t.db, 'inventory'))!,
      all.slice(0, at),
    );
    await markFaulted(
      t.db,
      before,
      all[at]!.position,
      `ProductDetailsUpdated at ${all[at]!.position}: value "3000000000" is out of range for type integer`,
    );
    expect((await readProjectionStatus(t.db, store)).find((s) => s.name === 'inventory')).toMatchObject({
      status: 'faulted',
      errorPosition: all[at]!.position,
    });

    const runner = run(inventoryProjection);
    await runner.waitForPosition(head, 50);
    await eventually(async () => (await checkpointRow(t.db, 'inventory'))!.status === 'running');
    const { rows } = await sql<{
      min_stock_level: number;
      status: string;
    }>`select min_stock_level, status from inventory_products`.execute(t.db);
    expect(rows).toEqual([{ min_stock_level: INT4.max, status: 'inactive' }]);
  });
});
