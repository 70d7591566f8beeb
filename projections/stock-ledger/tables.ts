import { sql, type Kysely } from 'kysely';
import type { LedgerEntryType, LotEffect, StockEffect, WasteCause } from '../../domain/inventory';
import type { TableNames } from '../engine/projection';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';

/**
 * The movement ledger, through the view `stock_movements`: one row per StockMoved, in commit order
 * (`ordinal`), with who registered it and from where. Product names are joined at read time from
 * the inventory model: a line written before a rename shows today's name.
 */
export const stockMovements = table('stock_movements', {
  /** The event's place in commit order: the ledger's order, the same on every rebuild. */
  ordinal: column.bigint(),
  event_id: column.uuid(),
  movement_id: column.text(),
  product_id: column.text(),
  type: column.text<LedgerEntryType>(),
  quantity: column.integer(),
  location_id: column.text(),
  target_location_id: column.text().nullable(),
  reference_type: column.text().nullable(),
  reference_id: column.text().nullable(),
  notes: column.text(),
  counted_quantity: column.integer().nullable(),
  effects: column.jsonb<StockEffect[]>(),
  /** Units in (+) or out (−) of our locations; a transfer or a consignment sale moves none. */
  net_change: column.integer(),
  /** Issue 44: the lots the line names; null for a line without them (readers upcast: 'sin lote' per effect). */
  lots: column.jsonb<LotEffect[]>().nullable(),
  /** Waste only: why, and what the units cost at their lots' cost. */
  cause: column.text<WasteCause>().nullable(),
  cost_cents: column.bigint().nullable(),
  actor_id: column.text().nullable(),
  source_app: column.text().nullable(),
  device_id: column.text().nullable(),
  occurred_at: column.timestamptz(),
});

/** One row per effect: what was left at a place after a movement; stock as of T is the last one before. */
export const stockBalances = table('stock_balances', {
  product_id: column.text(),
  location_id: column.text(),
  at: column.timestamptz(),
  ordinal: column.bigint(),
  delta: column.integer(),
  balance_after: column.integer(),
});

export type StockLedgerDatabase = DatabaseOf<typeof stockMovements | typeof stockBalances>;
export type MovementRow = RowOf<typeof stockMovements>;

export const STOCK_LEDGER_TABLES = [stockMovements.name, stockBalances.name] as const;
export type StockLedgerTableName = (typeof STOCK_LEDGER_TABLES)[number];
type Tables = TableNames<StockLedgerTableName>;

// No keys here: a rebuild COPYs into bare tables and createIndexes adds the unique ones after.
export async function createStockLedgerTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  await createTable(db, stockMovements, t.stock_movements);
  // A movement's effects are shown, never filtered on: no statistics to sample at the end of a rebuild.
  await withoutJsonbStatistics(db, stockMovements, t.stock_movements);
  await createTable(db, stockBalances, t.stock_balances);
}

/**
 * Unique keys (ordinal; one effect per place per movement) keep a replayed batch from doubling
 * lines; built after a rebuild's bulk load, by one sort each. The ledger pages newest first,
 * whole or by product, type or time; the balances answer "as of T" per product and location.
 */
export async function createStockLedgerIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const movements = sql.table(t.stock_movements);
  const m = (suffix: string) => sql.id(`${t.stock_movements}_${suffix}`);
  await sql`create unique index if not exists ${m('ordinal')} on ${movements} (ordinal)`.execute(db);
  await sql`create index if not exists ${m('product')} on ${movements} (product_id, ordinal)`.execute(db);
  await sql`create index if not exists ${m('type')} on ${movements} (type, ordinal)`.execute(db);
  await sql`create index if not exists ${m('occurred')} on ${movements} (occurred_at)`.execute(db);
  const asOf = sql.id(`${t.stock_balances}_as_of`);
  await sql`create unique index if not exists ${asOf} on ${sql.table(t.stock_balances)}
    (product_id, location_id, at desc, ordinal desc)`.execute(db);
}
