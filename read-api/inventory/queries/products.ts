import { sql, type Kysely, type QueryCreator } from 'kysely';
import { CONSIGNED } from '../../../domain/inventory';
import type {
  InventorySummary,
  ProductDetailView,
  ProductSort,
  ProductView,
  StockStatus,
} from '../../../domain/inventory';
import { exactPesos } from '../../../domain/shared';
import type { ReadModels } from '../../../projections/read-models';
import { toProductView } from '../to-response/views';

type Db = Kysely<ReadModels>;

// The inventory screen's list, cards, scan lookup and details. Filters, order and page are SQL.

export interface ProductFilter {
  search?: string;
  category?: string;
  stockStatus?: StockStatus | 'all';
}
export interface ProductOrder {
  sort: ProductSort;
  order: 'asc' | 'desc';
}

// Control characters go (they join the fields of search_text); % _ and backslash match literally.
const withoutControls = (s: string) => Array.from(s, (c) => (c.charCodeAt(0) < 0x20 ? '' : c)).join('');
const likePattern = (s: string) => `%${withoutControls(s).replace(/[\\%_]/g, '\\$&')}%`;

/** Plain columns with an (x, id) index each (projections/inventory), so a page's ids are one index range. */
const SORT_COLUMN = { sku: 'sku', name: 'sort_name', stock: 'current_stock', price: 'price_cents' } as const;

// A QueryCreator: it also filters inside the search's CTE.
function filtered(db: QueryCreator<ReadModels>, f: ProductFilter) {
  let q = db.selectFrom('inventory_products');
  // Lowered by Postgres on both sides, so the search and the stored text agree on every letter.
  if (f.search) q = q.where('search_text', 'like', sql<string>`lower(${likePattern(f.search)})`);
  // Containment, so the GIN index on categories serves the filter.
  if (f.category) q = q.where(sql<boolean>`categories @> array[${f.category}]::text[]`);
  if (f.stockStatus && f.stockStatus !== 'all') q = q.where('stock_status', '=', f.stockStatus);
  return q;
}

function ordered(db: Db, f: ProductFilter, o: ProductOrder) {
  return filtered(db, f).selectAll().orderBy(SORT_COLUMN[o.sort], o.order).orderBy('id', o.order);
}

interface PageWanted {
  page: number;
  pageSize: number;
}

/**
 * A search collects its matches once through the trigram index and sorts just those for both the
 * page and the count (walking the sort index would read past every name before 'Rosa…' to find the
 * roses).
 */
function searchPage(db: Db, f: ProductFilter, o: ProductOrder, { page, pageSize }: PageWanted) {
  return db
    .with(
      (cte) => cte('matched').materialized(),
      (w) => filtered(w, f).select(['id', `${SORT_COLUMN[o.sort]} as sort_key`]),
    )
    .selectFrom((w) =>
      w
        .selectFrom('matched')
        .selectAll()
        .orderBy('sort_key', o.order)
        .orderBy('id', o.order)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .as('k'),
    )
    .innerJoin('inventory_products as p', 'p.id', 'k.id')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('matched')
        .select((c) => c.fn.countAll<string>().as('n'))
        .as('total'),
    )
    .orderBy('k.sort_key', o.order)
    .orderBy('k.id', o.order);
}

const countOf = (db: QueryCreator<ReadModels>, f: ProductFilter) =>
  filtered(db, f).select((eb) => eb.fn.countAll<string>().as('n'));

/** The page's ids: an index-only scan of the sort index, however deep the offset. */
function sortedPage(db: Db, f: ProductFilter, o: ProductOrder, { page, pageSize }: PageWanted) {
  const column = SORT_COLUMN[o.sort];
  return db
    .selectFrom(
      filtered(db, f)
        .select(['id', `${column} as sort_key`])
        .orderBy(column, o.order)
        .orderBy('id', o.order)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .as('k'),
    )
    .innerJoin('inventory_products as p', 'p.id', 'k.id')
    .selectAll('p')
    .select(() => countOf(db, f).as('total'))
    .orderBy('k.sort_key', o.order)
    .orderBy('k.id', o.order);
}

/**
 * The page's rows with the filter's count beside them: one round trip. Only a page past the end
 * asks for the count alone.
 */
export async function listProducts(db: Db, f: ProductFilter, o: ProductOrder, page: PageWanted) {
  const rows = await (f.search ? searchPage(db, f, o, page) : sortedPage(db, f, o, page)).execute();
  const total = rows[0] ? Number(rows[0].total) : Number((await countOf(db, f).executeTakeFirstOrThrow()).n);
  return { items: rows.map(toProductView), total };
}

/** Every product the filter matches, in the list's order (the CSV export). */
export async function allProducts(db: Db, f: ProductFilter, o: ProductOrder): Promise<ProductView[]> {
  return (await ordered(db, f, o).execute()).map(toProductView);
}

export async function inventorySummary(db: Db): Promise<InventorySummary> {
  const row = await db
    .selectFrom('inventory_products')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      // numeric: a bigint product of price and stock overflows ('bigint out of range') on big figures.
      sql<string>`coalesce(sum(price_cents::numeric * current_stock), 0)`.as('value'),
      sql<string>`count(*) filter (where stock_status = 'low_stock')`.as('low'),
      sql<string>`count(*) filter (where stock_status = 'out_of_stock')`.as('out'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalProducts: Number(row.total),
    totalValue: exactPesos(row.value),
    lowStock: Number(row.low),
    outOfStock: Number(row.out),
  };
}

/**
 * A scan: the barcode exactly, or the SKU whatever its case; a barcode match wins over a SKU one.
 * With its stock per location, so the counter can say a product it has none of is elsewhere (issue 39).
 */
export async function findByCode(db: Db, code: string): Promise<ProductDetailView | undefined> {
  const row = await db
    .selectFrom('inventory_products')
    .selectAll()
    .where((eb) => eb.or([eb('barcode', '=', code), eb(sql`lower(sku)`, '=', code.toLowerCase())]))
    .orderBy(sql`barcode is not distinct from ${code}`, 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...toProductView(row), stockByLocation: await stockByLocation(db, row.id) } : undefined;
}

/** A product's units per location of ours (partners' shelves are its consignedStock). */
async function stockByLocation(db: Db, id: string): Promise<ProductDetailView['stockByLocation']> {
  const stock = await db
    .selectFrom('inventory_stock')
    .select(['location_id', 'quantity'])
    .where('product_id', '=', id)
    .orderBy('location_id')
    .execute();
  return stock.map((s) => ({ locationId: s.location_id, quantity: s.quantity }));
}

export async function productDetail(db: Db, id: string): Promise<ProductDetailView | undefined> {
  const [row, stock] = await Promise.all([
    db.selectFrom('inventory_products').selectAll().where('id', '=', id).executeTakeFirst(),
    stockByLocation(db, id),
  ]);
  return row ? { ...toProductView(row), stockByLocation: stock } : undefined;
}

export async function categories(db: Db): Promise<string[]> {
  const { rows } = await sql<{ category: string }>`
    select distinct unnest(categories) as category from inventory_products order by 1`.execute(db);
  return rows.map((r) => r.category);
}

/** Our locations: where stock is or was, and every product's home; never partners' shelves. */
export async function locations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ location: string }>`
    select location_id as location from inventory_stock
    union
    select location from inventory_products
    order by 1`.execute(db);
  return rows.map((r) => r.location).filter((l) => l !== CONSIGNED);
}
