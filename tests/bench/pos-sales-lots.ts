import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { benchDatabase, fmt, ratio, type Row } from './harness';
import { timeRequests } from './http-load';
import { benchProductId, loadMovements, loadProducts, metadata, productIdSql } from './inventory-data';

// Issue 44's figure: a counter sale of perishable flowers — each product's stock in three lots from
// three growers, so every line is taken first-expiring-first-out and its event names the lots —
// beside the same sale of products kept without lots, in the same run on the same server, rounds
// alternating; median of three each.

const PRODUCTS = 3000;
const REGISTERS = 16;
const SALES_PER_ROUND = 300;
const LOTS = 3;

/** Three purchases of 5 stems into each perishable product, each its own lot, the latest expiring first. */
async function loadLots(db: Parameters<typeof loadProducts>[0], from: number, products: number) {
  await sql
    .raw(
      `insert into events (event_id, stream_id, stream_revision, type, data, metadata)
      select gen_random_uuid(), 'product-' || pid, k + 1, 'StockMoved',
        jsonb_build_object('movementId', lot, 'type', 'purchase', 'quantity', 5, 'locationId', 'Almacén principal',
          'targetLocationId', null, 'reference', null, 'notes', '', 'countedQuantity', null,
          'effects', jsonb_build_array(jsonb_build_object('locationId', 'Almacén principal', 'delta', 5, 'balanceAfter', 5 * (k + 1))),
          'movedAt', '2026-01-01T00:00:00Z',
          'lot', jsonb_build_object('lotId', lot, 'code', 'L' || k, 'supplier', (array['Flores del Valle','Ecuador Roses Co.','Homestead Growers'])[k + 1],
            'cutDate', null, 'vaseLifeDays', 12 - 3 * k, 'unitCostCents', 90, 'receivedOn', '2026-01-01',
            'sellBy', to_char(date '2026-01-01' + (12 - 3 * k), 'YYYY-MM-DD')),
          'lots', jsonb_build_array(jsonb_build_object('lotId', lot, 'locationId', 'Almacén principal', 'delta', 5))),
        ${metadata()}
      from (select p, k, p + k as t, ${productIdSql('p')} as pid, gen_random_uuid() as lot
            from generate_series(${from}, ${from + products - 1}) as p, generate_series(0, ${LOTS - 1}) as k) s
      order by k, p`,
    )
    .execute(db);
  await sql`insert into streams select stream_id, max(stream_revision) from events group by stream_id
    on conflict (stream_id) do update set revision = excluded.revision`.execute(db);
}

export async function benchPosSalesLots(): Promise<Row[]> {
  const bench = await benchDatabase('pos_sales_lots');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  const command = await buildCommandApi({ store, db: bench.db, config, accounts: 'trust-token' });
  try {
    await loadProducts(bench.db, PRODUCTS);
    await loadMovements(bench.db, PRODUCTS, 0, 1); // 5 stems each, "sin lote"
    await loadProducts(bench.db, PRODUCTS, { from: PRODUCTS, perishable: true });
    await loadLots(bench.db, PRODUCTS, PRODUCTS); // 15 stems each in three lots
    const token = signToken({ userId: 'bench-cashier', roles: ['cashier'] }, config.jwtSecret);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const base = await command.listen({ host: '127.0.0.1', port: 0 });
    const sessions: string[] = [];
    for (let r = 0; r < REGISTERS; r++) {
      const res = await fetch(`${base}/api/pos/sessions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ registerId: `caja-${r + 1}`, openingCash: 500, location: 'Almacén principal' }),
      });
      if (res.status !== 201) throw new Error(`opening caja-${r + 1}: ${res.status} ${await res.text()}`);
      sessions.push(((await res.json()) as { id: string }).id);
    }
    // Sale i takes a stem of three products of one kind; 5 stems (15 with lots) each last long enough.
    const sale = (offset: number) => (i: number) => ({
      path: '/api/pos/sales',
      init: {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          sessionId: sessions[i % REGISTERS],
          items: [0, 1, 2].map((k) => ({ productId: benchProductId(offset + ((i * 3 + k) % PRODUCTS)), quantity: 1 })),
          payments: [{ method: 'cash', amount: 2000 }],
        }),
      },
    });
    await timeRequests(base, 100, 16, sale(0));
    await timeRequests(base, 100, 16, sale(PRODUCTS));
    const plain: number[] = [];
    const lotted: number[] = [];
    for (let round = 0; round < 3; round++) {
      const from = 100 + round * SALES_PER_ROUND;
      plain.push((await timeRequests(base, SALES_PER_ROUND, 16, (i) => sale(0)(from + i))).perSecond);
      lotted.push((await timeRequests(base, SALES_PER_ROUND, 16, (i) => sale(PRODUCTS)(from + i))).perSecond);
    }
    const taken = await sql<{ n: string }>`
      select count(*) as n from events where type = 'StockMoved' and data->>'type' = 'sale' and data ? 'lots'`.execute(
      bench.db,
    );
    // Every lotted sale line named its lots: the figure measured what it says.
    if (Number(taken.rows[0]!.n) < 3 * (100 + 3 * SALES_PER_ROUND)) throw new Error('lotted sales did not name lots');
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    return [
      {
        figure:
          'counter sales of flowers in lots (3 lines, first-expiring-first-out over 3 lots), sales/s at 16 connections',
        value: fmt(median(lotted)),
        reference: `${fmt(median(plain))} sales/s of the same products kept without lots`,
        ratio: ratio(median(lotted), median(plain)),
        goal: '>= 0.8x',
      },
    ];
  } finally {
    await command.close();
    await store.close();
    await bench.drop();
  }
}
