export { ordersProjection } from './projection';
export {
  ORDERS_TABLES,
  orders,
  type OrderRow,
  type OrdersDatabase,
  type StoredHistoryEntry,
  type StoredOrderLine,
} from './tables';
