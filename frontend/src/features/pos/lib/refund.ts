import { counterSaleDecider, type KnownSale, type PaymentMethod, type SaleView } from '@domain/pos';
import { toCents, toPesos } from '@domain/shared/money';
import { POS_REFUND, ruleAllows, type SessionUser } from '@/lib/access';

// A refund before it is sent: the sale's own decide() (domain/pos/counter-sale/decide.ts) run on the
// sale as the read-api shows it, so the amount the supervisor hands back and the refusal ("more units
// than were sold") are the ones the server will give — the discount and tax shared in proportion.

/** Who may refund: the refund route's own rule (a cashier gets 403, so the form is not offered). */
export const mayRefund = (user: SessionUser | null) => (user ? ruleAllows(user, POS_REFUND) : false);

/** Units of a line still refundable: sold minus refunded. */
export const leftOf = (line: SaleView['lines'][number]) => Math.max(0, line.quantity - line.refunded);
/** Nothing left to give back: every unit refunded (or the whole amount). */
export const fullyRefunded = (sale: SaleView) =>
  sale.lines.every((l) => leftOf(l) === 0) || toCents(sale.refunded) >= toCents(sale.total);

/** The method the form starts with: the sale's first payment's. */
export const defaultMethod = (sale: SaleView): PaymentMethod => sale.payments[0]?.method ?? 'cash';

/** The sale as decide() knows it, rebuilt from its view (centavos; who discounted is not needed). */
function stateOf(sale: SaleView): KnownSale {
  const lines = sale.lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    sku: l.sku,
    unitPriceCents: toCents(l.unitPrice),
    quantity: l.quantity,
    lineTotalCents: toCents(l.lineTotal),
  }));
  const d = sale.discount;
  return {
    status: 'made',
    sale: {
      saleId: sale.id,
      number: sale.number,
      registerId: sale.registerId,
      sessionId: sale.sessionId,
      cashierId: sale.cashierId,
      locationId: sale.location,
      lines,
      subtotalCents: toCents(sale.subtotal),
      discount: d && {
        kind: d.kind,
        percentBasisPoints: d.percent === null ? null : Math.round(d.percent * 100),
        amountCents: toCents(d.amount),
        reason: d.reason,
        grantedBy: '',
      },
      taxRateBasisPoints: Math.round(sale.taxRate * 100),
      taxCents: toCents(sale.tax),
      totalCents: toCents(sale.total),
      payments: sale.payments.map((p) => ({ method: p.method, amountCents: toCents(p.amount) })),
      changeCents: toCents(sale.change),
      madeAt: sale.madeAt,
      madeOfflineAt: null,
    },
    refundable: Object.fromEntries(sale.lines.map((l) => [l.productId, leftOf(l)])),
    refundedCents: toCents(sale.refunded),
    refunds: sale.refunds.map((r) => r.id),
  };
}

export type RefundItems = { productId: string; quantity: number }[] | null;

/** What the refund would give back (pesos), or the domain's refusal in its words. `items` null: all that is left. */
export function refundPreview(sale: SaleView, items: RefundItems): { amount: number } | { problem: string } {
  try {
    const [event] = counterSaleDecider.decide(
      {
        type: 'RefundCounterSale',
        // The reason is checked by the body's schema; here only the amount is wanted.
        data: { saleId: sale.id, refundId: '', registerId: '', sessionId: '', items, method: null, reason: '-' },
        metadata: { commandId: '', now: new Date().toISOString(), actor: { userId: '', roles: [] } },
      },
      stateOf(sale),
    );
    return { amount: event?.type === 'CounterSaleRefunded' ? toPesos(event.data.amountCents) : 0 };
  } catch (e) {
    return { problem: e instanceof Error ? e.message : String(e) };
  }
}
