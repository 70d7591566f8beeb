import { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import type { ProductSort } from '../../../domain/inventory';
import type { ReadModels } from '../../../projections/read-models';
import { likePattern } from '../../shared/search';
import { SORT_COLUMN, type ProductFilter, type ProductOrder } from './products';

// The inventory list's page (issue 42) in one statement: the page's products already written as
// ProductView JSON, and the filter's exact total beside them. The total is one row of
// inventory_counts (kept by the projection), or the count of a search's matches; the ids come from
// an index-only scan of the sort's index, which carries the filters' columns; the rows from their
// primary key; the JSON from Postgres, so Node neither parses the rows nor maps them. A statement's
// text depends only on the shape of the request (which filters, the order, how it pages), so it is
// written once per shape and the values travel as parameters. EXPLAIN plans: docs/areas/inventory.md.

/**
 * A row of inventory_products as toProductView answers it, field for field and in the schema's
 * order: centavos to pesos in float8 as JavaScript divides (`+ 0` turns a -0 into 0, as JSON.stringify
 * writes it), times as toISOString writes them. row_to_json writes no blanks (json_build_object
 * writes ' : ' in every field). tests/api/read-inventory-pages.test.ts holds the two equal.
 */
export const PRODUCT_VIEW_FIELDS = `id as "_id", id, name, sku, barcode, description,
  price_cents::float8 / 100 as price, wholesale_price_cents::float8 / 100 as "wholesalePrice",
  current_stock as "currentStock", consigned_stock as "consignedStock", min_stock_level as "minStockLevel",
  categories, coalesce(categories[1], '') as category, status, images, location,
  vase_life_days as "vaseLifeDays", requires_lots as "requiresLots", stock_status as "stockStatus",
  price_cents::float8 * current_stock / 100 + 0 as value,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

/** Past this offset a page may be read from the far end of the order, whichever walks fewer entries. */
const DEEP = 500;

export interface PageWanted {
  page: number;
  pageSize: number;
  /** Keyset: the page after this product in the list's order (its id), instead of an offset. */
  after?: string;
}

/** The page's items as JSON text (an array) and the filter's exact total. */
export interface ProductPageJson {
  items: string;
  total: number;
}

type Param = 'search' | 'category' | 'status' | 'anyCategory' | 'anyStatus' | 'after' | 'limit' | 'offset';
interface Shape {
  sort: ProductSort;
  order: 'asc' | 'desc';
  search: boolean;
  category: boolean;
  status: boolean;
  paging: 'offset' | 'deep' | 'after';
}
interface Statement {
  text: string;
  params: Param[];
}

const whereOf = (conds: string[]) => (conds.length > 0 ? ` where ${conds.join(' and ')}` : '');

/** The statement of one shape, and the order its parameters go in. */
function statementOf(shape: Shape): Statement {
  const params: Param[] = [];
  const $ = (p: Param) => {
    if (!params.includes(p)) params.push(p);
    return `$${params.indexOf(p) + 1}`;
  };
  const column = SORT_COLUMN[shape.sort];
  const [dir, back] = shape.order === 'asc' ? ['asc', 'desc'] : ['desc', 'asc'];
  const filters = [
    // Lowered by Postgres on both sides, so the search and the stored text agree on every letter.
    shape.search && `search_text like lower(${$('search')})`,
    // Containment: the GIN index serves a rare category, the sort index's copy a common one.
    shape.category && `categories @> array[${$('category')}]::text[]`,
    shape.status && `stock_status = ${$('status')}`,
  ].filter((c): c is string => typeof c === 'string');
  // A search collects its matches once through the trigram index and sorts just those, for both the
  // page and the count (walking the sort index would read past every name before 'Rosa…').
  const from = shape.search
    ? { table: 'matched', key: 'k', filters: [] }
    : { table: 'inventory_products', key: column, filters };
  const walk = (order: string, limit: string, offset: string, more: string[] = []) =>
    `select id from ${from.table}${whereOf([...from.filters, ...more])} ` +
    `order by ${from.key} ${order}, id ${order} limit ${limit} offset ${offset}`;
  const [limit, n] = [`${$('limit')}::int`, '(select n from total)'];
  const offset = () => `${$('offset')}::int`;
  let keys: string;
  if (shape.paging === 'after') {
    const anchor = `(select ${column}, id from inventory_products where id = ${$('after')})`;
    keys = walk(dir, limit, '0', [`(${from.key}, id) ${dir === 'asc' ? '>' : '<'} ${anchor}`]);
  } else if (shape.paging === 'offset') {
    keys = walk(dir, limit, offset());
  } else {
    // Page o of t rows is rows t-o-l … t-o-1 counted from the other end: the nearer end is walked.
    const o = offset();
    const ahead = walk(dir, limit, o);
    const behind = walk(back, `greatest(least(${limit}, ${n} - ${o}), 0)`, `greatest(${n} - ${o} - ${limit}, 0)`);
    keys =
      `select id from (${ahead}) as ahead where ${o} * 2 + ${limit} <= ${n} ` +
      `union all select id from (${behind}) as behind where ${o} * 2 + ${limit} > ${n}`;
  }
  const counted = shape.search
    ? 'select count(*)::int from matched'
    : `select products from inventory_counts where category = ${$('anyCategory')} and stock_status = ${$('anyStatus')}`;
  const matched = shape.search
    ? `matched as materialized (select id, ${column} as k from inventory_products${whereOf(filters)}), `
    : '';
  const text =
    `with ${matched}total as (select coalesce((${counted}), 0) as n) ` +
    `select ${n} as total, coalesce((select json_agg(j order by k ${dir}, i ${dir}) from (` +
    `select (select row_to_json(v) from (select ${PRODUCT_VIEW_FIELDS}) as v) as j, ${column} as k, id as i ` +
    `from inventory_products where id = any(array(${keys}))) as page), '[]')::text as items` +
    (shape.paging === 'after' ? `, exists (select from inventory_products where id = ${$('after')}) as anchored` : '');
  return { text: text.replace(/\s+/g, ' '), params };
}

const statements = new Map<string, Statement & { name: string }>();

function statementFor(shape: Shape): Statement & { name: string } {
  const key = `${shape.sort}_${shape.order}_${+shape.search}${+shape.category}${+shape.status}_${shape.paging}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = { ...statementOf(shape), name: `flora_inventory_page_${key}` }));
  return statement;
}

