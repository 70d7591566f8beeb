import { sql, type Kysely } from 'kysely';
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
import { likePattern } from '../../shared/search';
import { toProductView } from '../to-response/views';

type Db = Kysely<ReadModels>;

// The inventory screen's CSV, cards, scan lookup and details (its list's page: product-page.ts).

export interface ProductFilter {
  search?: string;
  category?: string;
  stockStatus?: StockStatus | 'all';
}
export interface ProductOrder {
  sort: ProductSort;
  order: 'asc' | 'desc';
}

/** Plain columns with an (x, id) index each (projections/inventory), so a page's ids are one index range. */
export const SORT_COLUMN = { sku: 'sku', name: 'sort_name', stock: 'current_stock', price: 'price_cents' } as const;

function filtered(db: Db, f: ProductFilter) {
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
