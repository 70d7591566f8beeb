import type { Command } from '../../shared/decider';
import type { PaymentMethod } from '../register/events';
import type { StockElsewhere } from '../register/location';
import type { SalePayment } from './events';

// What a counter sale's decide() receives. The command side passes each product as it stands (the
// catalogue's price, whether it is offered, its units at the session's location), the shop's tax
// rate, whether the cashier may discount and up to how much, and the number the register gave.

export interface CounterProduct {
  productId: string;
  name: string;
  sku: string;
  unitPriceCents: number;
  available: boolean;
  /** Units at the session's location. */
  units: number;
  /** Units at the shop's other locations, told when the session's are short. */
  elsewhere?: StockElsewhere[];
}

export type MakeCounterSale = Command<
  'MakeCounterSale',
  {
    saleId: string;
    /** '' while deciding before the register numbers it. */
    number: string;
    registerId: string;
    sessionId: string;
    cashierId: string;
    locationId: string;
    items: { productId: string; quantity: number; product: CounterProduct | null }[];
    discount: { percentBasisPoints?: number; amountCents?: number; reason: string } | null;
    mayDiscount: boolean;
    maxDiscountBasisPoints: number;
    taxRateBasisPoints: number;
    payments: SalePayment[];
    madeOfflineAt: string | null;
    /** The units move in the sale's own transaction (issue 41): said on the sale, for the stock reactor. */
    stockMoved?: boolean;
  }
>;

export type RefundCounterSale = Command<
  'RefundCounterSale',
  {
    saleId: string;
    refundId: string;
    registerId: string;
    sessionId: string;
    /** Absent: everything not yet refunded. */
    items: { productId: string; quantity: number }[] | null;
    method: PaymentMethod | null;
    reason: string;
    /** The units come back in the refund's own transaction (issue 41). */
    stockMoved?: boolean;
  }
>;

export type CounterSaleCommand = MakeCounterSale | RefundCounterSale;
