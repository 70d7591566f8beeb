import type { Page } from '../shared/responses';
import type { PaymentMethod } from './register/events';

// What the read-api answers for the point of sale (issue 17), shared with the app. Amounts in pesos
// (2 decimals), times ISO-8601.

export type { Page };
export const SALE_PAGE_SIZE = 50;

/** The X report (any time) and the Z report (at close). */
export interface SessionReportView {
  salesCount: number;
  gross: number;
  discounts: number;
  refunds: number;
  tax: number;
  /** Gross − discounts + tax − refunds. */
  net: number;
  byMethod: Record<PaymentMethod, number>;
  byCashier: { cashierId: string; name: string | null; salesCount: number; total: number; refunds: number }[];
  openingCash: number;
  expectedCash: number;
}

/** GET /api/pos/sessions?status&cashier — newest first. */
export interface SessionListItem {
  id: string;
  registerId: string;
  status: 'open' | 'closed';
  cashierId: string;
  cashierName: string | null;
  location: string;
  openingCash: number;
  openedAt: string;
  closedAt: string | null;
  salesCount: number;
  net: number;
}

/** GET /api/pos/sessions/:id — with the X report (the Z report once closed) and the count. */
export interface SessionView extends SessionListItem {
  report: SessionReportView;
  countedCash: number | null;
  difference: number | null;
  denominations: Record<string, number> | null;
  notes: string;
}

export interface SaleLineView {
  productId: string;
  name: string;
  sku: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** Units refunded so far. */
  refunded: number;
}

/** GET /api/pos/sales?sessionId&from&to — newest first. */
export interface SaleListItem {
  id: string;
  number: string;
  sessionId: string;
  registerId: string;
  cashierId: string;
  cashierName: string | null;
  total: number;
  itemsCount: number;
  methods: PaymentMethod[];
  refunded: number;
  madeAt: string;
}
export type SalePage = Page<SaleListItem>;

/** GET /api/pos/sales/:id — the receipt's facts. */
export interface SaleView extends SaleListItem {
  lines: SaleLineView[];
  subtotal: number;
  discount: { kind: 'percent' | 'amount'; percent: number | null; amount: number; reason: string } | null;
  taxRate: number;
  tax: number;
  payments: { method: PaymentMethod; amount: number }[];
  change: number;
  location: string;
  refunds: { id: string; amount: number; method: PaymentMethod; reason: string; at: string; by: string | null }[];
}

/** GET /api/pos/terms: what the counter prices with (percents). */
export interface CounterTerms {
  taxRate: number;
  maxDiscount: number;
}
