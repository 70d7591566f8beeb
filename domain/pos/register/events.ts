import type { DomainEvent } from '../../shared/decider';

// A register's cash sessions (issue 17): one open at a time; while open, each sale's and refund's
// figures, so the X report is the register's state and the Z report is decided from it at close.
// Money in centavos.

export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a session adds up: the X report at any time, the Z report at close. */
export interface SessionFigures {
  salesCount: number;
  grossCents: number;
  discountsCents: number;
  refundsCents: number;
  taxCents: number;
  /** Money taken by method, refunds taken off. */
  byMethod: Record<PaymentMethod, number>;
  /** Per cashier: sales and their total (refunds by the one who gave them). */
  byCashier: Record<string, { salesCount: number; totalCents: number; refundsCents: number }>;
}

export const emptyFigures = (): SessionFigures => ({
  salesCount: 0,
  grossCents: 0,
  discountsCents: 0,
  refundsCents: 0,
  taxCents: 0,
  byMethod: { cash: 0, card: 0, transfer: 0 },
  byCashier: {},
});

export type CashSessionOpened = DomainEvent<
  'CashSessionOpened',
  {
    registerId: string;
    sessionId: string;
    cashierId: string;
    openingCashCents: number;
    /** The stock location the counter sells from while this session is open. */
    locationId: string;
    openedAt: string;
  }
>;
/** One sale's share of the session: the register's number for it and its figures. */
export type SaleRung = DomainEvent<
  'SaleRung',
  {
    registerId: string;
    sessionId: string;
    saleId: string;
    number: string;
    cashierId: string;
    grossCents: number;
    discountCents: number;
    taxCents: number;
    totalCents: number;
    /** What each method took, net of the change given in cash. */
    takenByMethod: Record<PaymentMethod, number>;
  }
>;
export type RefundRung = DomainEvent<
  'RefundRung',
  {
    registerId: string;
    sessionId: string;
    saleId: string;
    refundId: string;
    cashierId: string;
    amountCents: number;
    method: PaymentMethod;
  }
>;
export type CashSessionClosed = DomainEvent<
  'CashSessionClosed',
  {
    registerId: string;
    sessionId: string;
    /** Counted cash by denomination (centavos of the note or coin → how many). */
    denominations: Record<string, number>;
    countedCashCents: number;
    expectedCashCents: number;
    differenceCents: number;
    notes: string;
    /** The Z report. */
    figures: SessionFigures;
    closedAt: string;
  }
>;

export type RegisterEvent = CashSessionOpened | SaleRung | RefundRung | CashSessionClosed;
