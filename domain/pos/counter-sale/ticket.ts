import type { PaymentMethod } from '../register/events';
import type { MakeCounterSale } from './commands';
import { discountForbidden, saleInvalid, stockShort } from './errors';
import type { CounterSaleMade, SaleDiscount, SaleLine } from './events';

// The ticket's arithmetic, in centavos: lines at the catalogue's price, the discount on the
// subtotal, the tax on what is left, then the payments — change only in cash, never more than the
// cash given. Rounding happens once per figure, half up, so the receipt adds up to the total.

type Data = MakeCounterSale['data'];
export type Ticket = Pick<
  CounterSaleMade['data'],
  'lines' | 'subtotalCents' | 'discount' | 'taxRateBasisPoints' | 'taxCents' | 'totalCents' | 'payments' | 'changeCents'
>;

const ofBasisPoints = (cents: number, bp: number) => Math.round((cents * bp) / 10_000);

function linesOf(items: Data['items'], locationId: string): SaleLine[] {
  if (items.length === 0) throw saleInvalid('SALE.EMPTY', 'items');
  const units = new Map<string, number>();
  return items.map((item, i) => {
    const p = item.product;
    if (!p || !p.available) throw saleInvalid('SALE.PRODUCT_UNAVAILABLE', `items.${i}.productId`);
    const wanted = (units.get(p.productId) ?? 0) + item.quantity;
    units.set(p.productId, wanted);
    if (wanted > p.units) throw stockShort(p.name, p.units, locationId, p.elsewhere);
    const { productId, name, sku, unitPriceCents } = p;
    return {
      productId,
      name,
      sku,
      unitPriceCents,
      quantity: item.quantity,
      lineTotalCents: unitPriceCents * item.quantity,
    };
  });
}

function discountOf(d: Data, subtotalCents: number, grantedBy: string): SaleDiscount | null {
  if (!d.discount) return null;
  if (!d.mayDiscount) throw discountForbidden();
  const { percentBasisPoints, amountCents, reason } = d.discount;
  if (!reason.trim()) throw saleInvalid('SALE.DISCOUNT_REASON', 'discount.reason');
  const most = ofBasisPoints(subtotalCents, d.maxDiscountBasisPoints);
  const percent = percentBasisPoints ?? null;
  const amount = percent === null ? (amountCents ?? 0) : ofBasisPoints(subtotalCents, percent);
  if ((percent !== null && (percent < 0 || percent > d.maxDiscountBasisPoints)) || amount < 0 || amount > most)
    throw saleInvalid('SALE.DISCOUNT_RANGE', 'discount');
  return {
    kind: percent === null ? 'amount' : 'percent',
    percentBasisPoints: percent,
    amountCents: amount,
    reason: reason.trim(),
    grantedBy,
  };
}

export function ticketOf(d: Data, cashierId: string): Ticket {
  const lines = linesOf(d.items, d.locationId);
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const discount = discountOf(d, subtotalCents, cashierId);
  const taxed = subtotalCents - (discount?.amountCents ?? 0);
  const taxCents = ofBasisPoints(taxed, d.taxRateBasisPoints);
  const totalCents = taxed + taxCents;
  const paid = (m: PaymentMethod) => d.payments.filter((p) => p.method === m).reduce((s, p) => s + p.amountCents, 0);
  const payments = d.payments.filter((p) => p.amountCents > 0);
  const paidCents = payments.reduce((s, p) => s + p.amountCents, 0);
  if (paidCents < totalCents) throw saleInvalid('SALE.PAYMENT_SHORT', 'payments');
  if (paid('card') + paid('transfer') > totalCents) throw saleInvalid('SALE.CHANGE_ONLY_CASH', 'payments');
  const changeCents = paidCents - totalCents;
  return {
    lines,
    subtotalCents,
    discount,
    taxRateBasisPoints: d.taxRateBasisPoints,
    taxCents,
    totalCents,
    payments,
    changeCents,
  };
}

/** What each method took once the change is given back (for the register's figures). */
export function takenByMethod(t: Pick<Ticket, 'payments' | 'changeCents'>): Record<PaymentMethod, number> {
  const taken = { cash: -t.changeCents, card: 0, transfer: 0 };
  for (const p of t.payments) taken[p.method] += p.amountCents;
  return taken;
}
