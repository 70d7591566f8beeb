import type { DomainEvent } from '../../shared/decider';

// An agreement (`agreement-<uuid>`) puts flowers on a partner's shelf. They stay
// ours until sold; the partner keeps a commission; settlement closes the books. Money is integer
// centavos; a commission is a percentage with one decimal, kept as tenths of a percent (20 % = 200).

export const AGREEMENT_STATUSES = ['active', 'completed', 'cancelled', 'settled'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
/** Derived per item (spec 3): nothing sold, some sold, all sold. */
export type ItemStatus = 'pending' | 'partial' | 'sold';

/** An item as agreed; name and SKU are copied at creation so a statement reads the same forever. */
export interface AgreementItem {
  productId: string;
  productName: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  commissionTenths: number;
  /** Where the units left from (and where returns go back to). */
  locationId: string;
}

/** One line of a sale, priced and commissioned from its item. */
export interface SaleLine {
  productId: string;
  quantity: number;
  /** What was asked when more than remained: the quantity is capped (spec 5). */
  requestedQuantity: number;
  unitPriceCents: number;
  commissionTenths: number;
  grossCents: number;
  commissionCents: number;
  netCents: number;
  /** The item's origin location, copied so the stock movement follows from the event alone. */
  locationId: string;
}
export interface ReturnLine {
  productId: string;
  quantity: number;
  requestedQuantity: number;
  /** Where the units go back to: the item's origin location. */
  locationId: string;
}

// Issue 41: `stockMoved` on an event says its product movements were decided with it and appended
// in the same transaction, so the stock reactor moves nothing for it. Events written before have no
// such field: their stock is the reactor's to move, as it always was.

export type AgreementCreated = DomainEvent<
  'AgreementCreated',
  {
    agreementId: string;
    partnerId: string;
    partnerName: string;
    startDate: string;
    endDate: string;
    items: AgreementItem[];
    notes: string;
    createdAt: string;
    stockMoved?: true;
  }
>;
export type ConsignmentSaleRegistered = DomainEvent<
  'ConsignmentSaleRegistered',
  {
    saleId: string;
    lines: SaleLine[];
    grossCents: number;
    commissionCents: number;
    netCents: number;
    notes: string;
    soldAt: string;
    stockMoved?: true;
  }
>;
export type ConsignmentReturnRegistered = DomainEvent<
  'ConsignmentReturnRegistered',
  { returnId: string; lines: ReturnLine[]; notes: string; returnedAt: string; stockMoved?: true }
>;
/** What was neither sold nor returned goes back with the settlement (spec 4), in `returnedLines`. */
export type AgreementSettled = DomainEvent<
  'AgreementSettled',
  {
    returnedLines: ReturnLine[];
    grossCents: number;
    commissionCents: number;
    netCents: number;
    notes: string;
    settledAt: string;
    stockMoved?: true;
  }
>;
/** Only before anything was sold; everything on the shelf comes back. */
export type AgreementCancelled = DomainEvent<
  'AgreementCancelled',
  { returnedLines: ReturnLine[]; reason: string; cancelledAt: string; stockMoved?: true }
>;

// Issue 45: what the partner says back through its portal. They move no unit and no money: the
// agreement's books (AGREEMENT_EVENT_TYPES, what the stock reactor and the reports follow) stay as they were.

/** Where an acknowledgement came from: the caller's address and its browser, as the server saw them. */
export interface AcknowledgedFrom {
  address: string;
  device: string;
}
/** The partner confirms the statement of a settlement (`settlementId`: the AgreementSettled event's id). */
export type StatementAcknowledged = DomainEvent<
  'StatementAcknowledged',
  { settlementId: string; acknowledgedBy: string; acknowledgedAt: string; note: string; from: AcknowledgedFrom }
>;
/** The partner says a line of the agreement is not what it sees: a task for the shop. */
export type DiscrepancyReported = DomainEvent<
  'DiscrepancyReported',
  { discrepancyId: string; productId: string; note: string; reportedBy: string; reportedAt: string }
>;
/** The shop closed the task, with what it did about it. */
export type DiscrepancyResolved = DomainEvent<
  'DiscrepancyResolved',
  { discrepancyId: string; note: string; resolvedBy: string; resolvedAt: string }
>;
export const DISCREPANCY_STATUSES = ['open', 'resolved'] as const;
export type DiscrepancyStatus = (typeof DISCREPANCY_STATUSES)[number];
export type PartnerPortalEvent = StatementAcknowledged | DiscrepancyReported | DiscrepancyResolved;
export const PARTNER_PORTAL_EVENT_TYPES: PartnerPortalEvent['type'][] = [
  'StatementAcknowledged',
  'DiscrepancyReported',
  'DiscrepancyResolved',
];

/** The agreement's books: what moves units and money. */
export type AgreementBooksEvent =
  AgreementCreated | ConsignmentSaleRegistered | ConsignmentReturnRegistered | AgreementSettled | AgreementCancelled;
export type AgreementEvent = AgreementBooksEvent | PartnerPortalEvent;
export const AGREEMENT_EVENT_TYPES: AgreementBooksEvent['type'][] = [
  'AgreementCreated',
  'ConsignmentSaleRegistered',
  'ConsignmentReturnRegistered',
  'AgreementSettled',
  'AgreementCancelled',
];

export const agreementStream = (id: string) => `agreement-${id}`;
export const agreementIdOfStream = (s: string) =>
  s.startsWith('agreement-') ? s.slice('agreement-'.length) : undefined;
/** Spec 2.5: an agreement is shown by the last 6 characters of its id, uppercased. */
export const agreementCode = (id: string) => id.slice(-6).toUpperCase();
