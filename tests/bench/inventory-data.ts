import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';

// A shop's history written straight into the event store in bulk: `products` ProductAdded events
// and `perProduct` StockMoved lines each (purchases of 5 and sales of 3 in turn, so every
// balanceAfter is exact), interleaved across products as a real day would interleave them.
// The shapes are those of domain/inventory/events.ts; times start at BENCH_EPOCH, one second apart.

export const BENCH_EPOCH = Date.parse('2026-01-01T00:00:00Z');
const CATEGORIES = `array['Rosas','Tulipanes','Orquídeas','Girasoles','Lirios','Claveles','Follaje','Arreglos']`;
const FLOWERS = `array['Rosa','Tulipán','Orquídea','Girasol','Lirio','Clavel','Helecho','Arreglo']`;

// Product number p's id: an md5 shaped as a version-4 uuid (the routes check the version and
// variant digits), computed alike by SQL and by the bench.
export const productIdSql = (p: string) =>
  `(select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18))::uuid from md5('bench-product-' || ${p}) as h)`;
export function benchProductId(p: number): string {
  const h = createHash('md5').update(`bench-product-${p}`).digest('hex');
  const v4 = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}

export const metadata = (
  actorRoles = 'warehouse',
) => `jsonb_build_object('commandId', gen_random_uuid(), 'correlationId', gen_random_uuid(),
  'causationId', gen_random_uuid(), 'actor', jsonb_build_object('userId', 'bench-user', 'roles', jsonb_build_array('${actorRoles}')),
  'source', jsonb_build_object('app', 'bench'), 'occurredAt', to_char(timestamptz '2026-01-01' + t * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
  'schemaVersion', 1)`;

/** Products number `from` … `from + products - 1`; perishable ones (issue 44) last 7 days in the vase. */
export async function loadProducts(
  db: Kysely<AppDatabase>,
  products: number,
  { from = 0, perishable = false }: { from?: number; perishable?: boolean } = {},
): Promise<void> {
  await sql
    .raw(
      `insert into events (event_id, stream_id, stream_revision, type, data, metadata)
      select gen_random_uuid(), 'product-' || ${productIdSql('p')}, 0, 'ProductAdded',
        jsonb_build_object('productId', ${productIdSql('p')}, 'sku', 'BEN-' || lpad(p::text, 5, '0'),
          'name', (${FLOWERS})[p % 8 + 1] || ' ' || p, 'barcode', (7500000000000 + p)::text, 'description', 'Producto de prueba de carga',
          'minStockLevel', p % 150, 'categories', jsonb_build_array((${CATEGORIES})[p % 8 + 1]), 'images', '[]'::jsonb,
          'location', 'Almacén principal', 'priceCents', 5000 + (p % 300) * 100, 'wholesalePriceCents', null, 'status', 'active',
          'vaseLifeDays', ${perishable ? 7 : 'null'}, 'requiresLots', ${perishable},
          'addedAt', to_char(timestamptz '2026-01-01' + t * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
        ${metadata('owner')}
      from (select p, p as t from generate_series(${from}, ${from + products - 1}) as p) s`,
    )
    .execute(db);
}

/** Movements k = fromK … toK-1 of every product (or only product `only`), in chunks that commit. */
export async function loadMovements(
  db: Kysely<AppDatabase>,
  products: number,
  fromK: number,
  toK: number,
  only?: number,
): Promise<void> {
  const [first, last] = only === undefined ? [0, products - 1] : [only, only];
  const chunkK = Math.max(1, Math.floor(100_000 / (last - first + 1)));
  for (let k0 = fromK; k0 < toK; k0 += chunkK) {
    const k1 = Math.min(toK, k0 + chunkK) - 1;
    await sql
      .raw(
        `insert into events (event_id, stream_id, stream_revision, type, data, metadata)
        select gen_random_uuid(), 'product-' || ${productIdSql('p')}, k + 1, 'StockMoved',
          jsonb_build_object('movementId', gen_random_uuid(), 'type', case when k % 2 = 0 then 'purchase' else 'sale' end,
            'quantity', case when k % 2 = 0 then 5 else 3 end, 'locationId', 'Almacén principal', 'targetLocationId', null,
            'reference', case when k % 2 = 0 then null else jsonb_build_object('type', 'pos', 'id', 'T-' || k) end,
            'notes', '', 'countedQuantity', null,
            'effects', jsonb_build_array(jsonb_build_object('locationId', 'Almacén principal',
              'delta', case when k % 2 = 0 then 5 else -3 end,
              'balanceAfter', case when k % 2 = 0 then 5 + 2 * (k / 2) else k + 1 end)),
            'movedAt', to_char(timestamptz '2026-01-01' + t * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
          ${metadata()}
        from (select k, p, ${products} + k * ${products} + p as t
              from generate_series(${k0}, ${k1}) as k, generate_series(${first}, ${last}) as p) s
        order by k, p`,
      )
      .execute(db);
  }
  await sql`insert into streams select stream_id, max(stream_revision) from events group by stream_id
    on conflict (stream_id) do update set revision = excluded.revision`.execute(db);
}

/** The moment of movement k of product p (for stock-as-of queries). */
export const movedAtOf = (products: number, k: number, p: number) =>
  new Date(BENCH_EPOCH + (products + k * products + p) * 1000);
