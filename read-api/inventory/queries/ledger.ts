import { sql, type Kysely } from 'kysely';
import { CONSIGNED, type LedgerEntryType } from '../../../domain/inventory';
import type { MovementView, StockAsOfView } from '../../../domain/inventory';
import type { ReadModels } from '../../../projections/read-models';
import { toMovementView } from '../to-response/views';

type Db = Kysely<ReadModels>;

// The movement ledger and stock as of a moment, from the stock-ledger read model; product names
// from the inventory model and actor names from the users model are joined in.

export interface MovementFilter {
  productId?: string;
  type?: LedgerEntryType;
  /** Inclusive lower bound on the movement's time. */
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
}

function filtered(db: Db, f: MovementFilter) {
  let q = db.selectFrom('stock_movements as m');
  if (f.productId) q = q.where('m.product_id', '=', f.productId);
  if (f.type) q = q.where('m.type', '=', f.type);
  if (f.from) q = q.where('m.occurred_at', '>=', f.from);
  if (f.until) q = q.where('m.occurred_at', '<', f.until);
  return q;
}

/** Newest first in commit order (the ledger's own order), with names joined in. */
function withNames(db: Db, f: MovementFilter) {
  return filtered(db, f)
    .leftJoin('inventory_products as p', 'p.id', 'm.product_id')
    .leftJoin('users as u', 'u.id', 'm.actor_id')
    .selectAll('m')
    .select(['p.name as product_name', 'p.sku as sku', 'u.name as actor_name'])
    .orderBy('m.ordinal', 'desc');
}

export async function listMovements(db: Db, f: MovementFilter, page: { page: number; pageSize: number }) {
  const rows = withNames(db, f)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const counted = filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const [items, { n }] = await Promise.all([rows, counted]);
  return { items: items.map(toMovementView), total: Number(n) };
}

export async function recentMovements(db: Db, f: MovementFilter, limit: number): Promise<MovementView[]> {
  return (await withNames(db, f).limit(limit).execute()).map(toMovementView);
}

export interface StockAsOfQuery {
  asOf: Date;
  location?: string;
  productId?: string;
  page: number;
  pageSize: number;
}

/**
 * Which product and location pairs to look at: every pair ever used at our locations (the
 * inventory model keeps emptied ones at 0), or, for the consignment pseudo-location, every product.
 */
function pairs(db: Db, q: StockAsOfQuery) {
  if (q.location === CONSIGNED) {
    let products = db
      .selectFrom('inventory_products')
      .select(['id as product_id', sql<string>`${CONSIGNED}::text`.as('location_id')]);
    if (q.productId) products = products.where('id', '=', q.productId);
    return products;
  }
  let stock = db.selectFrom('inventory_stock').select(['product_id', 'location_id']);
  if (q.location) stock = stock.where('location_id', '=', q.location);
  if (q.productId) stock = stock.where('product_id', '=', q.productId);
  return stock;
}

/**
 * The balance each pair had at `asOf`: the last ledger line at or before it, one probe of the
 * (product, location, at desc, ordinal desc) index per pair. Pairs with no line yet are left out.
 */
export async function stockAsOf(db: Db, q: StockAsOfQuery): Promise<StockAsOfView> {
  const rows = await db
    .selectFrom(pairs(db, q).as('pair'))
    .innerJoin('inventory_products as p', 'p.id', 'pair.product_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('stock_balances as b')
          .select('b.balance_after')
          .whereRef('b.product_id', '=', 'pair.product_id')
          .whereRef('b.location_id', '=', 'pair.location_id')
          .where('b.at', '<=', q.asOf)
          .orderBy('b.at', 'desc')
          .orderBy('b.ordinal', 'desc')
          .limit(1)
          .as('balance'),
      (join) => join.onTrue(),
    )
    .select(['pair.product_id', 'p.sku', 'p.name', 'pair.location_id', 'balance.balance_after'])
    .orderBy('p.sku')
    .orderBy('pair.product_id')
    .orderBy('pair.location_id')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return {
    asOf: q.asOf.toISOString(),
    items: rows.map((r) => ({
      productId: r.product_id,
      sku: r.sku,
      name: r.name,
      locationId: r.location_id,
      quantity: r.balance_after,
    })),
  };
}
