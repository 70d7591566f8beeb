import type { Kysely } from 'kysely';
import type { DeliveryAddress, OrderLine, OrderStatus } from '../../domain/orders';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';

// The orders read model, declared once: its CREATE TABLE, its Kysely Database and its row type come
// from here. One row per order with everything its three readers need (the customer's list, the staff
// queue, the public tracking page), so each read is one row or one index range, never a join. Money
// in centavos (bigint: pg hands it over as a string); `delivery_date` is a Postgres date that readers
// select as 'yyyy-mm-dd' text (pg would turn it into a Date at local midnight).

/** A line as its readers show it; where its units come from (`takeFrom`) is the stock reactor's, not theirs. */
export type StoredOrderLine = Omit<OrderLine, 'takeFrom'>;

/** One status the order took, with when and who (the event's actor; null when it named none). */
export interface StoredHistoryEntry {
  status: OrderStatus;
  at: string;
  by: string | null;
  reason?: string;
}

/**
 * One row per order. `revision` and `position` are the last event applied: the first keeps a replayed
 * event from going back in time (or adding a history entry twice), the second says what the row shows.
 */
export const orders = table(
  'orders',
  {
    id: column.text(),
    order_number: column.text(),
    /** null when the event's code cannot be looked up, or another order holds it already (first placed keeps it). */
    tracking_code: column.text().nullable(),
    customer_id: column.text(),
    status: column.text<OrderStatus>(),
    items: column.jsonb<StoredOrderLine[]>(),
    /** Units, all lines together. */
    items_count: column.integer(),
    subtotal_cents: column.bigint(),
    delivery_fee_cents: column.bigint(),
    total_cents: column.bigint(),
    zone_id: column.text(),
    zone_name: column.text(),
    /** Minutes from leaving the shop, as the zone said when the order was placed. */
    zone_eta_minutes: column.integer(),
    delivery_address: column.jsonb<DeliveryAddress>(),
    delivery_date: column.date(),
    recipient_name: column.text(),
    recipient_phone: column.text(),
    card_message: column.text(),
    notes: column.text(),
    paid: column.boolean(),
    payment_method: column.text().nullable(),
    payment_place: column.text().nullable(),
    paid_cents: column.bigint().nullable(),
    paid_at: column.timestamptz().nullable(),
    cancel_reason: column.text().nullable(),
    placed_at: column.timestamptz(),
    history: column.jsonb<StoredHistoryEntry[]>(),
    revision: column.bigint(),
    position: column.text(),
  },
  { primaryKey: ['id'] },
);

const DECLARATIONS = [orders] as const;

export type OrdersDatabase = DatabaseOf<(typeof DECLARATIONS)[number]>;
export type OrderRow = RowOf<typeof orders>;

export const ORDERS_TABLES = DECLARATIONS.map((d) => d.name);
export type OrdersTableName = (typeof DECLARATIONS)[number]['name'];

type Tables = TableNames<OrdersTableName>;
const indexOn = (db: Kysely<unknown>, t: Tables, suffix: string) =>
  db.schema.createIndex(`${t.orders}_${suffix}`).ifNotExists().on(t.orders);

/**
 * The tracking code's unique index comes with the table: `apply` looks codes up to give each to one
 * order only, which would scan the table once a batch without it (a rebuild reads 20,000 events a batch).
 */
export async function createOrdersTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  for (const declaration of DECLARATIONS) {
    await createTable(db, declaration, t[declaration.name]);
    await withoutJsonbStatistics(db, declaration, t[declaration.name]);
  }
  await indexOn(db, t, 'tracking').unique().column('tracking_code').execute();
}

/**
 * A customer's orders newest first; the staff's list newest first, whole or by status (the queue);
 * each ends in the id, so a page's order is total and the same on every rebuild.
 */
export async function createOrdersIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const newest = ['placed_at desc', 'id'];
  await indexOn(db, t, 'customer')
    .columns(['customer_id', ...newest])
    .execute();
  await indexOn(db, t, 'newest').columns(newest).execute();
  await indexOn(db, t, 'status')
    .columns(['status', ...newest])
    .execute();
}
