import { sql, type Kysely } from 'kysely';
import type { AgreementStatus } from '../../domain/consignment';
import type { ProductStatus } from '../../domain/inventory';
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

export const REPORTS_DECLARATIONS = [
  reportProductVersions,
  reportAgreementVersions,
  reportAgreementItemVersions,
  reportPartnerVersions,
  reportTimeZones,
  reportAreas,
  reportMoney,
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
  const index = async (table: string, columns: ReturnType<typeof sql>) =>
    sql`create index if not exists ${sql.id(`${table}_latest`)} on ${sql.table(table)} ${columns}`.execute(db);
  await index(t.report_product_versions, sql`(product_id, ordinal desc)`);
  await index(t.report_agreement_versions, sql`(agreement_id, ordinal desc)`);
  await index(t.report_agreement_item_versions, sql`(agreement_id, product_id, ordinal desc)`);
  await index(t.report_partner_versions, sql`(partner_id, ordinal desc)`);
}
