import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToGeneration, copyRowsOf, copyToGeneration, inClientTransaction } from '../../projections/engine/batch';
import { INDEXED_TEXT_MAX, INT4, INT8, UNKNOWN_TIME } from '../../projections/engine/column-values';
import { createGeneration, createIndexes } from '../../projections/engine/generations';
import { physicalTables, type Projection, type SequencedEvent } from '../../projections/engine/projection';
import { projections } from '../../projections/registry';
import { createTestDatabase } from '../support/database';

// Events as any writer may have appended them — the command side before its bounds, a script, an
// import, a reactor, a KurrentDB store (which keeps NUL and lone surrogates): every projection
// applies them without stopping, a rebuild (COPY) writes what live batches write, and batch
// boundaries change nothing. Built in memory, so values the Postgres store itself refuses get in too.

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

const [productId, partnerId, agreementId, clientId, invoiceId, userId] = Array.from({ length: 6 }, () => randomUUID());
const HUGE = 'x'.repeat(8192);

/** Metadata a writer may have left: a header's value where a uuid belonged, no time, odd shapes. */
const METADATA: unknown[] = [
  {
    commandId: HUGE,
    correlationId: 'not-a-uuid',
    causationId: 'a\u0000b',
    actor: { userId: 'u\ud800', roles: 'owner' },
    source: { app: 5, deviceId: 'ünïcødé 🌷\u0000' },
    occurredAt: '0000-01-01T00:00:00Z',
    schemaVersion: 1,
  },
  { occurredAt: 'ayer', actor: null, source: 'pos', correlationId: { nested: true } },
  {},
  null,
];

