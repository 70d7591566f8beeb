import { z } from 'zod';
import { Instant, pageAnswer, SoldLine, type Page } from '../shared/responses';
import { PAYMENT_METHODS } from './register/events';

// What the read-api answers for the point of sale (issue 17), shared with the app: each answer a zod
// schema and its type inferred under the same name. Amounts in pesos (2 decimals), times ISO-8601.

export type { Page };
export const SALE_PAGE_SIZE = 50;

const Method = z.enum(PAYMENT_METHODS);

/** The X report (any time) and the Z report (at close). */
export const SessionReportView = z.object({
  salesCount: z.number().int(),
  gross: z.number(),
  discounts: z.number(),
  refunds: z.number(),
  tax: z.number(),
  /** Gross − discounts + tax − refunds. */
  net: z.number(),
  byMethod: z.record(Method, z.number()),
  byCashier: z.array(
    z.object({
      cashierId: z.string(),
      name: z.string().nullable(),
      salesCount: z.number().int(),
      total: z.number(),
      refunds: z.number(),
    }),
  ),
  openingCash: z.number(),
  expectedCash: z.number(),
});
export type SessionReportView = z.infer<typeof SessionReportView>;

/** GET /api/pos/sessions?status&cashier — newest first. */
export const SessionListItem = z.object({
  id: z.string(),
  registerId: z.string(),
  status: z.enum(['open', 'closed']),
  cashierId: z.string(),
  cashierName: z.string().nullable(),
  /** Where the session sells from: the stock it takes is the stock at this location. */
  location: z.string(),
  openingCash: z.number(),
  openedAt: Instant,
  closedAt: Instant.nullable(),
  salesCount: z.number().int(),
  net: z.number(),
});
export type SessionListItem = z.infer<typeof SessionListItem>;
export const SessionPage = pageAnswer(SessionListItem);

/** GET /api/pos/sessions/:id — with the X report (the Z report once closed) and the count. */
export const SessionView = SessionListItem.extend({
  report: SessionReportView,
  countedCash: z.number().nullable(),
  difference: z.number().nullable(),
  /** Units counted per denomination (its value in pesos, as text). */
  denominations: z.record(z.string(), z.number().int()).nullable(),
  notes: z.string(),
});
export type SessionView = z.infer<typeof SessionView>;

export const SaleLineView = SoldLine.extend({
  /** Units refunded so far. */
  refunded: z.number().int(),
});
export type SaleLineView = z.infer<typeof SaleLineView>;

/** GET /api/pos/sales?sessionId&from&to — newest first. */
export const SaleListItem = z.object({
  id: z.string(),
  number: z.string(),
  sessionId: z.string(),
  registerId: z.string(),
  cashierId: z.string(),
  cashierName: z.string().nullable(),
  total: z.number(),
  itemsCount: z.number().int(),
  methods: z.array(Method),
  refunded: z.number(),
  madeAt: Instant,
});
export type SaleListItem = z.infer<typeof SaleListItem>;
export const SalePage = pageAnswer(SaleListItem);
export type SalePage = Page<SaleListItem>;

/** GET /api/pos/sales/:id — the receipt's facts. */
export const SaleView = SaleListItem.extend({
  lines: z.array(SaleLineView),
  subtotal: z.number(),
  discount: z
    .object({
      kind: z.enum(['percent', 'amount']),
      percent: z.number().nullable(),
      amount: z.number(),
      reason: z.string(),
    })
    .nullable(),
  taxRate: z.number(),
  tax: z.number(),
  payments: z.array(z.object({ method: Method, amount: z.number() })),
  change: z.number(),
  location: z.string(),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      method: Method,
      reason: z.string(),
      at: Instant,
      by: z.string().nullable(),
    }),
  ),
});
export type SaleView = z.infer<typeof SaleView>;

/** GET /api/pos/terms: what the counter prices with (percents). */
export const CounterTerms = z.object({
  taxRate: z.number(),
  maxDiscount: z.number(),
});
export type CounterTerms = z.infer<typeof CounterTerms>;

/** GET /api/pos/products: the counter's product search (issue 43) — by name, or by SKU or barcode. */
export const CounterProductItem = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  price: z.number(),
  /** Issue 44: the next lot's sell-by (yyyy-mm-dd) at our locations; null when none has one. */
  sellBy: z.string().nullable(),
});
export type CounterProductItem = z.infer<typeof CounterProductItem>;
export const CounterProductList = z.object({ items: z.array(CounterProductItem) });
export type CounterProductList = z.infer<typeof CounterProductList>;
