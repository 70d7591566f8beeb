import { sql, type Kysely } from 'kysely';
import type { AgreementStatus } from '../../domain/consignment';
import type { ProductStatus, WasteCause } from '../../domain/inventory';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';
import type { FoldedAgreement } from '../consignment';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';

// The reports' history: one row per event that changes what a report shows, keyed by the event's
// ordinal (its place in the store's commit order) and stamped with its business time, so a report
// stands at any position P and moment: the latest row per entity with ordinal <= P and occurred_at
// <= the moment. Stock is not copied here: it comes from the stock-ledger's balances.

/** A product as a report shows it, after one of its events (StockMoved is not one: no row). */
export const reportProductVersions = table(
  'report_product_versions',
  {
    product_id: column.text(),
    ordinal: column.bigint(),
    occurred_at: column.timestamptz(),
    sku: column.text(),
    name: column.text(),
    categories: column.textArray(),
    price_cents: column.bigint(),
    /** Issue 44: what a unit costs when its lot does not say (the purchase and waste reports). */
    wholesale_cents: column.bigint().nullable(),
    min_stock_level: column.integer(),
    status: column.text<ProductStatus>(),
  },
  { primaryKey: ['product_id', 'ordinal'] },
);

/** An agreement whole after one of its events; `state` is the consignment fold's record, folded on. */
export const reportAgreementVersions = table(
  'report_agreement_versions',
  {
    agreement_id: column.text(),
    ordinal: column.bigint(),
    occurred_at: column.timestamptz(),
    code: column.text(),
    partner_id: column.text(),
    partner_name: column.text(),
    start_date: column.text(),
    end_date: column.text(),
    status: column.text<AgreementStatus>(),
    total_value_cents: column.bigint(),
    sold_cents: column.bigint(),
    commission_cents: column.bigint(),
    net_cents: column.bigint(),
    state: column.jsonb<FoldedAgreement>(),
  },
  { primaryKey: ['agreement_id', 'ordinal'] },
);

/** An agreement's line for one product after one of the agreement's events (the top products). */
export const reportAgreementItemVersions = table(
  'report_agreement_item_versions',
  {
    agreement_id: column.text(),
    product_id: column.text(),
    ordinal: column.bigint(),
    occurred_at: column.timestamptz(),
    sku: column.text(),
    name: column.text(),
    quantity: column.integer(),
    sold_quantity: column.integer(),
    returned_quantity: column.integer(),
    sold_cents: column.bigint(),
  },
  { primaryKey: ['agreement_id', 'product_id', 'ordinal'] },
);

/** A partner's business name after each of its events that states it. */
export const reportPartnerVersions = table(
  'report_partner_versions',
  {
    partner_id: column.text(),
    ordinal: column.bigint(),
    occurred_at: column.timestamptz(),
    business_name: column.text(),
  },
  { primaryKey: ['partner_id', 'ordinal'] },
);

/** The shop's time zone after each TimeZoneConfigured; none yet means DEFAULT_SHOP_TIME_ZONE. */
export const reportTimeZones = table(
  'report_time_zones',
  { ordinal: column.bigint(), occurred_at: column.timestamptz(), time_zone: column.text() },
  { primaryKey: ['ordinal'] },
);

/** The shop's one money after each MoneyConfigured (issue 43); none yet means DEFAULT_SHOP_MONEY. */
export const reportMoney = table(
  'report_money',
  { ordinal: column.bigint(), currency: column.text(), locale: column.text(), decimals: column.integer() },
  { primaryKey: ['ordinal'] },
);

/** How inventory and consignment showed days after each AreaConfigured: the exports' formats at P. */
export const reportAreas = table(
  'report_areas',
  {
    area: column.text(),
    ordinal: column.bigint(),
    currency: column.text(),
    locale: column.text(),
    date_format: column.text(),
  },
  { primaryKey: ['area', 'ordinal'] },
);

/** Issue 44: a lot as received (its id is the receiving movement's), with who supplied it. */
export const reportLots = table(
  'report_lots',
  {
    lot_id: column.text(),
    product_id: column.text(),
    ordinal: column.bigint(),
    occurred_at: column.timestamptz(),
    code: column.text().nullable(),
    supplier: column.text().nullable(),
    /** The shop's day it arrived (yyyy-mm-dd): where its realised vase life counts from. */
    received_on: column.text(),
    sell_by: column.text(),
    unit_cost_cents: column.bigint().nullable(),
  },
  { primaryKey: ['lot_id'] },
);

/**
 * Issue 44: what one ledger line did to one lot, netted over its places (a transfer or a placement
 * with a partner nets to nothing and leaves no row): purchases, sales, waste (its cause and its share
 * of the line's cost) and the rest. Units of "sin lote" only for purchases and waste: the waste
 * report's shares need them, and the counter's everyday lines stay out of this table.
 */
export const reportLotFlows = table(
  'report_lot_flows',
  {
    ordinal: column.bigint(),
    lot_id: column.text(),
    product_id: column.text(),
    occurred_at: column.timestamptz(),
    kind: column.text<LotFlowKind>(),
    cause: column.text<WasteCause>().nullable(),
    /** Signed: + into the lot, − out of it. */
    units: column.integer(),
    /** Purchases: what the units cost; waste: this lot's part of the line's costCents; else null. */
    cost_cents: column.bigint().nullable(),
  },
  { primaryKey: ['ordinal', 'lot_id'] },
);
export type LotFlowKind = 'purchase' | 'sale' | 'waste' | 'other';

export const REPORTS_DECLARATIONS = [
  reportProductVersions,
  reportAgreementVersions,
  reportAgreementItemVersions,
  reportPartnerVersions,
  reportTimeZones,
  reportAreas,
  reportMoney,
  reportLots,
  reportLotFlows,
] as const;
export type ReportsDatabase = DatabaseOf<(typeof REPORTS_DECLARATIONS)[number]>;
export type ProductVersionRow = RowOf<typeof reportProductVersions>;

export const REPORTS_TABLES = REPORTS_DECLARATIONS.map((d) => d.name);
export type ReportsTableName = (typeof REPORTS_DECLARATIONS)[number]['name'];
type Tables = TableNames<ReportsTableName>;

/** With their keys: `apply` reads the latest version per id and inserts on them during a rebuild too. */
export async function createReportsTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  for (const declaration of REPORTS_DECLARATIONS) {
    await createTable(db, declaration, t[declaration.name]);
    await withoutJsonbStatistics(db, declaration, t[declaration.name]);
  }
}

/** "Latest at P" is DISTINCT ON (id) … ORDER BY id, ordinal DESC: one index walk per table. */
export async function createReportsIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const index = async (table: string, columns: ReturnType<typeof sql>, name = 'latest') =>
    sql`create index if not exists ${sql.id(`${table}_${name}`)} on ${sql.table(table)} ${columns}`.execute(db);
  await index(t.report_product_versions, sql`(product_id, ordinal desc)`);
  await index(t.report_agreement_versions, sql`(agreement_id, ordinal desc)`);
  await index(t.report_agreement_item_versions, sql`(agreement_id, product_id, ordinal desc)`);
  await index(t.report_partner_versions, sql`(partner_id, ordinal desc)`);
  // The waste report walks a period's flows of a kind; the suppliers' on hand sums a lot's flows.
  await index(t.report_lot_flows, sql`(kind, occurred_at)`, 'kind');
  await index(t.report_lot_flows, sql`(lot_id, ordinal)`, 'lot');
}
