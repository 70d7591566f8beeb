import { sql, type Kysely } from 'kysely';
import {
  SALE_PAGE_SIZE,
  type CounterProductItem,
  type SaleListItem,
  type SaleView,
  type SessionListItem,
  type SessionView,
} from '../../domain/pos';
import { posSales, posSessions, type PosDatabase } from '../../projections/pos';
import type { ReadModels } from '../../projections/read-models';
import { toPesos } from '../../domain/shared';
import { likePattern, prefixPattern } from '../shared/search';
import {
  toSaleListItem,
  toSaleView,
  toSessionListItem,
  toSessionView,
  type Names,
  type SaleListRow,
  type SessionListRow,
} from './to-response/views';

// The point of sale's reads: a page of the sessions (newest first), one session with its X or Z
// report — one row, its figures kept by the projection at every sale and refund — a page of the sales
// (by session, by time) and one sale whole. Names come from the users read model.

export type PosReadDb = Kysely<ReadModels>;

/** Sessions and sales on a page (the contract's page size). */
export const POS_PAGE_SIZE = SALE_PAGE_SIZE;

export interface SessionFilter {
  status?: 'open' | 'closed';
  cashierId?: string;
}
export interface SaleFilter {
  sessionId?: string;
  /** Made at or after it (inclusive). */
  from?: Date;
  /** Made before it (exclusive). */
  to?: Date;
}

const UNLISTED = ['revision', 'position'];
const columnsOf = <T extends string>(columns: Record<T, unknown>, alias: string) =>
  (Object.keys(columns) as T[]).filter((c) => !UNLISTED.includes(c)).map((c) => `${alias}.${c}` as const);
const SESSION_COLUMNS = columnsOf(posSessions.columns, 's') as `s.${keyof PosDatabase['pos_sessions'] & string}`[];
const SALE_COLUMNS = columnsOf(posSales.columns, 'p') as `p.${keyof PosDatabase['pos_sales'] & string}`[];

/** The names of these users the users model knows. */
export async function namesOf(db: PosReadDb, ids: readonly string[]): Promise<Names> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

function sessions(db: PosReadDb, f: SessionFilter) {
  let q = db.selectFrom('pos_sessions as s');
  if (f.status) q = q.where('s.status', '=', f.status);
  if (f.cashierId) q = q.where('s.cashier_id', '=', f.cashierId);
  return q;
}

