import type { AppDatabase } from '../infra/db/app-tables';
import type { AuditDatabase } from './audit/tables';
import type { BillingDatabase } from './billing/tables';
import type { ConsignmentDatabase } from './consignment/tables';
import type { DeliveriesDatabase } from './deliveries/tables';
import type { ExpensesDatabase } from './expenses/tables';
import type { HelpRequestsDatabase } from './help-requests/tables';
import type { HrDatabase } from './hr/tables';
import type { InventoryDatabase } from './inventory/tables';
import type { LedgerDatabase } from './ledger/tables';
import type { LotsDatabase } from './lots/tables';
import type { OrdersDatabase } from './orders/tables';
import type { PosDatabase } from './pos/tables';
import type { ReportsDatabase } from './reports/tables';
import type { StockLedgerDatabase } from './stock-ledger/tables';
import type { SubscriptionsDatabase } from './subscriptions/tables';
import type { UsersDatabase } from './users/tables';

// Every read model as readers query it (each table through its view, the base name), and where each
// projection stands: read-your-writes waits on the checkpoints, and the CSV export reads its rows and
// their position in one snapshot, so both must be one Kysely. A new read model joins with one line.
// `driver_positions` is the write side's (each driver's latest ping, not a read model): the drivers'
// list and the tracking page read it beside the deliveries, through the same Kysely.
export type ReadModels = InventoryDatabase &
  StockLedgerDatabase &
  UsersDatabase &
  AuditDatabase &
  ConsignmentDatabase &
  BillingDatabase &
  ReportsDatabase &
  OrdersDatabase &
  DeliveriesDatabase &
  SubscriptionsDatabase &
  PosDatabase &
  LedgerDatabase &
  ExpensesDatabase &
  HrDatabase &
  HelpRequestsDatabase &
  LotsDatabase &
  Pick<AppDatabase, 'projection_checkpoints' | 'driver_positions'>;
