import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_SHOP_TIME_ZONE,
  type ReportKind,
  type ReportQuery,
  type ReportView,
  type WasteQuery,
} from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';
import { resolvePeriod } from './period';
import { consignmentSection, topConsignmentProducts } from './consignment-section';
import { inventorySection } from './inventory-section';
import { suppliersSection } from './suppliers-section';
import { wasteSection } from './waste-section';
import type { Snapshot } from './snapshot';
import { timeZoneAt } from './snapshot';

// A report = one repeatable-read transaction: the checkpoints of the read models it reads (P = the
// lowest), the shop's zone at P, then every figure at P and the snapshot moment.

/** The read models each report type reads. */
export const READ_MODELS: Record<ReportKind, readonly string[]> = {
  inventory: ['reports', 'stock-ledger', 'inventory'],
  consignment: ['reports'],
  combined: ['reports', 'stock-ledger', 'inventory'],
  waste: ['reports'],
  suppliers: ['reports'],
};

/** Any report's parameters: waste's may name a cause. */
export type AnyReportQuery = ReportQuery & Partial<Pick<WasteQuery, 'cause'>>;

export class PositionNotReached extends Error {}

export interface ReportRead {
  view: ReportView;
  snapshot: Snapshot;
  days: { from: string | null; to: string | null };
}

async function lowestCheckpoint(trx: Kysely<ReadModels>, names: readonly string[]): Promise<bigint> {
  const rows = await trx
    .selectFrom('projection_checkpoints')
    .select(['name', 'events_applied'])
    .where('name', 'in', [...names])
    .execute();
  if (rows.length < names.length) return 0n;
  return rows.reduce(
    (low, r) => {
      const n = BigInt(String(r.events_applied));
      return n < low ? n : low;
    },
    BigInt(String(rows[0]!.events_applied)),
  );
}

/**
 * The report, and (through `more`) anything else read in the same transaction at the same position
 * (the exports' details). Throws PositionNotReached for a `position` beyond the read models.
 */
export async function readReport<T = undefined>(
  db: Kysely<ReadModels>,
  type: ReportKind,
  query: AnyReportQuery,
  now: Date,
  more?: (trx: Transaction<ReadModels>, read: ReportRead) => Promise<T>,
): Promise<{ read: ReportRead; more: T | undefined }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const reached = await lowestCheckpoint(trx, READ_MODELS[type]);
      const position = query.position === undefined ? reached : BigInt(query.position);
      if (position > reached) throw new PositionNotReached();
      const timeZone = (await timeZoneAt(trx, position)) ?? DEFAULT_SHOP_TIME_ZONE;
      const period = resolvePeriod(query.period, query, now, timeZone);
      const asOf = query.asOf ? new Date(query.asOf) : period.end && period.end < now ? period.end : null;
      // The snapshot moment: asOf, else the period's end when past, else now (only P bounds it).
      const at = asOf ? new Date(asOf.getTime() - (query.asOf ? 0 : 1)) : now;
      const snapshot = { position, at };
      const view: ReportView = {
        type,
        period: query.period,
        from: period.from,
        to: period.to,
        timeZone,
        asOf: asOf ? asOf.toISOString() : null,
        position: position.toString(),
        computedAt: now.toISOString(),
      };
      if (type === 'waste') view.waste = await wasteSection(trx, snapshot, period, timeZone, query.cause ?? null);
      else if (type === 'suppliers') view.suppliers = await suppliersSection(trx, snapshot, period, timeZone);
      else {
        if (type !== 'consignment') view.inventory = await inventorySection(trx, snapshot, period);
        if (type !== 'inventory') view.consignment = await consignmentSection(trx, snapshot, period);
        if (type === 'combined') view.topConsignmentProducts = await topConsignmentProducts(trx, snapshot, period);
      }
      const read = { view, snapshot, days: { from: period.from, to: period.to } };
      return { read, more: more ? await more(trx, read) : undefined };
    });
}

export async function computeReport(
  db: Kysely<ReadModels>,
  type: ReportKind,
  query: AnyReportQuery,
  now: Date,
): Promise<ReportView> {
  return (await readReport(db, type, query, now)).read.view;
}
