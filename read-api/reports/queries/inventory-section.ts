import { sql, type Kysely } from 'kysely';
import { REPORT_TOP_ROWS, type InventoryReport } from '../../../domain/reports';
import { exactPesos } from '../../../domain/shared';
import type { ReadModels } from '../../../projections/read-models';
import type { ResolvedPeriod } from './period';
import { productsAt, type Snapshot } from './snapshot';

// The inventory section: the catalogue and its stock at the snapshot (stock_status as the inventory
// list classes it: out at <= 0, low at <= the minimum) and the movements that occurred in the period.

type Db = Kysely<ReadModels>;
const int = (v: unknown) => Number(v ?? 0);
type Row = Record<string, string>;

async function movementsIn(db: Db, s: Snapshot, period: ResolvedPeriod) {
  const start = period.start ? sql`and occurred_at >= ${period.start}` : sql``;
  const end = period.end ? sql`and occurred_at < ${period.end}` : sql``;
  const { rows } = await sql<{ movements: string; units_in: string; units_out: string }>`
    select count(*) as movements, coalesce(sum(net_change) filter (where net_change > 0), 0) as units_in,
           coalesce(-sum(net_change) filter (where net_change < 0), 0) as units_out
    from stock_movements where ordinal <= ${s.position} and occurred_at <= ${s.at} ${start} ${end}`.execute(db);
  return rows[0]!;
}

export async function inventorySection(db: Db, s: Snapshot, period: ResolvedPeriod): Promise<InventoryReport> {
  // One statement: the snapshot's products are computed once and read three times.
  const { rows } = await sql<{ totals: Record<string, string>; categories: Row[] | null; low: Row[] | null }>`
    with p as materialized (${productsAt(s)})
    select
      (select json_build_object('products', count(*), 'units', coalesce(sum(stock), 0),
              'value', coalesce(sum(value_cents), 0)::text,
              'low', count(*) filter (where stock > 0 and stock <= min_stock_level),
              'out', count(*) filter (where stock <= 0)) from p) as totals,
      (select json_agg(c order by c.sort_value desc, c.category) from (
         select category, count(*) as products, coalesce(sum(stock), 0) as units,
                coalesce(sum(value_cents), 0)::text as value, sum(value_cents) as sort_value
         from p group by category) c) as categories,
      (select json_agg(l) from (
         select product_id, sku, name, category, stock, min_stock_level, price_cents::text as price_cents
         from p where stock <= min_stock_level
         order by (stock <= 0) desc, stock, sku limit ${REPORT_TOP_ROWS}) l) as low`.execute(db);
  const { totals: t, categories = [], low = [] } = rows[0]!;
  const m = await movementsIn(db, s, period);
  return {
    summary: {
      totalProducts: int(t.products),
      totalUnits: int(t.units),
      totalValue: exactPesos(String(t.value)),
      lowStock: int(t.low),
      outOfStock: int(t.out),
      movements: int(m.movements),
      unitsIn: int(m.units_in),
      unitsOut: int(m.units_out),
    },
    categories: (categories ?? []).map((c) => ({
      category: c.category!,
      products: int(c.products),
      units: int(c.units),
      value: exactPesos(String(c.value)),
    })),
    lowStock: (low ?? []).map((r) => ({
      productId: r.product_id!,
      sku: r.sku!,
      name: r.name!,
      category: r.category!,
      currentStock: int(r.stock),
      minStockLevel: int(r.min_stock_level),
      price: exactPesos(String(r.price_cents)) ?? 0,
    })),
  };
}
