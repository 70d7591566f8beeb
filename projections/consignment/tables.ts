import type { ColumnType } from 'kysely';
import type {
  AgreementStatus,
  PartnerAddress,
  PartnerContact,
  PartnerStatus,
  PartnerType,
} from '../../domain/consignment';

// The consignment read model as the read-api sees it, through the views named below. Money in
// centavos (bigint: pg hands it over as a string), commissions in tenths of a percent, dates of an
// agreement as 'yyyy-mm-dd' text (a date column would come back as a Date at local midnight).

/** One row per partner, its details as last registered or updated. */
export interface ConsignmentPartnersTable {
  id: string;
  business_name: string;
  trade_name: string;
  type: PartnerType;
  tax_id: string;
  default_commission_tenths: number;
  status: PartnerStatus;
  primary_address: ColumnType<PartnerAddress, string, string>;
  main_contact: ColumnType<PartnerContact, string, string>;
  notes: string;
  created_at: ColumnType<Date, string, never>;
  updated_at: ColumnType<Date, string, string>;
  /** Generated: lower(business_name), the list's sort key. */
  sort_name: ColumnType<string, never, never>;
  /** Generated: business name, trade name and RFC lowered, joined by \x01, for the search box. */
  search_text: ColumnType<string, never, never>;
}

/**
 * One row per agreement with its running totals (the sums of its items) and the event range it
 * was computed from: the stream's first and last event, their positions and times. `last_revision`
 * also keeps a replayed event from being counted twice.
 */
export interface ConsignmentAgreementsTable {
  id: string;
  code: string;
  partner_id: string;
  /** The partner's business name when the agreement was made. */
  partner_name: string;
  start_date: string;
  end_date: string;
  status: AgreementStatus;
  notes: string;
  created_at: ColumnType<Date, string, string>;
  settled_at: ColumnType<Date | null, string | null, string | null>;
  cancelled_at: ColumnType<Date | null, string | null, string | null>;
  total_value_cents: ColumnType<string, string | number, string | number>;
  sold_cents: ColumnType<string, string | number, string | number>;
  commission_cents: ColumnType<string, string | number, string | number>;
  net_cents: ColumnType<string, string | number, string | number>;
  /** The creation's place in commit order: breaks ties of created_at, the same on every rebuild. */
  created_ordinal: ColumnType<string, string, string>;
  first_revision: ColumnType<string, string, string>;
  first_position: string;
  first_at: ColumnType<Date, string, string>;
  last_revision: ColumnType<string, string, string>;
  last_position: string;
  last_at: ColumnType<Date, string, string>;
  /** Code, partner name at creation, product names and SKUs, lowered, joined by \x01. */
  search_text: string;
}

/** One row per product of an agreement: what was consigned, sold, returned, and the money of its sales. */
export interface ConsignmentAgreementItemsTable {
  agreement_id: string;
  product_id: string;
  /** Its place in the agreement as made, the order items are shown in. */
  line_no: number;
  product_name: string;
  sku: string;
  quantity: number;
  sold_quantity: number;
  returned_quantity: number;
  unit_price_cents: ColumnType<string, string | number, string | number>;
  commission_tenths: number;
  location_id: string;
  gross_cents: ColumnType<string, string | number, string | number>;
  commission_cents: ColumnType<string, string | number, string | number>;
  net_cents: ColumnType<string, string | number, string | number>;
}

export interface ConsignmentDatabase {
  consignment_partners: ConsignmentPartnersTable;
  consignment_agreements: ConsignmentAgreementsTable;
  consignment_agreement_items: ConsignmentAgreementItemsTable;
}

export const CONSIGNMENT_TABLES = [
  'consignment_partners',
  'consignment_agreements',
  'consignment_agreement_items',
] as const;
export type ConsignmentTableName = (typeof CONSIGNMENT_TABLES)[number];
