import { sql, type Kysely } from 'kysely';
import {
  CONSIGNED,
  LOT_LIST_LIMIT,
  lotStatus,
  NO_LOT,
  type LotStatusName,
  type LotView,
  type ProductLotsView,
  type ShopLotList,
} from '../../../domain/inventory';
import { addDays, toPesos } from '../../../domain/shared';
import type { ReadModels } from '../../../projections/read-models';

type Db = Kysely<ReadModels>;

// Issue 44: a product's lots and the shop's lots by sell-by, from the lots read model. Days are
// compared as the shop's days: `today` is the caller's (the shop's zone), never the database's.

/** Where a day column is read as 'yyyy-mm-dd' (a `date` would come back as a Date at local midnight). */
const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A lot at a place with units, its receipt joined in ("sin lote" has none). */
function lotRows(db: Db) {
  return db
    .selectFrom('lot_stock as s')
    .leftJoin('lots as l', (j) => j.onRef('l.product_id', '=', 's.product_id').onRef('l.lot_id', '=', 's.lot_id'))
    .select([
      's.product_id',
      's.lot_id',
      's.location_id',
      's.remaining',
      day('s.sell_by').as('sell_by'),
      'l.code',
      'l.supplier',
      day('l.cut_date').as('cut_date'),
      day('l.received_on').as('received_on'),
      'l.vase_life_days',
      'l.unit_cost_cents',
    ])
    .where('s.remaining', '>', 0);
}
type LotRowRead = Awaited<ReturnType<ReturnType<typeof lotRows>['execute']>>[number];

function toLotView(r: LotRowRead, today: string, within: number): LotView {
  return {
    lotId: r.lot_id,
    code: r.code,
    supplier: r.supplier,
    receivedAt: r.received_on,
    cutDate: r.cut_date,
    sellBy: r.sell_by,
    vaseLifeDays: r.vase_life_days,
    remaining: r.remaining,
    unitCost: r.unit_cost_cents === null ? null : toPesos(r.unit_cost_cents),
    locationId: r.location_id,
    status: lotStatus(r.sell_by, today, within),
  };
}

/** The product's lots with units at any place, first to go first ("sin lote", then by sell-by); undefined: no such product. */
export async function productLots(
  db: Db,
  id: string,
  today: string,
  within: number,
): Promise<ProductLotsView | undefined> {
  const [product, rows] = await Promise.all([
    db
      .selectFrom('lot_products')
      .select(['product_id', 'name', 'sku', day('next_sell_by').as('next_sell_by')])
      .where('product_id', '=', id)
      .executeTakeFirst(),
    lotRows(db)
      .where('s.product_id', '=', id)
      .orderBy(sql`s.lot_id <> ${NO_LOT}`)
      .orderBy('s.sell_by')
      .orderBy('l.received_on')
      .orderBy('s.lot_id')
      .orderBy('s.location_id')
      .execute(),
  ]);
  if (!product) return undefined;
  return {
    productId: product.product_id,
    name: product.name,
    sku: product.sku,
    today,
    within,
    nextSellBy: product.next_sell_by,
    items: rows.map((r) => toLotView(r, today, within)),
  };
}

export interface LotFilter {
  status?: LotStatusName;
  within: number;
  /** One place (consignación too); without it, every location of ours. */
  location?: string;
  today: string;
}

/** Lots with units matching the filter: by status against today and today + within. */
function matching(db: Db, f: LotFilter) {
  const last = addDays(f.today, f.within);
  let q = lotRows(db);
  q = f.location ? q.where('s.location_id', '=', f.location) : q.where('s.location_id', '<>', CONSIGNED);
  if (f.status === 'expired') q = q.where(sql<boolean>`s.sell_by < ${f.today}::date`);
  if (f.status === 'expiring') q = q.where(sql<boolean>`s.sell_by between ${f.today}::date and ${last}::date`);
  if (f.status === 'fresh') q = q.where(sql<boolean>`(s.sell_by is null or s.sell_by > ${last}::date)`);
  return q;
}

/** The shop's lots soonest sell-by first (LOT_LIST_LIMIT of them), and the totals of every match. */
export async function shopLots(db: Db, f: LotFilter): Promise<ShopLotList> {
  const [rows, totals] = await Promise.all([
    matching(db, f)
      .leftJoin('lot_products as p', 'p.product_id', 's.product_id')
      .select(['p.name', 'p.sku'])
      .orderBy(sql`s.sell_by nulls last`)
      .orderBy('p.name')
      .orderBy('s.product_id')
      .orderBy('s.lot_id')
      .orderBy('s.location_id')
      .limit(LOT_LIST_LIMIT)
      .execute(),
    db
      .selectFrom(matching(db, f).as('m'))
      .select([
        sql<string>`count(*)`.as('lots'),
        sql<string>`coalesce(sum(m.remaining), 0)`.as('units'),
        sql<string>`coalesce(sum(m.remaining * m.unit_cost_cents), 0)`.as('cents'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    today: f.today,
    within: f.within,
    items: rows.map((r) => ({
      ...toLotView(r, f.today, f.within),
      productId: r.product_id,
      productName: r.name ?? '',
      sku: r.sku ?? '',
      value: r.unit_cost_cents === null ? null : toPesos(Number(r.unit_cost_cents) * r.remaining),
    })),
    totals: { lots: Number(totals.lots), units: Number(totals.units), value: toPesos(totals.cents) },
  };
}
