export { stockLedgerProjection } from './stock-ledger-projection';
export {
  STOCK_LEDGER_TABLES,
  type StockBalancesTable,
  type StockLedgerDatabase,
  type StockMovementsTable,
} from './tables';