const DATA: [stream: string, type: string, data: unknown][] = [
  [
    `user-${userId}`,
    'UserRegistered',
    {
      userId,
      email: 'a\u0000@flora.test',
      name: 'N'.repeat(5000),
      firstName: null,
      roles: 'owner',
      registeredAt: '2026-02-30T00:00:00Z',
    },
  ],
  [`user-${userId}`, 'UserLoggedIn', { loggedInAt: 99999 }],
  [
    `product-${productId}`,
    'ProductAdded',
    {
      productId,
      sku: `SKU\u0000${HUGE}`,
      name: 'Rosa \ud800',
      barcode: 'b'.repeat(4000),
      description: null,
      priceCents: 1e19,
      wholesalePriceCents: 1.5,
      minStockLevel: 3e9,
      categories: ['Rosas', 'c'.repeat(3000), null],
      images: 'x',
      location: 'Almacén',
      status: 'active',
      addedAt: '0000-01-01T00:00:00Z',
    },
  ],
  [
    `product-${productId}`,
    'StockMoved',
    {
      movementId: randomUUID(),
      type: 'opening',
      quantity: 3e9,
      locationId: 'Almacén',
      targetLocationId: null,
      reference: { type: 1, id: { x: 1 } },
      notes: 'n\u0000',
      countedQuantity: 1.5,
      effects: [{ locationId: 'Almacén', delta: 3e9, balanceAfter: 3e9 }],
      movedAt: '294277-01-01T00:00:00Z',
    },
  ],
  [
    `product-${productId}`,
    'StockMoved',
    {
      movementId: randomUUID(),
      type: 'purchase',
      quantity: 2e9,
      locationId: 'Bodega\u0000',
      targetLocationId: null,
      reference: null,
      notes: '',
      countedQuantity: null,
      effects: [{ locationId: 'Bodega\u0000', delta: 2e9, balanceAfter: 2e9 }],
      movedAt: '2026-11-21T10:00:00Z',
    },
  ],
  [
    `product-${productId}`,
    'ProductPriceChanged',
    { priceCents: -1e300, wholesalePriceCents: null, changedAt: 'ahora' },
  ],
  [`product-${productId}`, 'ProductStatusChanged', { status: { weird: true }, changedAt: '2026-11-21T10:00:00Z' }],
  [
    `partner-${partnerId}`,
    'PartnerRegistered',
    {
      partnerId,
      businessName: 'P\u0000',
      tradeName: HUGE,
      type: 'other',
      taxId: 5,
      defaultCommissionTenths: 1e10,
      primaryAddress: null,
      mainContact: { 'k\u0000': '\ud800' },
      notes: '',
      status: 'active',
      registeredAt: 'x',
    },
  ],
  [
    `agreement-${agreementId}`,
    'AgreementCreated',
    {
      agreementId,
      partnerId,
      partnerName: 'P\ud800',
      startDate: '0000-00-00',
      endDate: null,
      notes: 'x',
      createdAt: '2026-13-01T00:00:00Z',
      items: [
        {
          productId,
          productName: 'Rosa\u0000',
          sku: 'S',
          quantity: 3e9,
          unitPriceCents: 1e19,
          commissionTenths: 1e12,
          locationId: 'A',
        },
      ],
    },
  ],
  [
    `agreement-${agreementId}`,
    'ConsignmentSaleRegistered',
    {
      saleId: randomUUID(),
      grossCents: 1e30,
      commissionCents: 1,
      netCents: 1,
      notes: '',
      soldAt: 'nunca',
      lines: [
        {
          productId,
          quantity: 3e9,
          requestedQuantity: 3e9,
          unitPriceCents: 1e19,
          commissionTenths: 1,
          grossCents: 1e30,
          commissionCents: 1.5,
          netCents: -1e30,
          locationId: 'A',
        },
      ],
    },
  ],
  [
    `billing-client-${clientId}`,
    'ClientRegistered',
    {
      clientId,
      name: 'C'.repeat(9000),
      email: null,
      phone: 1,
      address: '',
      taxId: '',
      registeredAt: '0000-01-01',
    },
  ],
  [
    `invoice-${invoiceId}`,
    'InvoiceCreated',
    {
      invoiceId,
      clientId,
      clientName: 'C\ud800',
      date: '0000-01-01',
      dueDate: '2026-02-30',
      requestedNumber: 7,
      notes: 'n\u0000',
      lines: [
        {
          productId: 'custom',
          description: 'd\u0000',
          customDescription: true,
          quantity: Number.MAX_SAFE_INTEGER + 2,
          priceCents: 1e17,
          totalCents: 9e32,
        },
      ],
      subtotalCents: 9e32,
      taxRateBasisPoints: 1e12,
      taxCents: 1.5,
      totalCents: 1e40,
      createdAt: '2026-11-21T10:00:00Z',
      offlineCreatedAt: '0000-01-01T00:00:00Z',
    },
  ],
  [`invoice-${invoiceId}`, 'InvoiceIssued', { number: 'F\u0000-1', issuedAt: 'x' }],
  ['s'.repeat(3000), 'T'.repeat(3000), null],
  ['odd-stream', 'Noted', 'a bare string \u0000 \udfff'],
];

function poisonedEvents(): SequencedEvent[] {
  const revisions = new Map<string, bigint>();
  return DATA.map(([streamId, type, data], i) => {
    const revision = revisions.get(streamId) ?? 0n;
    revisions.set(streamId, revision + 1n);
    const metadata = METADATA[i % METADATA.length] as SequencedEvent['metadata'];
    return {
      eventId: randomUUID(),
      type,
      data,
      metadata,
      streamId,
      revision,
      position: `${1000 + i}/${i + 1}`,
      ordinal: BigInt(i + 1),
    };
  });
}

