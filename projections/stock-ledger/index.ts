export { stockLedgerProjection } from './stock-ledger-projection';
export {
  STOCK_LEDGER_TABLES,
  stockBalances,
  stockMovements,
  type MovementRow,
  type StockLedgerDatabase,
} from './tables';
