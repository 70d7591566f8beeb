import { agreementStream } from '../../../domain/consignment';
import type { AgreementStatus } from '../../../domain/consignment';
import type { AgreementItemRow } from '../../../projections/consignment';
import type { AgreementWithPartnerRow } from './views';

// What a settlement statement says, made from the consignment read model alone: the same rows give
// the same statement, however long after. Money stays in centavos until it is written out.

export interface StatementLine {
  productName: string;
  sku: string;
  consigned: number;
  sold: number;
  returned: number;
  unitPriceCents: number;
  commissionTenths: number;
  grossCents: number;
  commissionCents: number;
  netCents: number;
}

export interface EventMark {
  revision: string;
  position: string;
  at: string;
}

export interface Statement {
  agreementId: string;
  code: string;
  stream: string;
  status: AgreementStatus;
  partner: { businessName: string; tradeName: string; taxId: string };
  startDate: string;
  endDate: string;
  settledAt: string | null;
  cancelledAt: string | null;
  lines: StatementLine[];
  totals: {
    consigned: number;
    sold: number;
    returned: number;
    grossCents: number;
    commissionCents: number;
    netCents: number;
  };
  /** The agreement stream's first and last event: what the statement was computed from. */
  first: EventMark;
  last: EventMark;
}

/** The agreement's row as agreementRow() reads it: its partner's names and RFC joined in. */
export type StatementRow = AgreementWithPartnerRow & { tax_id: string | null };

function lineOf(i: AgreementItemRow): StatementLine {
  return {
    productName: i.product_name,
    sku: i.sku,
    consigned: i.quantity,
    sold: i.sold_quantity,
    returned: i.returned_quantity,
    unitPriceCents: Number(i.unit_price_cents),
    commissionTenths: i.commission_tenths,
    grossCents: Number(i.gross_cents),
    commissionCents: Number(i.commission_cents),
    netCents: Number(i.net_cents),
  };
}

export function statementOf(row: StatementRow, items: readonly AgreementItemRow[]): Statement {
  const lines = items.map(lineOf);
  const units = (f: (l: StatementLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  return {
    agreementId: row.id,
    code: row.code,
    stream: agreementStream(row.id),
    status: row.status,
    partner: {
      businessName: row.business_name ?? row.partner_name,
      tradeName: row.trade_name ?? '',
      taxId: row.tax_id ?? '',
    },
    startDate: row.start_date,
    endDate: row.end_date,
    settledAt: row.settled_at?.toISOString() ?? null,
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
    lines,
    totals: {
      consigned: units((l) => l.consigned),
      sold: units((l) => l.sold),
      returned: units((l) => l.returned),
      grossCents: Number(row.sold_cents),
      commissionCents: Number(row.commission_cents),
      netCents: Number(row.net_cents),
    },
    first: { revision: row.first_revision, position: row.first_position, at: row.first_at.toISOString() },
    last: { revision: row.last_revision, position: row.last_position, at: row.last_at.toISOString() },
  };
}
