import type { OrderPaid } from '../../orders';
import type { SubscriptionChargePaid } from '../../subscriptions';
import { ACCOUNTS } from '../accounts';
import { credit, debit } from '../journal';
import { dayOfEvent, entry, METHOD_ACCOUNTS, type PostingRule } from './rule';

// The storefront (issue 14) and subscriptions (issue 16). Neither states a tax: an order's total is
// the catalogue's prices plus the delivery fee, a charge is the plan's price. The books post IVA only
// where the shop's document states it (an invoice, a counter ticket), never a tax the customer was
// not shown, so these credit the whole amount to sales. When orders or plans carry their tax, these
// rules split it out like counterSaleMade does.

/**
 * An order is paid on delivery or at the counter (MarkOrderPaid), in cash or by card; the amount is
 * the order's total, delivery fee included.
 */
export const orderPaid: PostingRule = (event, facts) => {
  const paid = event.data as OrderPaid['data'];
  return entry(dayOfEvent(event, facts), `Pedido en línea ${paid.orderId} cobrado`, [
    debit(METHOD_ACCOUNTS[paid.method], paid.amountCents, paid.place === 'delivery' ? 'al entregar' : 'en mostrador'),
    credit(ACCOUNTS.onlineSales, paid.amountCents),
  ]);
};

/** A cycle's charge, paid in cash, by card or by transfer. */
export const subscriptionChargePaid: PostingRule = (event, facts) => {
  const paid = event.data as SubscriptionChargePaid['data'];
  return entry(dayOfEvent(event, facts), `Suscripción ${paid.subscriptionId}: ciclo ${paid.cycleDay} cobrado`, [
    debit(METHOD_ACCOUNTS[paid.method], paid.amountCents),
    credit(ACCOUNTS.subscriptionSales, paid.amountCents),
  ]);
};
