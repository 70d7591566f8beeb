import type { ColumnType } from 'kysely';
import type { LedgerEntryType, StockEffect } from '../../domain/inventory';

/**
 * The movement ledger, through the view `stock_movements`: one row per StockMoved, in commit order
 * (`ordinal`), with who registered it and from where. Product names are joined at read time from
 * the inventory model: a line written before a rename shows today's name.
 */
export interface StockMovementsTable {
  /** The event's place in commit order: the ledger's order, the same on every rebuild. bigint. */
  ordinal: ColumnType<string, never, never>;
  event_id: string;
  movement_id: string;
  product_id: string;
  type: LedgerEntryType;
  quantity: number;
  location_id: string;
  target_location_id: string | null;
  reference_type: string | null;
  reference_id: string | null;
  notes: string;
  counted_quantity: number | null;
  effects: ColumnType<StockEffect[], never, never>;
  /** Units in (+) or out (−) of our locations; a transfer or a consignment sale moves none. */
  net_change: number;
  actor_id: string | null;
  source_app: string | null;
  device_id: string | null;
  occurred_at: ColumnType<Date, never, never>;
}

/** One row per effect: what was left at a place after a movement; stock as of T is the last one before. */
export interface StockBalancesTable {
  product_id: string;
  location_id: string;
  at: ColumnType<Date, never, never>;
  ordinal: ColumnType<string, never, never>;
  delta: number;
  balance_after: number;
}

export interface StockLedgerDatabase {
  stock_movements: StockMovementsTable;
  stock_balances: StockBalancesTable;
}

export const STOCK_LEDGER_TABLES = ['stock_movements', 'stock_balances'] as const;
export type StockLedgerTableName = (typeof STOCK_LEDGER_TABLES)[number];
