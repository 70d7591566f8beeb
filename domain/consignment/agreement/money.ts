import type { ItemStatus } from './events';

// The books of an agreement, in integer centavos. Commission is rounded once per sale line
// (round(gross × tenths / 1000), half up), and net = gross − commission on that line; totals are
// sums of lines, so gross − commission = net holds to the centavo per sale and in total. Recomputing
// a commission from an item's whole sold value could differ by a centavo, so the read side sums
// what the sale events say instead.

export interface Money {
  grossCents: number;
  commissionCents: number;
  netCents: number;
}

export const NO_MONEY: Money = { grossCents: 0, commissionCents: 0, netCents: 0 };

/** One sale line: quantity × agreed unit price, less the partner's commission on it. */
export function lineMoney(quantity: number, unitPriceCents: number, commissionTenths: number): Money {
  const grossCents = quantity * unitPriceCents;
  const commissionCents = Math.round((grossCents * commissionTenths) / 1000);
  return { grossCents, commissionCents, netCents: grossCents - commissionCents };
}

export const addMoney = (a: Money, b: Money): Money => ({
  grossCents: a.grossCents + b.grossCents,
  commissionCents: a.commissionCents + b.commissionCents,
  netCents: a.netCents + b.netCents,
});

export const sumMoney = (parts: readonly Money[]): Money => parts.reduce(addMoney, NO_MONEY);

/** What an item's counts need for its status and remaining units. */
export interface ItemCounts {
  quantity: number;
  soldQuantity: number;
  returnedQuantity: number;
}

/** Still on the partner's shelf: neither sold nor returned. */
export const remainingOf = (item: ItemCounts) => item.quantity - item.soldQuantity - item.returnedQuantity;

/** Spec 3: pending while nothing is sold, partial once some is, sold when all of it is. */
export function itemStatus(item: Pick<ItemCounts, 'quantity' | 'soldQuantity'>): ItemStatus {
  if (item.soldQuantity <= 0) return 'pending';
  return item.soldQuantity >= item.quantity ? 'sold' : 'partial';
}

/** Spec 3's four figures of an agreement, in centavos. */
export interface AgreementTotals {
  /** Everything placed with the partner, at the agreed prices. */
  totalValueCents: number;
  /** Gross of every sale. */
  soldValueCents: number;
  commissionTotalCents: number;
  netValueCents: number;
}

/** The totals from the items as agreed and the sum of the sales registered (see the note above). */
export function agreementTotals(
  items: readonly { quantity: number; unitPriceCents: number }[],
  sales: Money,
): AgreementTotals {
  return {
    totalValueCents: items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
    soldValueCents: sales.grossCents,
    commissionTotalCents: sales.commissionCents,
    netValueCents: sales.netCents,
  };
}
