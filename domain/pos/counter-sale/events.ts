import type { DomainEvent } from '../../shared/decider';
import type { PaymentMethod } from '../register/events';

// A counter sale (issue 17): the ticket as sold at the catalogue's prices, its discount (who gave it
// and why), the tax, how it was paid and the change, and its refunds, each line's units refundable
// once. Money in centavos.

export interface SaleLine {
  productId: string;
  name: string;
  sku: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface SaleDiscount {
  /** Percent in basis points (1000 = 10 %), or a fixed amount. */
  kind: 'percent' | 'amount';
  percentBasisPoints: number | null;
  amountCents: number;
  reason: string;
  grantedBy: string;
}

export interface SalePayment {
  method: PaymentMethod;
  amountCents: number;
}

export type CounterSaleMade = DomainEvent<
  'CounterSaleMade',
  {
    saleId: string;
    number: string;
    registerId: string;
    sessionId: string;
    cashierId: string;
    /** The stock location the units left from (the session's). */
    locationId: string;
    lines: SaleLine[];
    subtotalCents: number;
    discount: SaleDiscount | null;
    taxRateBasisPoints: number;
    taxCents: number;
    totalCents: number;
    payments: SalePayment[];
    changeCents: number;
    madeAt: string;
    /** When the counter made it without a network (it synced later); null when made online. */
    madeOfflineAt: string | null;
    /**
     * True: the units left in the sale's own transaction (issue 41). Absent on sales made by the
     * steps of before, whose units the reactor stock-follows-counter-sale still owes.
     */
    stockMoved?: true;
  }
>;

export interface RefundedLine {
  productId: string;
  quantity: number;
  amountCents: number;
}

export type CounterSaleRefunded = DomainEvent<
  'CounterSaleRefunded',
  {
    saleId: string;
    refundId: string;
    /** The session the money left from (the sale's register, open now). */
    registerId: string;
    sessionId: string;
    /** Where the units come back to: the location the sale took them from. */
    locationId: string;
    lines: RefundedLine[];
    amountCents: number;
    method: PaymentMethod;
    reason: string;
    refundedBy: string;
    refundedAt: string;
    /** True: the units came back in the refund's own transaction (issue 41); absent, the reactor owes them. */
    stockMoved?: true;
  }
>;

export type CounterSaleEvent = CounterSaleMade | CounterSaleRefunded;
