import type { Kysely, Transaction } from 'kysely';
import { ORDER_EVENT_TYPES } from '../../domain/orders';
import { storableJsonText } from '../engine/column-values';
import { updateByShape } from '../engine/page-rows';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { foldOrders, orderIdOfStream, placedCodes, type StoredOrder } from './fold';
import { insertByColumn } from '../engine/insert-by-column';
import { jsonbAsJson } from '../engine/jsonb-columns';
import {
  createOrdersIndexes,
  createOrdersTables,
  orders,
  ORDERS_TABLES,
  type OrdersDatabase,
  type OrdersTableName,
} from './tables';

// Orders as their customers, the staff and the tracking page read them (issue 14). A batch loads the
// rows it continues (revision and history) and the tracking codes it would give once, folds in memory
// (orders-fold) and writes with at most a few set-based statements, one JSON parameter each.
// Delivery's steps (out_for_delivery, delivered, back to ready after a failed attempt) come from the
// delivery reactor as order events (version 2 adds them); a type this version does not know changes nothing.

type Db = Kysely<OrdersDatabase>;
const source = jsonbAsJson(orders.columns);

async function storedOrders(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, StoredOrder>> {
  const ids = [...new Set(events.flatMap((e) => orderIdOfStream(e.streamId) ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'revision', 'history', 'customer_id'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { revision: BigInt(r.revision), history: r.history, customerId: r.customer_id }]),
  );
}

/** The codes of the batch's new orders that stored orders hold (one index probe each). */
async function takenCodes(db: Db, events: readonly SequencedEvent[]): Promise<Set<string>> {
  const codes = placedCodes(events);
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('orders').select('tracking_code').where('tracking_code', 'in', codes).execute();
  return new Set(rows.flatMap((r) => r.tracking_code ?? []));
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<OrdersTableName>,
): Promise<Changed[]> {
  const db = generationDb<OrdersDatabase>(trx, t);
  const stored = await storedOrders(db, events);
  const { created, changed } = foldOrders(events, stored, await takenCodes(db, events));
  await insertByColumn(db, 'orders', orders.columns, [...created.values()], { key: 'id', toJson: storableJsonText });
  await updateByShape(db, 'orders', source, [...changed.values()], {
    key: 'id',
    newerOnly: 'revision',
  });
  // The customers whose orders moved: the websocket tells each of them of their own (read-api/shared/ws.ts).
  const customers = new Set([
    ...[...created.values()].map((row) => String(row.customer_id)),
    ...[...changed.keys()].flatMap((id) => stored.get(id)?.customerId ?? []),
  ]);
  customers.delete(''); // an order whose event named no customer (a script's)
  // First: a long notice is cut from the end, and the staff refetch everything when it is.
  return [
    ...[...customers].map((id) => ({ entity: 'customer', id })),
    ...[...new Set([...created.keys(), ...changed.keys()])].map((id) => ({ entity: 'order', id })),
  ];
}

export const ordersProjection: Projection<OrdersTableName> = {
  name: 'orders',
  version: 2,
  handles: ORDER_EVENT_TYPES,
  tables: ORDERS_TABLES,
  createTables: createOrdersTables,
  createIndexes: createOrdersIndexes,
  apply,
};
