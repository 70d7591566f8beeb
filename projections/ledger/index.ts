export { ledgerProjection } from './projection';
export {
  LEDGER_TABLES,
  journalEntries,
  journalLines,
  type JournalEntryRow,
  type JournalLineRow,
  type LedgerDatabase,
} from './tables';
