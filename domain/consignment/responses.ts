import type { ActorView, Page } from '../shared/responses';
import type { AgreementStatus, ItemStatus } from './agreement/events';
import type { PartnerAddress, PartnerContact, PartnerStatus, PartnerType } from './partner/events';

// What the read-api answers for consignment, shared with the app. Amounts in pesos (2 decimals),
// commissions in percent (1 decimal), dates yyyy-mm-dd, times ISO-8601.

export type { Page };

/** GET /api/consignment/partners?search&status */
export interface PartnerView {
  _id: string;
  id: string;
  businessName: string;
  tradeName: string;
  type: PartnerType;
  taxId: string;
  defaultCommission: number;
  status: PartnerStatus;
  primaryAddress: PartnerAddress;
  mainContact: PartnerContact;
  notes: string;
  /** Agreements of this partner, and how many are active. */
  agreements: number;
  activeAgreements: number;
  createdAt: string;
}

export interface AgreementItemView {
  product: string; // the product id (spec 3 names it `product`)
  productName: string;
  sku: string;
  quantity: number;
  soldQuantity: number;
  returnedQuantity: number;
  /** quantity − sold − returned: what is still on the partner's shelf. */
  remaining: number;
  unitPrice: number;
  commission: number;
  status: ItemStatus;
  locationId: string;
}

/** GET /api/consignment/agreements?search&status&partner&page&pageSize (cards) and …/:id (detail). */
export interface AgreementView {
  _id: string;
  id: string;
  /** Spec 2.5: the last 6 characters of the id, uppercased. */
  code: string;
  partner: { id: string; businessName: string; tradeName: string };
  startDate: string;
  endDate: string;
  status: AgreementStatus;
  items: AgreementItemView[];
  notes: string;
  createdAt: string;
  settledAt: string | null;
  totalValue: number;
  soldValue: number;
  commissionTotal: number;
  netValue: number;
}

/** GET /api/consignment/summary — the four stat cards of spec 2.5. */
export interface ConsignmentSummary {
  totalAgreements: number;
  active: number;
  /** null: a sum too large for a JavaScript number to hold exactly (more than 2^53 centavos). */
  totalValue: number | null;
  partners: number;
}

/** GET /api/consignment/agreements/:id/history — every event of the agreement, oldest first. */
export interface AgreementHistoryEntry {
  revision: number;
  type: string;
  occurredAt: string;
  actor: ActorView;
  data: Record<string, unknown>;
}
