import type {
  PaymentMethod,
  SaleListItem,
  SaleView,
  SessionFigures,
  SessionListItem,
  SessionReportView,
  SessionView,
} from '../../../domain/pos';
import { toPesos } from '../../../domain/shared';
import type { PosSaleRow, PosSessionRow } from '../../../projections/pos';

// Rows of the point of sale's read model (with the users model's names) as the answers of
// domain/pos/responses.ts, field by field: a column added later reaches no answer by accident.

/** A session as the queries select it, with its cashier's name. */
export type SessionListRow = Omit<PosSessionRow, 'revision' | 'position'> & { cashier_name: string | null };
/** A sale as the queries select it, with its cashier's name. */
export type SaleListRow = Omit<PosSaleRow, 'revision' | 'position'> & { cashier_name: string | null };

/** What the sales list selects of a sale. */
export type SaleListed = Pick<
  SaleListRow,
  | 'id'
  | 'number'
  | 'session_id'
  | 'register_id'
  | 'cashier_id'
  | 'total_cents'
  | 'items_count'
  | 'payments'
  | 'refunded_cents'
  | 'made_at'
  | 'cashier_name'
>;

/** Names by user id (the users model's); an id it lacks reads null. */
export type Names = ReadonlyMap<string, string>;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const netCents = (f: SessionFigures) => f.grossCents - f.discountsCents + f.taxCents - f.refundsCents;
const methods = (m: Record<PaymentMethod, number>) => ({
  cash: toPesos(m.cash),
  card: toPesos(m.card),
  transfer: toPesos(m.transfer),
});

export const toSessionListItem = (r: SessionListRow): SessionListItem => ({
  id: r.id,
  registerId: r.register_id,
  status: r.status,
  cashierId: r.cashier_id,
  cashierName: r.cashier_name,
  location: r.location,
  openingCash: toPesos(r.opening_cash_cents),
  openedAt: r.opened_at.toISOString(),
  closedAt: iso(r.closed_at),
  salesCount: r.figures.salesCount,
  net: toPesos(netCents(r.figures)),
});

/** The X report (open) or the Z report (closed): the cash expected is the opening cash plus what cash took. */
export function toReport(r: SessionListRow, names: Names): SessionReportView {
  const f = r.figures;
  const byCashier = Object.entries(f.byCashier)
    .map(([cashierId, c]) => ({
      cashierId,
      name: names.get(cashierId) ?? null,
      salesCount: c.salesCount,
      total: toPesos(c.totalCents),
      refunds: toPesos(c.refundsCents),
    }))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'es') || (a.cashierId < b.cashierId ? -1 : 1));
  const opening = Number(r.opening_cash_cents);
  const expected = r.expected_cash_cents === null ? opening + f.byMethod.cash : Number(r.expected_cash_cents);
  return {
    salesCount: f.salesCount,
    gross: toPesos(f.grossCents),
    discounts: toPesos(f.discountsCents),
    refunds: toPesos(f.refundsCents),
    tax: toPesos(f.taxCents),
    net: toPesos(netCents(f)),
    byMethod: methods(f.byMethod),
    byCashier,
    openingCash: toPesos(opening),
    expectedCash: toPesos(expected),
  };
}

export const toSessionView = (r: SessionListRow, names: Names): SessionView => ({
  ...toSessionListItem(r),
  report: toReport(r, names),
  countedCash: r.counted_cash_cents === null ? null : toPesos(r.counted_cash_cents),
  difference: r.difference_cents === null ? null : toPesos(r.difference_cents),
  denominations:
    r.denominations === null
      ? null
      : Object.fromEntries(Object.entries(r.denominations).map(([cents, n]) => [String(toPesos(cents)), n])),
  notes: r.notes,
});

/** The methods a sale was paid with, each once, in the order paid. */
const methodsOf = (r: Pick<SaleListed, 'payments'>) => [...new Set(r.payments.map((p) => p.method))];

export const toSaleListItem = (r: SaleListed): SaleListItem => ({
  id: r.id,
  number: r.number,
  sessionId: r.session_id,
  registerId: r.register_id,
  cashierId: r.cashier_id,
  cashierName: r.cashier_name,
  total: toPesos(r.total_cents),
  itemsCount: r.items_count,
  methods: methodsOf(r),
  refunded: toPesos(r.refunded_cents),
  madeAt: r.made_at.toISOString(),
});

export const toSaleView = (r: SaleListRow, names: Names): SaleView => ({
  ...toSaleListItem(r),
  lines: r.lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    sku: l.sku,
    unitPrice: toPesos(l.unitPriceCents),
    quantity: l.quantity,
    lineTotal: toPesos(l.lineTotalCents),
    refunded: l.refunded,
  })),
  subtotal: toPesos(r.subtotal_cents),
  discount: r.discount && {
    kind: r.discount.kind,
    percent: r.discount.percentBasisPoints === null ? null : r.discount.percentBasisPoints / 100,
    amount: toPesos(r.discount.amountCents),
    reason: r.discount.reason,
  },
  taxRate: r.tax_rate_basis_points / 100,
  tax: toPesos(r.tax_cents),
  payments: r.payments.map((p) => ({ method: p.method, amount: toPesos(p.amountCents) })),
  change: toPesos(r.change_cents),
  location: r.location,
  refunds: r.refunds.map((f) => ({
    id: f.id,
    amount: toPesos(f.amountCents),
    method: f.method,
    reason: f.reason,
    at: f.at,
    by: names.get(f.by) ?? null,
  })),
});
