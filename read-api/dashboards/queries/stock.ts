import { sql, type Kysely } from 'kysely';
import type { StockFigures } from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';

// The stock's worth and what needs reordering, from the inventory read model as the warehouse
// dashboard reads it: value at the selling price of the units on hand (the warehouse's "value by
// category" sums the same), low and out of stock among the active products (the ones reordered).

export async function stockFigures(db: Kysely<ReadModels>): Promise<StockFigures> {
  const row = await db
    .selectFrom('inventory_products')
    .select([
      sql<string>`coalesce(sum(price_cents::numeric * current_stock), 0)`.as('value'),
      sql<string>`coalesce(sum(current_stock), 0)`.as('units'),
      sql<string>`count(*) filter (where status = 'active')`.as('products'),
      sql<string>`count(*) filter (where status = 'active' and stock_status = 'low_stock')`.as('low'),
      sql<string>`count(*) filter (where status = 'active' and stock_status = 'out_of_stock')`.as('out'),
    ])
    .executeTakeFirstOrThrow();
  return {
    valueCents: Number(row.value),
    units: Number(row.units),
    products: Number(row.products),
    lowStock: Number(row.low),
    outOfStock: Number(row.out),
  };
}
