import { z } from 'zod';
import { ActorView, Instant, pageAnswer, type Page } from '../shared/responses';
import { AGREEMENT_STATUSES, DISCREPANCY_STATUSES, type ItemStatus } from './agreement/events';
import { PARTNER_STATUSES, PARTNER_TYPES } from './partner/events';

// What the read-api answers for consignment, shared with the app: each answer a zod schema and its
// type inferred under the same name. Amounts in pesos (2 decimals), commissions in percent
// (1 decimal), dates yyyy-mm-dd, times ISO-8601.

export type { Page };

const ITEM_STATUSES = ['pending', 'partial', 'sold'] as const satisfies readonly ItemStatus[];

/** GET /api/consignment/partners?search&status */
export const PartnerView = z.object({
  _id: z.string(),
  id: z.string(),
  businessName: z.string(),
  tradeName: z.string(),
  type: z.enum(PARTNER_TYPES),
  taxId: z.string(),
  defaultCommission: z.number(),
  status: z.enum(PARTNER_STATUSES),
  primaryAddress: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  mainContact: z.object({ name: z.string(), phone: z.string(), email: z.string(), position: z.string() }),
  notes: z.string(),
  /** Agreements of this partner, and how many are active. */
  agreements: z.number().int(),
  activeAgreements: z.number().int(),
  /** What the sales so far leave to settle: Σ netValue of its agreements neither settled nor cancelled. */
  owedNow: z.number(),
  createdAt: Instant,
});
export type PartnerView = z.infer<typeof PartnerView>;
export const PartnerList = z.array(PartnerView);

export const AgreementItemView = z.object({
  product: z.string(), // the product id (spec 3 names it `product`)
  productName: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  soldQuantity: z.number().int(),
  returnedQuantity: z.number().int(),
  /** quantity − sold − returned: what is still on the partner's shelf. */
  remaining: z.number().int(),
  unitPrice: z.number(),
  commission: z.number(),
  status: z.enum(ITEM_STATUSES),
  locationId: z.string(),
});
export type AgreementItemView = z.infer<typeof AgreementItemView>;

/** GET /api/consignment/agreements?search&status&partner&page&pageSize (cards) and …/:id (detail). */
export const AgreementView = z.object({
  _id: z.string(),
  id: z.string(),
  /** Spec 2.5: the last 6 characters of the id, uppercased. */
  code: z.string(),
  partner: z.object({ id: z.string(), businessName: z.string(), tradeName: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  items: z.array(AgreementItemView),
  notes: z.string(),
  createdAt: Instant,
  settledAt: Instant.nullable(),
  totalValue: z.number(),
  soldValue: z.number(),
  commissionTotal: z.number(),
  netValue: z.number(),
});
export type AgreementView = z.infer<typeof AgreementView>;
export const AgreementPage = pageAnswer(AgreementView);

/** GET /api/consignment/summary — the four stat cards of spec 2.5. */
export const ConsignmentSummary = z.object({
  totalAgreements: z.number().int(),
  active: z.number().int(),
  /** null: a sum too large for a JavaScript number to hold exactly (more than 2^53 centavos). */
  totalValue: z.number().nullable(),
  partners: z.number().int(),
});
export type ConsignmentSummary = z.infer<typeof ConsignmentSummary>;

/** GET /api/consignment/agreements/:id/history — every event of the agreement, oldest first. */
export const AgreementHistoryEntry = z.object({
  revision: z.number().int(),
  type: z.string(),
  occurredAt: Instant,
  actor: ActorView,
  data: z.record(z.string(), z.unknown()),
});
export type AgreementHistoryEntry = z.infer<typeof AgreementHistoryEntry>;
export const AgreementHistory = z.array(AgreementHistoryEntry);

// Issue 45: what partners say back from their portal, and the shop's answers. Marked pure, so a bundle
// that reads other consignment answers (the offline desktop) leaves these out.

/** A partner's confirmation of a settlement's statement: who (the account and its name), when, from where. */
export const AcknowledgementView = /*#__PURE__*/ z.object({
  settlementId: z.string(),
  by: z.string(),
  name: z.string().nullable(),
  at: Instant,
  note: z.string(),
  from: z.object({ address: z.string(), device: z.string() }),
});
export type AcknowledgementView = z.infer<typeof AcknowledgementView>;

/** GET /api/consignment/discrepancies?status — a line a partner says does not match: the shop's task. */
export const DiscrepancyView = /*#__PURE__*/ z.object({
  id: z.string(),
  agreementId: z.string(),
  code: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  productId: z.string(),
  productName: z.string(),
  note: z.string(),
  reportedBy: ActorView,
  reportedAt: Instant,
  status: z.enum(DISCREPANCY_STATUSES),
  resolvedBy: ActorView.nullable(),
  resolvedAt: Instant.nullable(),
  resolutionNote: z.string().nullable(),
  position: z.string(),
});
export type DiscrepancyView = z.infer<typeof DiscrepancyView>;
export const DiscrepancyList = /*#__PURE__*/ z.array(DiscrepancyView);

/** GET /api/consignment/agreements/:id — the agreement with its partner's confirmations and discrepancies. */
export const AgreementDetail = /*#__PURE__*/ AgreementView.extend({
  acknowledgements: z.array(AcknowledgementView),
  discrepancies: z.array(DiscrepancyView),
});
export type AgreementDetail = z.infer<typeof AgreementDetail>;

/**
 * GET /api/consignment/settlements?partner — a settled agreement's statement: `id` is the settlement's
 * (its AgreementSettled event's id); gross, commission and net are the agreement's soldValue,
 * commissionTotal and netValue; `position` where the statement reads as settled.
 */
export const SettlementView = /*#__PURE__*/ z.object({
  id: z.string(),
  agreementId: z.string(),
  code: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  settledAt: Instant,
  gross: z.number(),
  commission: z.number(),
  net: z.number(),
  position: z.string(),
  acknowledged: z.object({ by: z.string(), name: z.string().nullable(), at: Instant }).nullable(),
});
export type SettlementView = z.infer<typeof SettlementView>;
export const SettlementList = /*#__PURE__*/ z.array(SettlementView);
