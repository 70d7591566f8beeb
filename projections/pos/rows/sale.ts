import type { SaleDiscount, SalePayment } from '../../../domain/pos';
import { indexedText, int4, isRecord, list, record, textOr } from '../../engine/column-values';
import type { SequencedEvent } from '../../engine/projection';
import { cents, methodOf, timeOf, timeOrNull, type KnownSale, type SaleColumns } from '../values';
import type { PosSaleLine, PosSaleRefund } from '../tables';

// A sale's row: whole when made; its lines' refunded units and its refunds after each refund.

function discountOf(v: unknown): SaleDiscount | null {
  if (!isRecord(v)) return null;
  return {
    kind: v.kind === 'percent' ? 'percent' : 'amount',
    percentBasisPoints: v.percentBasisPoints === null ? null : (int4(v.percentBasisPoints) ?? null),
    amountCents: cents(v.amountCents),
    reason: textOr(v.reason),
    grantedBy: textOr(v.grantedBy),
  };
}

export function madeRow(id: string, e: SequencedEvent): SaleColumns {
  const d = record(e.data);
  const lines: PosSaleLine[] = list(d.lines).map((v) => {
    const l = record(v);
    return {
      productId: textOr(l.productId),
      name: textOr(l.name),
      sku: textOr(l.sku),
      unitPriceCents: cents(l.unitPriceCents),
      quantity: int4(l.quantity) ?? 0,
      lineTotalCents: cents(l.lineTotalCents),
      refunded: 0,
    };
  });
  const payments: SalePayment[] = list(d.payments).map((v) => ({
    method: methodOf(record(v).method),
    amountCents: cents(record(v).amountCents),
  }));
  const discount = discountOf(d.discount);
  return {
    id,
    number: indexedText(d.number) ?? '',
    session_id: indexedText(d.sessionId) ?? '',
    register_id: indexedText(d.registerId) ?? '',
    cashier_id: indexedText(d.cashierId) ?? '',
    location: textOr(d.locationId),
    lines,
    items_count: int4(lines.reduce((n, l) => n + l.quantity, 0)) ?? 0,
    subtotal_cents: cents(d.subtotalCents),
    discount,
    discount_cents: discount?.amountCents ?? 0,
    tax_rate_basis_points: int4(d.taxRateBasisPoints) ?? 0,
    tax_cents: cents(d.taxCents),
    total_cents: cents(d.totalCents),
    change_cents: cents(d.changeCents),
    payments,
    refunds: [],
    refunded_cents: 0,
    made_at: timeOf(e, d.madeAt),
    made_offline_at: timeOrNull(d.madeOfflineAt),
    revision: e.revision.toString(),
    position: e.position,
  };
}

/** A refund's share of the sale: each line's refunded units (a product's units on its lines in order). */
export function refunded(sale: KnownSale, e: SequencedEvent): KnownSale {
  const d = record(e.data);
  const lines = sale.lines.map((l) => ({ ...l }));
  for (const v of list(d.lines)) {
    const r = record(v);
    let units = int4(r.quantity) ?? 0;
    for (const line of lines.filter((l) => l.productId === textOr(r.productId))) {
      const taken = Math.max(0, Math.min(units, line.quantity - line.refunded));
      line.refunded += taken;
      units -= taken;
    }
  }
  const refund: PosSaleRefund = {
    id: textOr(d.refundId),
    amountCents: cents(d.amountCents),
    method: methodOf(d.method),
    reason: textOr(d.reason),
    at: timeOf(e, d.refundedAt),
    by: textOr(d.refundedBy),
  };
  const refundedCents = cents(sale.refundedCents + refund.amountCents);
  return { ...sale, lines, refunds: [...sale.refunds, refund], refundedCents };
}
