import { sql, type Kysely } from 'kysely';
import type {
  AgreementStatus,
  DiscrepancyStatus,
  PartnerAddress,
  PartnerContact,
  PartnerStatus,
  PartnerType,
} from '../../domain/consignment';
import type { TableNames } from '../engine/projection';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';

// The consignment read model, declared once: its CREATE TABLEs, its Kysely Database and its row types
// all come from here. Readers query the views named after each table. Money in centavos (bigint: pg
// hands it over as a string), commissions in tenths of a percent, dates of an agreement as
// 'yyyy-mm-dd' text (a date column would come back as a Date at local midnight).

/** One row per partner, its details as last registered or updated. */
export const consignmentPartners = table(
  'consignment_partners',
  {
    id: column.text(),
    business_name: column.text(),
    trade_name: column.text(),
    type: column.text<PartnerType>(),
    tax_id: column.text(),
    default_commission_tenths: column.integer(),
    status: column.text<PartnerStatus>(),
    primary_address: column.jsonb<PartnerAddress>(),
    main_contact: column.jsonb<PartnerContact>(),
    notes: column.text(),
    created_at: column.timestamptz(),
    updated_at: column.timestamptz(),
    /** The list's sort key. */
    sort_name: column.text().generated(sql`lower(business_name)`),
    /** Joined by a control character no search text holds, so no match spans two fields. */
    search_text: column.text().generated(sql`lower(business_name || E'\\x01' || trade_name || E'\\x01' || tax_id)`),
  },
  { primaryKey: ['id'] },
);

/**
 * One row per agreement with its running totals (the sums of its items) and the event range it
 * was computed from: the stream's first and last event, their positions and times. `last_revision`
 * also keeps a replayed event from being counted twice.
 */
export const consignmentAgreements = table(
  'consignment_agreements',
  {
    id: column.text(),
    code: column.text(),
    partner_id: column.text(),
    /** The partner's business name when the agreement was made. */
    partner_name: column.text(),
    start_date: column.text(),
    end_date: column.text(),
    status: column.text<AgreementStatus>(),
    notes: column.text(),
    created_at: column.timestamptz(),
    settled_at: column.timestamptz().nullable(),
    cancelled_at: column.timestamptz().nullable(),
    total_value_cents: column.bigint(),
    sold_cents: column.bigint(),
    commission_cents: column.bigint(),
    net_cents: column.bigint(),
    /** The creation's place in commit order: breaks ties of created_at, the same on every rebuild. */
    created_ordinal: column.bigint(),
    first_revision: column.bigint(),
    first_position: column.text(),
    first_at: column.timestamptz(),
    last_revision: column.bigint(),
    last_position: column.text(),
    last_at: column.timestamptz(),
    /** Code, partner name at creation, product names and SKUs, lowered, joined by \x01. */
    search_text: column.text(),
  },
  { primaryKey: ['id'] },
);

/** One row per product of an agreement: what was consigned, sold, returned, and the money of its sales. */
export const consignmentAgreementItems = table(
  'consignment_agreement_items',
  {
    agreement_id: column.text(),
    product_id: column.text(),
    /** Its place in the agreement as made, the order items are shown in. */
    line_no: column.integer(),
    product_name: column.text(),
    sku: column.text(),
    quantity: column.integer(),
    sold_quantity: column.integer(),
    returned_quantity: column.integer(),
    unit_price_cents: column.bigint(),
    commission_tenths: column.integer(),
    location_id: column.text(),
    gross_cents: column.bigint(),
    commission_cents: column.bigint(),
    net_cents: column.bigint(),
  },
  { primaryKey: ['agreement_id', 'product_id'] },
);

/**
 * Issue 45: one row per settlement (an AgreementSettled event, its id the settlement's), with the
 * partner's confirmation of its statement once given. Its money is the agreement's (a settled
 * agreement's figures never move again), read by joining it.
 */
export const consignmentSettlements = table(
  'consignment_settlements',
  {
    id: column.text(),
    agreement_id: column.text(),
    settled_at: column.timestamptz(),
    /** The settlement's place in the store: its position, and its ordinal for a stable order. */
    position: column.text(),
    ordinal: column.bigint(),
    acknowledged_by: column.text().nullable(),
    acknowledged_at: column.timestamptz().nullable(),
    acknowledged_note: column.text().nullable(),
    acknowledged_address: column.text().nullable(),
    acknowledged_device: column.text().nullable(),
  },
  { primaryKey: ['id'] },
);

/** Issue 45: one row per discrepancy a partner reported on a line of its agreement: the shop's tasks. */
export const consignmentDiscrepancies = table(
  'consignment_discrepancies',
  {
    id: column.text(),
    agreement_id: column.text(),
    product_id: column.text(),
    note: column.text(),
    reported_by: column.text(),
    reported_at: column.timestamptz(),
    ordinal: column.bigint(),
    position: column.text(),
    status: column.text<DiscrepancyStatus>(),
    resolved_by: column.text().nullable(),
    resolved_at: column.timestamptz().nullable(),
    resolution_note: column.text().nullable(),
  },
  { primaryKey: ['id'] },
);

const DECLARATIONS = [
  consignmentPartners,
  consignmentAgreements,
  consignmentAgreementItems,
  consignmentSettlements,
  consignmentDiscrepancies,
] as const;

export type ConsignmentDatabase = DatabaseOf<(typeof DECLARATIONS)[number]>;
export type PartnerRow = RowOf<typeof consignmentPartners>;
export type AgreementRow = RowOf<typeof consignmentAgreements>;
export type AgreementItemRow = RowOf<typeof consignmentAgreementItems>;
export type SettlementRow = RowOf<typeof consignmentSettlements>;
export type DiscrepancyRow = RowOf<typeof consignmentDiscrepancies>;

export const CONSIGNMENT_TABLES = DECLARATIONS.map((d) => d.name);
export type ConsignmentTableName = (typeof DECLARATIONS)[number]['name'];

type Tables = TableNames<ConsignmentTableName>;

// The keys `apply` upserts on come with the tables (no bulk path: rows change across batches);
// what only readers need waits for createIndexes. No planner statistics for the jsonb documents
// (withoutJsonbStatistics): no reader filters on them.
export async function createConsignmentTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  for (const declaration of DECLARATIONS) {
    await createTable(db, declaration, t[declaration.name]);
    await withoutJsonbStatistics(db, declaration, t[declaration.name]);
  }
}

/** The partners list sorts by name; agreements page newest first, by status or partner. */
export async function createConsignmentIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const index = (table: ConsignmentTableName, suffix: string) =>
    db.schema.createIndex(`${t[table]}_${suffix}`).ifNotExists().on(t[table]);
  const newest = ['created_at desc', 'created_ordinal desc'];
  await index('consignment_partners', 'name').columns(['sort_name', 'id']).execute();
  await index('consignment_agreements', 'newest').columns(newest).execute();
  await index('consignment_agreements', 'status')
    .columns(['status', ...newest])
    .execute();
  await index('consignment_agreements', 'partner')
    .columns(['partner_id', ...newest])
    .execute();
  await index('consignment_agreement_items', 'product').column('product_id').execute();
  await index('consignment_settlements', 'agreement').column('agreement_id').execute();
  await index('consignment_discrepancies', 'status').columns(['status', 'ordinal desc']).execute();
  await index('consignment_discrepancies', 'agreement').column('agreement_id').execute();
}