type Row = { total: number; items: string; anchored?: boolean };

/** On a pg pool, the statement is named: each connection parses and plans it once (prepared). */
async function run(on: Kysely<ReadModels> | pg.Pool, { name, text }: Statement & { name: string }, values: unknown[]) {
  if (on instanceof Kysely) return (await on.executeQuery<Row>(CompiledQuery.raw(text, values))).rows[0]!;
  return (await on.query<Row>({ name, text, values })).rows[0]!;
}

/** The page, or undefined when `after` names no product. */
export async function productPageJson(
  on: Kysely<ReadModels> | pg.Pool,
  f: ProductFilter,
  o: ProductOrder,
  { page, pageSize, after }: PageWanted,
): Promise<ProductPageJson | undefined> {
  const status = f.stockStatus && f.stockStatus !== 'all' ? f.stockStatus : undefined;
  const offset = (page - 1) * pageSize;
  const paging = after !== undefined ? 'after' : offset >= DEEP && !f.search ? 'deep' : 'offset';
  const shape = { ...o, search: !!f.search, category: !!f.category, status: !!status, paging } as const;
  const values: Record<Param, unknown> = {
    search: f.search && likePattern(f.search),
    category: f.category,
    status,
    // '' is "any" in inventory_counts (projections/inventory/tables.ts).
    anyCategory: f.category ?? '',
    anyStatus: status ?? '',
    after,
    limit: pageSize,
    offset,
  };
  const statement = statementFor(shape);
  const row = await run(
    on,
    statement,
    statement.params.map((p) => values[p]),
  );
  return row.anchored === false ? undefined : { items: row.items, total: row.total };
}
