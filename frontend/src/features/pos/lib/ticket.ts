import { ticketOf, type PaymentMethod, type SaleView } from '@domain/pos';
import { toCents, toPesos } from '@domain/shared/money';
import { initialSettings } from '@domain/settings';

// The ticket on the counter before it is sent: the domain's own arithmetic (ticketOf: lines at the
// price shown, the discount on the subtotal, the tax on what is left, change only in cash), so the
// total the cashier reads is the one the server will decide — at the prices it knows.

export interface TicketLine {
  productId: string;
  name: string;
  sku: string;
  price: number;
  quantity: number;
}

export type DiscountInput = { percent: number; reason: string } | { amount: number; reason: string };

export interface Totals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  /** The discount's problem (out of range), in the domain's words. */
  problem: string | null;
}

/** What the counter prices with (GET /api/pos/terms, in basis points): the tax and the discount cap. */
export interface Terms {
  taxRateBasisPoints: number;
  maxDiscountBasisPoints: number;
}

/** The settings' defaults (19 %, up to 50 % off) until the server tells this device the shop's own. */
export const DEFAULT_TERMS: Terms = {
  taxRateBasisPoints: initialSettings().taxRateBasisPoints,
  maxDiscountBasisPoints: initialSettings().maxDiscountBasisPoints,
};

const MANY = Number.MAX_SAFE_INTEGER;

function dataOf(
  lines: TicketLine[],
  discount: DiscountInput | null,
  terms: Terms,
  payments: { method: PaymentMethod; amount: number }[],
) {
  return {
    saleId: '',
    number: '',
    registerId: '',
    sessionId: '',
    cashierId: '',
    locationId: '',
    items: lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      product: {
        productId: l.productId,
        name: l.name,
        sku: l.sku,
        unitPriceCents: toCents(l.price),
        available: true,
        units: MANY,
      },
    })),
    discount: discount
      ? 'percent' in discount
        ? { percentBasisPoints: Math.round(discount.percent * 100), reason: discount.reason || '-' }
        : { amountCents: toCents(discount.amount), reason: discount.reason || '-' }
      : null,
    mayDiscount: true,
    ...terms,
    payments: payments.map((p) => ({ method: p.method, amountCents: toCents(p.amount) })),
    madeOfflineAt: null,
  };
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function totalsOf(lines: TicketLine[], discount: DiscountInput | null, terms: Terms): Totals {
  if (lines.length === 0) return { subtotal: 0, discount: 0, tax: 0, total: 0, problem: null };
  const most = [{ method: 'cash' as const, amount: MANY / 100 }];
  let problem: string | null = null;
  let t;
  try {
    t = ticketOf(dataOf(lines, discount, terms, most), '');
  } catch (e) {
    problem = messageOf(e);
    t = ticketOf(dataOf(lines, null, terms, most), '');
  }
  return {
    subtotal: toPesos(t.subtotalCents),
    discount: toPesos(t.discount?.amountCents ?? 0),
    tax: toPesos(t.taxCents),
    total: toPesos(t.totalCents),
    problem,
  };
}

/** The payments against the ticket as the server will judge them: the refusal's words, or the change. */
export function checkPayments(
  lines: TicketLine[],
  discount: DiscountInput | null,
  terms: Terms,
  payments: { method: PaymentMethod; amount: number }[],
): { problem: string } | { change: number; payments: { method: PaymentMethod; amount: number }[] } {
  try {
    const t = ticketOf(dataOf(lines, discount, terms, payments), '');
    return {
      change: toPesos(t.changeCents),
      payments: t.payments.map((p) => ({ method: p.method, amount: toPesos(p.amountCents) })),
    };
  } catch (e) {
    return { problem: messageOf(e) };
  }
}

export type PaymentMode = PaymentMethod | 'split';
export type PaymentInput = Record<PaymentMethod, string>;

/** The payments a mode sends: card and transfer pay the total exactly; cash what was given; split each amount typed. */
export function paymentsOf(mode: PaymentMode, input: PaymentInput, total: number) {
  const amount = (s: string) => (s.trim() === '' ? 0 : Number(s.replace(',', '.')));
  if (mode === 'card' || mode === 'transfer') return [{ method: mode, amount: total }];
  if (mode === 'cash')
    return [{ method: 'cash' as const, amount: input.cash.trim() === '' ? total : amount(input.cash) }];
  return (['cash', 'card', 'transfer'] as const)
    .map((method) => ({ method, amount: amount(input[method]) }))
    .filter((p) => p.amount !== 0);
}

/** What is still owed (> 0) or the change in cash (< 0 owed), in centavos to avoid float noise. */
export function balanceOf(payments: { amount: number }[], total: number) {
  const paid = payments.reduce((s, p) => s + toCents(Number.isFinite(p.amount) ? p.amount : 0), 0);
  const owed = toCents(total) - paid;
  return { paid: toPesos(paid), owed: owed > 0 ? toPesos(owed) : 0, change: owed < 0 ? toPesos(-owed) : 0 };
}

/** The receipt's facts, from the server's sale or from a sale made on this device (not yet numbered). */
export type ReceiptFacts = Pick<
  SaleView,
  | 'id'
  | 'number'
  | 'registerId'
  | 'cashierName'
  | 'madeAt'
  | 'lines'
  | 'subtotal'
  | 'discount'
  | 'taxRate'
  | 'tax'
  | 'total'
  | 'payments'
  | 'change'
> & { pendingSync?: boolean };
