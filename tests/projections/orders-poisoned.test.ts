import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToGeneration } from '../../projections/engine/batch';
import { INDEXED_TEXT_MAX, INT4, INT8, UNKNOWN_TIME } from '../../projections/engine/column-values';
import { createGeneration } from '../../projections/engine/generations';
import { ordersProjection } from '../../projections/orders';
import { foldOrders } from '../../projections/orders/fold';
import type { SequencedEvent } from '../../projections/engine/projection';
import { createTestDatabase } from '../support/database';

// Order events as any writer may have appended them (a script, an import, a KurrentDB store that
// keeps NUL and lone surrogates, an older writer): the orders projection applies them without
// stopping, whole batch or one by one alike, and each value becomes the nearest one its column holds.
// As tests/projections/poisoned-events.test.ts does for the other read models.

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
const [poisoned, empty, twin, later] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const HUGE = 'x'.repeat(8192);
const CODE = 'K7M2Q9XH4TPA';

const DATA: [order: string, type: string, data: unknown, metadata?: unknown][] = [
  [
    poisoned,
    'OrderPlaced',
    {
      orderId: 5,
      orderNumber: `P\u0000${HUGE}`,
      trackingCode: CODE,
      customerId: { id: 'client' },
      items: [
        {
          productId: 'p\u0000',
          name: 'Rosa \ud800',
          sku: null,
          unitPriceCents: 1e19,
          quantity: 3e9,
          lineTotalCents: 'x',
        },
        'not a line',
        null,
        { quantity: 3e9 },
      ],
      subtotalCents: 1e30,
      deliveryFeeCents: -1e300,
      totalCents: 'mucho',
      zone: { id: null, name: 'Brickell\u0000', estimatedDeliveryTime: 1e12 },
      deliveryAddress: 'Calle 8',
      deliveryDate: '2026-02-30',
      recipientName: 'Ana \ud800',
      recipientPhone: 305,
      cardMessage: 'hola\u0000',
      notes: null,
      placedAt: 'ayer',
    },
    {
      actor: { userId: 'u\ud800', roles: 'owner' },
      occurredAt: '0000-01-01T00:00:00Z',
    },
  ],
  [poisoned, 'OrderConfirmed', null, null],
  [poisoned, 'OrderCancelled', { reason: { why: 1 }, cancelledAt: '2026-13-01T00:00:00Z' }, { occurredAt: 'nunca' }],
  [poisoned, 'OrderPaid', { method: 5, place: null, amountCents: 1e40, paidAt: 99 }, {}],
  [empty, 'OrderPlaced', null, 'a string'],
  [empty, 'OrderMarkedReady', 'a bare string \u0000 \udfff', { occurredAt: '2026-01-15T10:00:00.000Z' }],
  // The same code on another order (no command does it): the first placed keeps it.
  [twin, 'OrderPlaced', { trackingCode: CODE, placedAt: '2026-01-15T10:00:00.000Z' }],
  [later, 'OrderPlaced', { trackingCode: 'k7m2q9xh4tpa\u0000', placedAt: '2026-01-15T10:00:00.000Z' }],
  [later, 'OrderPlaced', { trackingCode: 'ANOTHERCODE2' }],
];

function poisonedEvents(): SequencedEvent[] {
  const revisions = new Map<string, bigint>();
  return DATA.map(([order, type, data, metadata], i) => {
    const streamId = `order-${order}`;
    const revision = revisions.get(streamId) ?? 0n;
    revisions.set(streamId, revision + 1n);
    return {
      eventId: randomUUID(),
      type,
      data,
      metadata: metadata as SequencedEvent['metadata'],
      streamId,
      revision,
      position: `${1000 + i}/${i + 1}`,
      ordinal: BigInt(i + 1),
    };
  });
}

