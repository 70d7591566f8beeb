import { sql, type Kysely, type RawBuilder } from 'kysely';

// inventory_counts, how many products each filter of the list matches. createIndexes counts them
// once the products are there (a rebuild's load keeps no counts: it would pay for them batch after
// batch), leaving the ('', '') row, which it always writes, as the sign that they are kept. From then
// on each batch takes away what the products it touches counted for before it writes them, and adds
// back what they count for after, both read from the rows themselves (not from the events): a batch
// applied twice, or a rebuild cut into other batches, leaves the same counts. A count at 0 is
// deleted (but ('', '')), so live and rebuilt tables hold the same rows.

type Tables = Readonly<Record<'inventory_products' | 'inventory_counts', string>>;

/**
 * What the products `which` selects count for: each once per category it lists and once under ''
 * (any category), each of those under its status and under '' (any status); distinct, so a
 * category listed twice, or '' listed, counts once.
 */
const countsOf = (t: Tables, which: RawBuilder<unknown>) => sql`
  select c.category, s.stock_status, count(*)::int as n
  from ${sql.table(t.inventory_products)} as p
  cross join lateral (select distinct x from unnest(p.categories || ''::text) as u(x)) as c(category)
  cross join lateral (values (p.stock_status), ('')) as s(stock_status)
  where ${which}
  group by 1, 2`;

/** Counts every product again (createIndexes: idempotent). */
export async function countAll(db: Kysely<unknown>, t: Tables): Promise<void> {
  const counts = sql.table(t.inventory_counts);
  await sql`delete from ${counts}`.execute(db);
  await sql`
    insert into ${counts} (category, stock_status, products)
    select category, stock_status, n from (${countsOf(t, sql`true`)}) as all_products
    union all select '', '', 0 where not exists (select from ${sql.table(t.inventory_products)})`.execute(db);
}

/** `sign` 1 adds what these products count for now, -1 takes it away; nothing before countAll ran. */
export async function moveCounts(db: Kysely<unknown>, t: Tables, ids: readonly string[], sign: 1 | -1): Promise<void> {
  if (ids.length === 0) return;
  const counts = sql.table(t.inventory_counts);
  const kept = sql`exists (select from ${counts} where category = '' and stock_status = '')`;
  const any = (alias: string) => sql`(${sql.ref(`${alias}.category`)}, ${sql.ref(`${alias}.stock_status`)}) = ('', '')`;
  await sql`
    with touched as (${countsOf(t, sql`p.id = any(${ids}::text[]) and ${kept}`)}),
    merged as (
      select t.category, t.stock_status, coalesce(k.products, 0) + ${sign}::int * t.n as products
      from touched as t left join ${counts} as k using (category, stock_status)
    ),
    emptied as (
      delete from ${counts} as k using merged as m
      where k.category = m.category and k.stock_status = m.stock_status and m.products = 0 and not ${any('m')}
    )
    insert into ${counts} (category, stock_status, products)
    select category, stock_status, products from merged as m where m.products <> 0 or ${any('m')}
    on conflict (category, stock_status) do update set products = excluded.products`.execute(db);
}
