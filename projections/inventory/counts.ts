import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../engine/projection';
import type { InventoryTableName } from './tables';

// inventory_counts follows the products a batch touches: their part of every count is taken away
// before the batch writes them and added back after, both from the rows themselves (not from the
// events), so a batch applied twice, or a rebuild cut into other batches, leaves the same counts.
// Each statement reads only the touched rows; a count that reaches 0 is deleted, not kept at 0.

/** `sign` 1 adds what these products count for now, -1 takes it away. */
export async function moveCounts(
  db: Kysely<unknown>,
  t: TableNames<InventoryTableName>,
  ids: readonly string[],
  sign: 1 | -1,
): Promise<void> {
  if (ids.length === 0) return;
  const counts = sql.table(t.inventory_counts);
  // Each product once per category it lists and once under '' (any category), each of those under
  // its status and under '' (any status): distinct, so a category listed twice counts once.
  await sql`
    with touched as (
      select c.category, s.stock_status, count(*)::int as n
      from ${sql.table(t.inventory_products)} as p
      cross join lateral (select distinct x from unnest(p.categories || ''::text) as u(x)) as c(category)
      cross join lateral (values (p.stock_status), ('')) as s(stock_status)
      where p.id = any(${ids}::text[])
      group by 1, 2
    ),
    merged as (
      select t.category, t.stock_status, coalesce(k.products, 0) + ${sign}::int * t.n as products
      from touched as t left join ${counts} as k using (category, stock_status)
    ),
    emptied as (
      delete from ${counts} as k using merged as m
      where k.category = m.category and k.stock_status = m.stock_status and m.products = 0
    )
    insert into ${counts} (category, stock_status, products)
    select category, stock_status, products from merged where products <> 0
    on conflict (category, stock_status) do update set products = excluded.products`.execute(db);
}