describe('the orders projection takes whatever an order event holds', () => {
  let t: TestDb;
  const events = poisonedEvents();
  const rowsText = async (table: string) =>
    (await sql<{ t: string }>`select t::text as t from ${sql.table(table)} t order by 1`.execute(t.db)).rows.map(
      (r) => r.t,
    );
  const row = async (id: string) =>
    (
      await sql<Record<string, unknown>>`select *, delivery_date::text as day from orders_g1 where id = ${id}`.execute(
        t.db,
      )
    ).rows[0]!;

  beforeAll(async () => {
    t = await createTestDatabase('orders_poisoned');
    await createGeneration(t.db, ordersProjection, 1);
    await t.db.transaction().execute((trx) => applyToGeneration(trx, ordersProjection, events, 1));
  });
  afterAll(async () => t?.drop());

  it('writes the same rows whether the events come in one batch or one by one', async () => {
    await createGeneration(t.db, ordersProjection, 2);
    for (const e of events) await t.db.transaction().execute((trx) => applyToGeneration(trx, ordersProjection, [e], 2));
    expect(await rowsText('orders_g2')).toEqual(await rowsText('orders_g1'));
    expect(await rowsText('orders_g1')).toHaveLength(4);
  });

  it('holds numbers at their columns’ limits, makes text storable and falls back on times Postgres refuses', async () => {
    const r = await row(poisoned);
    expect(r).toMatchObject({
      tracking_code: CODE,
      customer_id: '{"id":"client"}',
      status: 'cancelled',
      items_count: INT4.max,
      subtotal_cents: String(INT8.max),
      delivery_fee_cents: String(INT8.min),
      total_cents: '0',
      zone_id: '',
      zone_name: 'Brickell',
      zone_eta_minutes: INT4.max,
      delivery_address: { name: '', street: '', city: '', state: '', zipCode: '' },
      day: '1970-01-01',
      recipient_name: 'Ana \ufffd',
      recipient_phone: '305',
      card_message: 'hola',
      notes: '',
      paid: true,
      payment_method: '5',
      payment_place: null,
      paid_cents: String(INT8.max),
      cancel_reason: '{"why":1}',
    });
    expect(r.order_number).toHaveLength(INDEXED_TEXT_MAX);
    expect((r.placed_at as Date).toISOString()).toBe(UNKNOWN_TIME);
    expect(r.items).toEqual([
      { productId: 'p', name: 'Rosa \ufffd', sku: '', unitPriceCents: INT8.max, quantity: INT4.max, lineTotalCents: 0 },
      { productId: '', name: '', sku: '', unitPriceCents: 0, quantity: INT4.max, lineTotalCents: 0 },
    ]);
    expect(r.history).toEqual([
      { status: 'pending', at: UNKNOWN_TIME, by: 'u\ufffd' },
      { status: 'confirmed', at: UNKNOWN_TIME, by: null },
      { status: 'cancelled', at: UNKNOWN_TIME, by: null, reason: '{"why":1}' },
    ]);
  });

  it('places an order whose event holds nothing, and gives a code to one order only', async () => {
    expect(await row(empty)).toMatchObject({
      order_number: '',
      tracking_code: null,
      customer_id: '',
      status: 'ready',
      items: [],
      items_count: 0,
      total_cents: '0',
    });
    expect((await row(twin)).tracking_code).toBeNull(); // the poisoned order had it first
    const placedTwice = await row(later);
    expect(placedTwice).toMatchObject({ tracking_code: null, revision: '1' }); // NUL: no code; placed again: the first stands
  });
});

describe('the orders fold', () => {
  const event = (type: string, revision: bigint, data: unknown = {}): SequencedEvent => ({
    eventId: 'e',
    type,
    data,
    metadata: {} as never,
    streamId: 'order-x',
    revision,
    position: `${revision}/1`,
    ordinal: 1n,
  });

  it('stops at a step of an order it never saw placed, rather than skip it', () => {
    expect(() => foldOrders([event('OrderConfirmed', 3n)], new Map(), new Set())).toThrow(/before OrderPlaced/);
  });

  it('lets a type this version does not know pass (a newer writer’s), and skips replays', () => {
    const stored = new Map([['x', { revision: 1n, history: [] }]]);
    const { changed } = foldOrders(
      [event('OrderConfirmed', 1n), event('OrderGiftWrapped', 2n, { at: 'x' })],
      stored,
      new Set(),
    );
    expect(changed.get('x')).toEqual({ id: 'x', revision: '2', position: '2/1' });
  });
});
