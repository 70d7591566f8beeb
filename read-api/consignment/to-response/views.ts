import type { Kysely } from 'kysely';
import { itemStatus, remainingOf } from '../../../domain/consignment';
import type { AgreementItemView, AgreementView, PartnerView } from '../../../domain/consignment';
import { toPesos } from '../../../domain/shared';
import type { AgreementItemRow, AgreementRow, PartnerRow } from '../../../projections/consignment';
import type { ReadModels } from '../../../projections/read-models';

// Rows of the consignment read model as the answers of domain/consignment/responses.ts: centavos
// become pesos and tenths of a percent become percents here and nowhere else.

export type ConsignmentReadDb = Kysely<ReadModels>;

export const percent = (tenths: number) => tenths / 10;

/** A partner's row with its agreement counts (count(*) as bigint text; a scalar subquery Kysely types nullable). */
export type PartnerWithCountsRow = PartnerRow & {
  agreements: string | null;
  active_agreements: string | null;
  owed_cents: string | null;
};

export function toPartnerView(r: PartnerWithCountsRow): PartnerView {
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
    owedNow: toPesos(r.owed_cents ?? 0),
    createdAt: r.created_at.toISOString(),
  };
}

export function toItemView(r: AgreementItemRow): AgreementItemView {
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
    unitPrice: toPesos(r.unit_price_cents),
    commission: percent(r.commission_tenths),
    status: itemStatus(counts),
    locationId: r.location_id,
  };
}

/** An agreement's row with its partner's current names joined in (null when the partner is unknown). */
export type AgreementWithPartnerRow = AgreementRow & {
  business_name: string | null;
  trade_name: string | null;
};

export function toAgreementView(r: AgreementWithPartnerRow, items: readonly AgreementItemRow[]): AgreementView {
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
    totalValue: toPesos(r.total_value_cents),
    soldValue: toPesos(r.sold_cents),
    commissionTotal: toPesos(r.commission_cents),
    netValue: toPesos(r.net_cents),
  };
}
