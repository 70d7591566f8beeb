import type { AuditDatabase } from '../projections/audit/tables';
import type { BillingDatabase } from '../projections/billing/tables';
import type { ConsignmentDatabase } from '../projections/consignment/tables';
import type { InventoryDatabase } from '../projections/inventory/tables';
import type { StockLedgerDatabase } from '../projections/stock-ledger/tables';

// The read models this API queries, as Kysely sees them: the audit model is typed by its
// projection; the checkpoints are the runner's. bigint columns arrive from pg as strings.
export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  position: string | null;
  status: string;
  error: string | null;
  error_position: string | null;
  events_applied: string;
  updated_at: Date;
}

export interface ReadDatabase
  extends AuditDatabase, InventoryDatabase, StockLedgerDatabase, ConsignmentDatabase, BillingDatabase {
  projection_checkpoints: ProjectionCheckpointsTable;
}
