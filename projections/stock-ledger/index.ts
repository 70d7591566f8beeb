export { stockLedgerProjection } from './projection';
export {
  STOCK_LEDGER_TABLES,
  stockBalances,
  stockMovements,
  type MovementRow,
  type StockLedgerDatabase,
} from './tables';
