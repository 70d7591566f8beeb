import { sql, type Kysely } from 'kysely';
import type { LedgerEntryType } from '../../../domain/inventory';
import type { WarehouseDashboard } from '../../../domain/inventory';
import { exactPesos } from '../../../domain/shared';
import type { ReadModels } from '../../../projections/read-models';
import { recentMovements } from './ledger';

type Db = Kysely<ReadModels>;

// The warehouse dashboard's figures. "Today" is the calendar day in the shop's time zone, so a
// movement at 19:00 in Mexico City counts on the day it was made, not on the next UTC day.

/** Spec 9: the low-stock report lists 10; recent movements shown alongside, 10 too. */
export const DASHBOARD_LOW_STOCK = 10;
export const DASHBOARD_RECENT = 10;

/**
 * Active products at or below their minimum, out of stock first, then the fewest units. Inactive
 * and discontinued products are not to be reordered, so they are not listed.
 */
async function lowStock(db: Db): Promise<WarehouseDashboard['lowStock']> {
  const rows = await db
    .selectFrom('inventory_products')
    .select(['id', 'name', 'sku', 'current_stock', 'min_stock_level'])
    .where('stock_status', 'in', ['low_stock', 'out_of_stock'])
    .where('status', '=', 'active')
    .orderBy('current_stock')
    .orderBy(sql`min_stock_level - current_stock`, 'desc')
    .orderBy('sku')
    .limit(DASHBOARD_LOW_STOCK)
    .execute();
  return rows.map((r) => ({
    productId: r.id,
    name: r.name,
    sku: r.sku,
    currentStock: r.current_stock,
    minStockLevel: r.min_stock_level,
  }));
}

/** Units in and out count what crossed the edge of our locations (net_change); transfers move none. */
async function today(db: Db, timeZone: string): Promise<WarehouseDashboard['today']> {
  // Both ends converted from local midnights: a day with a clock change is 23 or 25 hours long.
  const midnight = sql`date_trunc('day', now() at time zone ${timeZone})`;
  const [start, end] = [
    sql`(${midnight} at time zone ${timeZone})`,
    sql`((${midnight} + interval '1 day') at time zone ${timeZone})`,
  ];
  const rows = await db
    .selectFrom('stock_movements')
    .select((eb) => [
      'type',
      eb.fn.countAll<string>().as('movements'),
      sql<string>`sum(quantity)`.as('units'),
      sql<string>`sum(greatest(net_change, 0))`.as('units_in'),
      sql<string>`sum(greatest(-net_change, 0))`.as('units_out'),
    ])
    .where(sql<boolean>`occurred_at >= ${start} and occurred_at < ${end}`)
    .groupBy('type')
    .orderBy('type')
    .execute();
  const sum = (pick: (r: (typeof rows)[number]) => string) => rows.reduce((n, r) => n + Number(pick(r)), 0);
  return {
    movements: sum((r) => r.movements),
    unitsIn: sum((r) => r.units_in),
    unitsOut: sum((r) => r.units_out),
    byType: rows.map((r) => ({
      type: r.type as LedgerEntryType,
      movements: Number(r.movements),
      units: Number(r.units),
    })),
  };
}

/** A product in two categories counts in both (the screen shows where the money sits by category). */
async function valueByCategory(db: Db): Promise<WarehouseDashboard['valueByCategory']> {
  const { rows } = await sql<{ category: string; products: string; value: string }>`
    select c.category, count(*) as products, coalesce(sum(p.price_cents::numeric * p.current_stock), 0) as value
      from inventory_products p cross join lateral unnest(p.categories) as c(category)
     group by c.category
     order by value desc, c.category`.execute(db);
  return rows.map((r) => ({
    category: r.category,
    products: Number(r.products),
    value: exactPesos(r.value),
  }));
}

export async function warehouseDashboard(db: Db, timeZone: string): Promise<WarehouseDashboard> {
  const [low, day, byCategory, recent] = await Promise.all([
    lowStock(db),
    today(db, timeZone),
    valueByCategory(db),
    recentMovements(db, {}, DASHBOARD_RECENT),
  ]);
  return { lowStock: low, today: day, valueByCategory: byCategory, recentMovements: recent };
}
