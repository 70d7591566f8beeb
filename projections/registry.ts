import type { Kysely } from 'kysely';
import type { AppDatabase } from '../infra/db/app-tables';
import { auditProjection } from './audit';
import { billingProjection } from './billing';
import { consignmentProjection } from './consignment';
import { deliveriesProjection } from './deliveries';
import { expensesProjection } from './expenses';
import { helpRequestsProjection } from './help-requests';
import { hrProjection } from './hr';
import { inventoryProjection } from './inventory';
import { ledgerProjection } from './ledger';
import { lotsProjection } from './lots';
import { ordersProjection } from './orders';
import { posProjection } from './pos';
import { prepareProjection } from './engine/generations';
import { reportsProjection } from './reports';
import type { Projection } from './engine/projection';
import { stockLedgerProjection } from './stock-ledger';
import { subscriptionsProjection } from './subscriptions';
import { usersProjection } from './users';

// Every read model the workers keep; a new one adds a line here.
export const projections: readonly Projection[] = [
  auditProjection,
  usersProjection,
  inventoryProjection,
  stockLedgerProjection,
  consignmentProjection,
  billingProjection,
  reportsProjection,
  ordersProjection,
  deliveriesProjection,
  subscriptionsProjection,
  posProjection,
  ledgerProjection,
  expensesProjection,
  hrProjection,
  helpRequestsProjection,
  lotsProjection,
];

export function projectionNamed(name: string): Projection | undefined {
  return projections.find((p) => p.name === name);
}

/**
 * Creates the first generation and the views of every projection not yet started, so readers can
 * query (empty) read models before a worker has run. Idempotent; safe beside running workers.
 */
export async function prepareProjections(db: Kysely<AppDatabase>): Promise<void> {
  for (const projection of projections) await prepareProjection(db, projection);
}