/** Newest first, then by id: the same order on every rebuild. */
export async function listSessions(db: PosReadDb, f: SessionFilter, page: number) {
  const [rows, count] = await Promise.all([
    sessions(db, f)
      .leftJoin('users as u', 'u.id', 's.cashier_id')
      .select(SESSION_COLUMNS)
      .select('u.name as cashier_name')
      .orderBy('s.opened_at', 'desc')
      .orderBy('s.id')
      .limit(POS_PAGE_SIZE)
      .offset((page - 1) * POS_PAGE_SIZE)
      .execute(),
    sessions(db, f)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: SessionListItem[] = (rows as SessionListRow[]).map(toSessionListItem);
  return { items, total: Number(count.total) };
}

/** The names of the session's cashiers (the report's byCashier), in the same statement. */
const cashierNames = sql<Record<string, string> | null>`(select jsonb_object_agg(c.id, c.name) from users c
  where c.id in (select jsonb_object_keys(s.figures -> 'byCashier')))`.as('cashier_names');

/** One statement: the X report is the session's row and its cashiers' names, however many sales it holds. */
export async function sessionDetail(db: PosReadDb, id: string): Promise<SessionView | undefined> {
  const row = (await db
    .selectFrom('pos_sessions as s')
    .leftJoin('users as u', 'u.id', 's.cashier_id')
    .select(SESSION_COLUMNS)
    .select(['u.name as cashier_name', cashierNames])
    .where('s.id', '=', id)
    .executeTakeFirst()) as (SessionListRow & { cashier_names: Record<string, string> | null }) | undefined;
  if (!row) return undefined;
  return toSessionView(row, new Map(Object.entries(row.cashier_names ?? {})));
}

function sales(db: PosReadDb, f: SaleFilter) {
  let q = db.selectFrom('pos_sales as p');
  if (f.sessionId) q = q.where('p.session_id', '=', f.sessionId);
  if (f.from) q = q.where('p.made_at', '>=', f.from);
  if (f.to) q = q.where('p.made_at', '<', f.to);
  return q;
}

/** Newest first, then by id. */
export async function listSales(db: PosReadDb, f: SaleFilter, page: number) {
  const [rows, count] = await Promise.all([
    sales(db, f)
      .leftJoin('users as u', 'u.id', 'p.cashier_id')
      .select([
        'p.id',
        'p.number',
        'p.session_id',
        'p.register_id',
        'p.cashier_id',
        'p.total_cents',
        'p.items_count',
        'p.payments',
        'p.refunded_cents',
        'p.made_at',
        'u.name as cashier_name',
      ])
      .orderBy('p.made_at', 'desc')
      .orderBy('p.id')
      .limit(POS_PAGE_SIZE)
      .offset((page - 1) * POS_PAGE_SIZE)
      .execute(),
    sales(db, f)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: SaleListItem[] = rows.map(toSaleListItem);
  return { items, total: Number(count.total) };
}

/** One sale whole, with the sale's row (the receipt prints its facts). */
export async function saleDetail(db: PosReadDb, id: string): Promise<{ view: SaleView; position: string } | undefined> {
  const row = (await db
    .selectFrom('pos_sales as p')
    .leftJoin('users as u', 'u.id', 'p.cashier_id')
    .select(SALE_COLUMNS)
    .select(['u.name as cashier_name', 'p.position'])
    .where('p.id', '=', id)
    .executeTakeFirst()) as (SaleListRow & { position: string }) | undefined;
  if (!row) return undefined;
  const names = await namesOf(
    db,
    row.refunds.map((r) => r.by),
  );
  return { view: toSaleView(row, names), position: row.position };
}

/** How many products the counter's search lists at once. */
export const COUNTER_SEARCH_LIMIT = 8;

/**
 * The counter's search (issue 43): active products whose name, description or categories hold the
 * text, or whose SKU or barcode begins with it, case aside ("GIR-001", "gir-0", a scanned code). A
 * prefix implies search_text (name, SKU, barcode) holds the text, so each arm has a trigram index.
 * Exact codes first, then prefixes, then by name.
 */
export async function counterProducts(db: PosReadDb, text: string): Promise<CounterProductItem[]> {
  const anywhere = sql<string>`lower(${likePattern(text)})`;
  const prefix = sql<string>`lower(${prefixPattern(text)})`;
  const exact = sql<string>`lower(${text})`;
  const rows = await db
    .selectFrom('inventory_products')
    .select(['id', 'name', 'sku', 'barcode', 'price_cents'])
    // Issue 44: what the counter sells first goes by this day (the lots model; null until it has the product).
    .select((eb) =>
      eb
        .selectFrom('lot_products as l')
        .select(sql<string | null>`to_char(l.next_sell_by, 'YYYY-MM-DD')`.as('day'))
        .whereRef('l.product_id', '=', 'inventory_products.id')
        .as('sell_by'),
    )
    .where('status', '=', 'active')
    .where(
      sql<boolean>`(catalog_text like ${anywhere} or (search_text like ${anywhere}
        and (lower(sku) like ${prefix} or lower(barcode) like ${prefix})))`,
    )
    .orderBy(
      sql`case when lower(sku) = ${exact} or lower(barcode) = ${exact} then 0
        when lower(sku) like ${prefix} or lower(barcode) like ${prefix} then 1 else 2 end`,
    )
    .orderBy('sort_name')
    .orderBy('id')
    .limit(COUNTER_SEARCH_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    sku: r.sku,
    barcode: r.barcode,
    price: toPesos(r.price_cents),
    sellBy: r.sell_by,
  }));
}
