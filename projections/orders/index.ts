export { ordersProjection } from './projection';
export {
  ORDERS_TABLES,
  orders,
  type OrderRow,
  type OrdersDatabase,
  type StoredHistoryEntry,
  type StoredOrderLine,
} from './tables';
// Generic, waiting for its home in the engine (the other read models' rebuilds use them too).
export { jsonbAsJson, withoutJsonbStatistics } from './jsonb-columns';
export { insertByColumn } from './insert-by-column';
