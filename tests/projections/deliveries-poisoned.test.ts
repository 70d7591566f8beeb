import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_LOCATION } from '../../domain/delivery';
import { applyToGeneration } from '../../projections/engine/batch';
import { INDEXED_TEXT_MAX, INT4 } from '../../projections/engine/column-values';
import { createGeneration } from '../../projections/engine/generations';
import type { SequencedEvent } from '../../projections/engine/projection';
import { projectionNamed } from '../../projections/registry';
import { createTestDatabase } from '../support/database';

// Delivery and driver events as any writer may have left them (a script, an old writer, a KurrentDB
// store keeping NUL and lone surrogates): the deliveries projection applies them without stopping,
// the same in one batch as one by one, and a step of a delivery never scheduled changes no row.

const HUGE = 'x'.repeat(8192);
const DATA: [stream: string, type: string, data: unknown][] = [
  [
    'delivery-a',
    'DeliveryScheduled',
    {
      source: 'pedido',
      trackingCode: HUGE,
      customerName: 'Ana\u0000 \ud800',
      recipientPhone: 5,
      destination: { address: null, location: { latitude: 'norte', longitude: Number.POSITIVE_INFINITY } },
      zone: { id: null, estimatedDeliveryTime: 1e12 },
      deliveryDate: '2026-02-30',
      scheduledAt: 'ayer',
    },
  ],
  ['delivery-a', 'DriverAssigned', { driverId: 'd'.repeat(3000), driverName: { nested: true }, assignedAt: 99 }],
  ['delivery-a', 'DeliveryPickedUp', {}],
  ['delivery-a', 'DeliveryRouteStarted', { startedAt: '0000-01-01T00:00:00Z' }],
  ['delivery-a', 'DeliveryCompleted', { photo: 'javascript:alert(1)', handoverPoint: { latitude: 'x' } }],
  ['delivery-a', 'DeliveryAttemptFailed', { attempt: 1e12, reason: '\udfff' }],
  ['delivery-b', 'DeliveryCompleted', { recipientName: 'nadie' }],
  ['delivery-c', 'DeliveryScheduled', null],
  ['delivery-c', 'DeliveryCancelled', 'a bare string'],
  ['delivery-', 'DeliveryScheduled', {}],
  ['driver-x', 'DriverProfileUpdated', { vehicleType: 'rocket', vehiclePlate: null, phone: 5 }],
  ['driver-', 'DriverProfileUpdated', {}],
  ['driver-y', 'DeliveryScheduled', {}],
];

function poisonedEvents(): SequencedEvent[] {
  const revisions = new Map<string, bigint>();
  return DATA.map(([streamId, type, data], i) => {
    const revision = revisions.get(streamId) ?? 0n;
    revisions.set(streamId, revision + 1n);
    const metadata = (i % 2 ? { occurredAt: 'luego', actor: null } : null) as unknown as SequencedEvent['metadata'];
    const position = `${1000 + i}/${i + 1}`;
    return { eventId: randomUUID(), type, data, metadata, streamId, revision, position, ordinal: BigInt(i + 1) };
  });
}

describe('the deliveries projection takes whatever an event holds', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  const projection = projectionNamed('deliveries')!;
  const events = poisonedEvents();
  const rowsOf = async (generation: number) =>
    Promise.all(
      ['deliveries', 'driver_profiles'].map(async (table) => {
        const name = sql.table(`${table}_g${generation}`);
        return (await sql<{ t: string }>`select t::text as t from ${name} t order by 1`.execute(t.db)).rows;
      }),
    );

  beforeAll(async () => {
    t = await createTestDatabase('deliveries_poisoned');
    await createGeneration(t.db, projection, 1);
    await t.db.transaction().execute((trx) => applyToGeneration(trx, projection, events, 1));
  });
  afterAll(async () => t?.drop());

  it('writes the same rows in one batch as one by one', async () => {
    await createGeneration(t.db, projection, 2);
    for (const e of events) await t.db.transaction().execute((trx) => applyToGeneration(trx, projection, [e], 2));
    expect(await rowsOf(2)).toEqual(await rowsOf(1));
  });

  it('keeps what the columns take, and what a screen may show', async () => {
    const { rows } = await sql<Record<string, unknown>>`select * from deliveries_g1 order by id`.execute(t.db);
    expect(rows.map((r) => r.id)).toEqual(['a', 'c']);
    const [a, c] = rows;
    expect(a).toMatchObject({
      status: 'PENDING',
      source_type: 'order',
      customer_name: 'Ana \ufffd',
      recipient_phone: '5',
      latitude: SHOP_LOCATION.latitude,
      longitude: SHOP_LOCATION.longitude,
      zone_eta_minutes: INT4.max,
      driver_name: '{"nested":true}',
      attempts: INT4.max,
      photo: null,
      handover_point: null,
      fail_reason: '\ufffd',
    });
    expect(a!.tracking_code).toHaveLength(INDEXED_TEXT_MAX);
    expect(a!.driver_id).toHaveLength(INDEXED_TEXT_MAX);
    expect((a!.history as unknown[]).map((h) => (h as { status: string }).status)).toEqual([
      'PENDING',
      'IN_TRANSIT',
      'DELIVERED',
      'PENDING',
    ]);
    expect(c).toMatchObject({ status: 'CANCELLED', cancel_reason: '', tracking_code: '' });
    const profiles = await sql<Record<string, unknown>>`select * from driver_profiles_g1`.execute(t.db);
    expect(profiles.rows).toEqual([
      expect.objectContaining({ driver_id: 'x', vehicle_type: null, vehicle_plate: '', phone: '5' }),
    ]);
  });
});