describe('every projection takes whatever an event holds', () => {
  let t: TestDb;
  const events = poisonedEvents();
  const tablesOf = (p: Projection, generation: number) => Object.values<string>(physicalTables(p, generation));
  /** A table's rows in a fixed order, whatever its columns. */
  const tableHash = async (table: string) =>
    (
      await sql<{
        n: string;
        h: string;
      }>`select count(*) as n, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as h
      from ${sql.table(table)} t`.execute(t.db)
    ).rows[0];
  const rows = async (table: string) =>
    (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db)).rows;

  beforeAll(async () => {
    t = await createTestDatabase('poisoned');
  });
  afterAll(async () => t?.drop());

  it.each(projections.map((p) => [p.name, p] as const))(
    '%s applies them in one batch, one by one and by COPY alike',
    async (_, projection) => {
      await createGeneration(t.db, projection, 1);
      await t.db.transaction().execute((trx) => applyToGeneration(trx, projection, events, 1));
      await createGeneration(t.db, projection, 2);
      for (const e of events) await t.db.transaction().execute((trx) => applyToGeneration(trx, projection, [e], 2));
      const [batch, oneByOne] = [tablesOf(projection, 1), tablesOf(projection, 2)];
      for (const [i, table] of batch.entries())
        expect(await tableHash(oneByOne[i]!), table).toEqual(await tableHash(table));
      if (!projection.copyRows) return;
      await createGeneration(t.db, projection, 3, false);
      await inClientTransaction(t.pool, (client) =>
        copyToGeneration(client, projection, copyRowsOf(projection, events)!, 3),
      );
      await createIndexes(t.db, projection, 3);
      for (const [i, table] of tablesOf(projection, 3).entries())
        expect(await tableHash(table), table).toEqual(await tableHash(batch[i]!));
    },
  );

  it("keeps the caller's ids in the audit as they came, and says when a time was unknown", async () => {
    const audit = await rows('audit_events_g1');
    expect(audit).toHaveLength(events.length);
    const first = audit.find((r) => r.global_order === '1')!;
    expect(first).toMatchObject({
      correlation_id: 'not-a-uuid',
      causation_id: 'ab',
      actor_id: 'u\ufffd',
      actor_roles: [],
      source_app: '5',
    });
    expect(first.command_id).toBe(HUGE);
    expect((first.occurred_at as Date).toISOString()).toBe(UNKNOWN_TIME);
    expect(audit.find((r) => r.global_order === '2')!.correlation_id).toBe('{"nested":true}');
    const odd = audit.find((r) => r.global_order === String(events.length - 1))!;
    expect(odd).toMatchObject({
      data: null,
      stream_id: 's'.repeat(INDEXED_TEXT_MAX),
      type: 'T'.repeat(INDEXED_TEXT_MAX),
    });
  });

  it('holds numbers at the limits of their columns and falls back on times Postgres refuses', async () => {
    const [product] = await rows('inventory_products_g1');
    expect(product).toMatchObject({
      min_stock_level: INT4.max,
      current_stock: INT4.max,
      price_cents: String(INT8.min),
      wholesale_price_cents: null,
      name: 'Rosa \ufffd',
      categories: ['Rosas', 'c'.repeat(INDEXED_TEXT_MAX)],
      images: [],
      status: '{"weird":true}',
      description: '',
    });
    expect((product!.added_at as Date).toISOString()).toBe(UNKNOWN_TIME);
    const ledger = await rows('stock_movements_g1');
    expect(ledger.map((m) => [m.quantity, m.counted_quantity, m.notes])).toEqual([
      [INT4.max, 2, 'n'],
      [2e9, null, ''],
    ]);
    const [invoice] = await sql<
      Record<string, unknown>
    >`select date::text as day, due_date, total_cents, tax_rate_bp, offline_created_at, number
      from billing_invoices_g1`
      .execute(t.db)
      .then((r) => r.rows);
    expect(invoice).toMatchObject({
      day: '2026-11-21',
      due_date: null,
      total_cents: String(INT8.max),
      tax_rate_bp: INT4.max,
      offline_created_at: null,
      number: 'F-1',
    });
    const [item] = await rows('consignment_agreement_items_g1');
    expect(item).toMatchObject({
      quantity: INT4.max,
      sold_quantity: INT4.max,
      commission_tenths: INT4.max,
      gross_cents: String(INT8.max),
    });
    const [user] = await rows('users_g1');
    expect(user).toMatchObject({ email: 'a@flora.test', first_name: '', roles: [] });
    expect(user!.name).toHaveLength(INDEXED_TEXT_MAX);
  });
});
