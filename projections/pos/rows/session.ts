import {
  emptyFigures,
  registerDecider,
  type PaymentMethod,
  type RegisterEvent,
  type SessionFigures,
} from '../../../domain/pos';
import { indexedText, int4, record, textOr } from '../../engine/column-values';
import type { SequencedEvent } from '../../engine/projection';
import { cents, methodOf, timeOf, type Columns, type SessionColumns } from '../values';

// A session's row: whole when opened, its running figures after each sale and refund rung (folded by
// the register's own evolve, so the X report is what the register decides from), the Z report and
// the count at close.

const byMethodOf = (v: unknown): Record<PaymentMethod, number> => {
  const m = record(v);
  return { cash: cents(m.cash), card: cents(m.card), transfer: cents(m.transfer) };
};

/** Figures as an event states them (the Z report), each number one a column could hold. */
function figuresOf(v: unknown): SessionFigures {
  const f = record(v);
  const byCashier = Object.fromEntries(
    Object.entries(record(f.byCashier)).map(([id, c]) => {
      const r = record(c);
      const figures = {
        salesCount: int4(r.salesCount) ?? 0,
        totalCents: cents(r.totalCents),
        refundsCents: cents(r.refundsCents),
      };
      return [textOr(id), figures];
    }),
  );
  return {
    salesCount: int4(f.salesCount) ?? 0,
    grossCents: cents(f.grossCents),
    discountsCents: cents(f.discountsCents),
    refundsCents: cents(f.refundsCents),
    taxCents: cents(f.taxCents),
    byMethod: byMethodOf(f.byMethod),
    byCashier,
  };
}

/** The figures after a sale or a refund rung, as the register folds them. */
export function figuresAfter(figures: SessionFigures, e: SequencedEvent): SessionFigures {
  const d = record(e.data);
  const common = { registerId: '', sessionId: '', saleId: textOr(d.saleId), cashierId: textOr(d.cashierId) };
  const event: RegisterEvent =
    e.type === 'SaleRung'
      ? {
          type: 'SaleRung',
          data: {
            ...common,
            number: '',
            grossCents: cents(d.grossCents),
            discountCents: cents(d.discountCents),
            taxCents: cents(d.taxCents),
            totalCents: cents(d.totalCents),
            takenByMethod: byMethodOf(d.takenByMethod),
          },
        }
      : {
          type: 'RefundRung',
          data: { ...common, refundId: '', amountCents: cents(d.amountCents), method: methodOf(d.method) },
        };
  const open = { sessionId: '', cashierId: '', openingCashCents: 0, locationId: '', figures, counted: [] };
  const after = registerDecider.evolve({ registerId: '', open, closed: [], salesRung: 0, locationId: null }, event);
  return after.open!.figures;
}

export function openedRow(id: string, e: SequencedEvent): SessionColumns {
  const d = record(e.data);
  return {
    id,
    register_id: indexedText(d.registerId) ?? '',
    status: 'open',
    cashier_id: indexedText(d.cashierId) ?? '',
    location: textOr(d.locationId),
    opening_cash_cents: cents(d.openingCashCents),
    opened_at: timeOf(e, d.openedAt),
    closed_at: null,
    figures: emptyFigures(),
    counted_cash_cents: null,
    expected_cash_cents: null,
    difference_cents: null,
    denominations: null,
    notes: '',
    revision: e.revision.toString(),
    position: e.position,
  };
}

export function closedColumns(e: SequencedEvent): Columns<'pos_sessions'> {
  const d = record(e.data);
  const denominations = Object.fromEntries(Object.entries(record(d.denominations)).map(([k, n]) => [k, cents(n)]));
  return {
    status: 'closed',
    closed_at: timeOf(e, d.closedAt),
    figures: figuresOf(d.figures),
    counted_cash_cents: cents(d.countedCashCents),
    expected_cash_cents: cents(d.expectedCashCents),
    difference_cents: cents(d.differenceCents),
    denominations,
    notes: textOr(d.notes),
  };
}
