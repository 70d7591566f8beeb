import { sql, type Kysely } from 'kysely';
import { REPORT_TOP_ROWS, type InventoryReport } from '../../domain/reports';
import { exactPesos } from '../../domain/shared';
import type { ReadModels } from '../../projections/read-models';
import type { ResolvedPeriod } from './period';
import { productsAt, type Snapshot } from './snapshot';

// The inventory section: the catalogue and its stock at the snapshot (stock_status as the inventory
// list classes it: out at <= 0, low at <= the minimum) and the movements that occurred in the period.

type Db = Kysely<ReadModels>;
const int = (v: unknown) => Number(v ?? 0);

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
  const products = productsAt(s);
  const { rows: totals } = await sql<Record<string, string>>`
    select count(*) as products, coalesce(sum(stock), 0) as units, coalesce(sum(value_cents), 0) as value,
           count(*) filter (where stock > 0 and stock <= min_stock_level) as low,
           count(*) filter (where stock <= 0) as out
    from (${products}) p`.execute(db);
  const { rows: categories } = await sql<Record<string, string>>`
    select category, count(*) as products, coalesce(sum(stock), 0) as units, coalesce(sum(value_cents), 0) as value
    from (${products}) p group by category order by sum(value_cents) desc, category`.execute(db);
  const { rows: low } = await sql<Record<string, string>>`
    select * from (${products}) p where stock <= min_stock_level
    order by (stock <= 0) desc, stock, sku limit ${REPORT_TOP_ROWS}`.execute(db);
  const t = totals[0]!;
  const m = await movementsIn(db, s, period);
  return {
    summary: {
      totalProducts: int(t.products),
      totalUnits: int(t.units),
      totalValue: exactPesos(t.value!),
      lowStock: int(t.low),
      outOfStock: int(t.out),
      movements: int(m.movements),
      unitsIn: int(m.units_in),
      unitsOut: int(m.units_out),
    },
    categories: categories.map((c) => ({
      category: c.category!,
      products: int(c.products),
      units: int(c.units),
      value: exactPesos(c.value!),
    })),
    lowStock: low.map((r) => ({
      productId: r.product_id!,
      sku: r.sku!,
      name: r.name!,
      category: r.category!,
      currentStock: int(r.stock),
      minStockLevel: int(r.min_stock_level),
      price: exactPesos(r.price_cents!) ?? 0,
    })),
  };
}
