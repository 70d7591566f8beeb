import type { Kysely, Selectable } from 'kysely';
import { itemStatus, remainingOf } from '../../domain/consignment';
import type { AgreementItemView, AgreementView, PartnerView } from '../../domain/consignment';
import type {
  ConsignmentAgreementItemsTable,
  ConsignmentAgreementsTable,
  ConsignmentPartnersTable,
} from '../../projections/consignment/tables';
import type { UsersDatabase } from '../../projections/users/tables';
import type { ReadDatabase } from '../tables';

// Rows of the consignment read model as the answers of domain/consignment/views.ts: centavos
// become pesos and tenths of a percent become percents here and nowhere else.

export type ConsignmentReadDb = Kysely<ReadDatabase & UsersDatabase>;

/** Centavos (a bigint's string or a number) as pesos; exact for any realistic amount. */
export const pesos = (cents: string | number) => Number(cents) / 100;
export const percent = (tenths: number) => tenths / 10;

export type PartnerRow = Selectable<ConsignmentPartnersTable> & {
  agreements: string | number;
  active_agreements: string | number;
};

export function toPartnerView(r: PartnerRow): PartnerView {
  return {
    _id: r.id,
    id: r.id,
    businessName: r.business_name,
    tradeName: r.trade_name,
    type: r.type,
    taxId: r.tax_id,
    defaultCommission: percent(r.default_commission_tenths),
    status: r.status,
    primaryAddress: r.primary_address,
    mainContact: r.main_contact,
    notes: r.notes,
    agreements: Number(r.agreements),
    activeAgreements: Number(r.active_agreements),
    createdAt: r.created_at.toISOString(),
  };
}

export type ItemRow = Selectable<ConsignmentAgreementItemsTable>;

export function toItemView(r: ItemRow): AgreementItemView {
  const counts = {
    quantity: r.quantity,
    soldQuantity: r.sold_quantity,
    returnedQuantity: r.returned_quantity,
  };
  return {
    product: r.product_id,
    productName: r.product_name,
    sku: r.sku,
    quantity: r.quantity,
    soldQuantity: r.sold_quantity,
    returnedQuantity: r.returned_quantity,
    remaining: remainingOf(counts),
    unitPrice: pesos(r.unit_price_cents),
    commission: percent(r.commission_tenths),
    status: itemStatus(counts),
    locationId: r.location_id,
  };
}

/** An agreement row with its partner's current names joined in (null when the partner is unknown). */
export type AgreementRow = Selectable<ConsignmentAgreementsTable> & {
  business_name: string | null;
  trade_name: string | null;
};

export function toAgreementView(r: AgreementRow, items: readonly ItemRow[]): AgreementView {
  return {
    _id: r.id,
    id: r.id,
    code: r.code,
    partner: {
      id: r.partner_id,
      businessName: r.business_name ?? r.partner_name,
      tradeName: r.trade_name ?? '',
    },
    startDate: r.start_date,
    endDate: r.end_date,
    status: r.status,
    items: items.map(toItemView),
    notes: r.notes,
    createdAt: r.created_at.toISOString(),
    settledAt: r.settled_at?.toISOString() ?? null,
    totalValue: pesos(r.total_value_cents),
    soldValue: pesos(r.sold_cents),
    commissionTotal: pesos(r.commission_cents),
    netValue: pesos(r.net_cents),
  };
}
