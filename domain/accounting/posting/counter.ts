import { counterSaleDecider, type CashSessionClosed, type CounterSaleMade, type CounterSaleRefunded } from '../../pos';
import { ACCOUNTS } from '../accounts';
import { credit, debit } from '../journal';
import { dayOfEvent, entry, METHOD_ACCOUNTS, signed, stateBefore, type PostingRule } from './rule';

// The counter (issue 17). A ticket's tax is added on top of what was sold (subtotal − discount), and
// the money sits where its method put it: the till (cash given, less the change), the card
// processor, the bank (transfer). The register's SaleRung and RefundRung repeat these figures for
// the session's X/Z reports: posting them too would count every sale twice, so they post nothing.

/** counter sales / IVA payable, against what each method took. */
export const counterSaleMade: PostingRule = (event, facts) => {
  const sale = event.data as CounterSaleMade['data'];
  const paid = (method: keyof typeof METHOD_ACCOUNTS) =>
    sale.payments.filter((p) => p.method === method).reduce((s, p) => s + p.amountCents, 0);
  return entry(dayOfEvent(event, facts), `Venta de mostrador ${sale.number}`, [
    debit(ACCOUNTS.cash, paid('cash') - sale.changeCents, 'efectivo'),
    debit(ACCOUNTS.cardClearing, paid('card'), 'tarjeta'),
    debit(ACCOUNTS.bank, paid('transfer'), 'transferencia'),
    credit(ACCOUNTS.counterSales, sale.subtotalCents - (sale.discount?.amountCents ?? 0)),
    credit(ACCOUNTS.taxPayable, sale.taxCents),
  ]);
};

/**
 * A refund gives back part of the total, tax included; the event does not split it. The tax share
 * is the sale's tax on everything refunded so far minus on what was refunded before, so the
 * refunds of a whole ticket give back its tax to the centavo.
 */
export const counterSaleRefunded: PostingRule = (event, facts) => {
  const refund = event.data as CounterSaleRefunded['data'];
  const before = stateBefore(event, facts, counterSaleDecider.initialState(), counterSaleDecider.evolve);
  if (before.status !== 'made' || before.sale.totalCents <= 0) return null;
  const { sale, refundedCents } = before;
  const taxOn = (cents: number) => Math.round((cents * sale.taxCents) / sale.totalCents);
  const tax = taxOn(refundedCents + refund.amountCents) - taxOn(refundedCents);
  return entry(dayOfEvent(event, facts), `Devolución de la venta de mostrador ${sale.number}`, [
    debit(ACCOUNTS.counterSales, refund.amountCents - tax),
    debit(ACCOUNTS.taxPayable, tax),
    credit(METHOD_ACCOUNTS[refund.method], refund.amountCents, refund.reason),
  ]);
};

/**
 * Closing a session counts the till: the difference to what was expected is cash found or lost.
 * The chart has no over/short account, so it is another expense (a surplus reduces it).
 */
export const cashSessionClosed: PostingRule = (event, facts) => {
  const { differenceCents: difference } = event.data as CashSessionClosed['data'];
  return entry(dayOfEvent(event, facts), difference < 0 ? 'Faltante de caja' : 'Sobrante de caja', [
    signed(ACCOUNTS.cash, difference),
    signed(ACCOUNTS.otherExpenses, -difference),
  ]);
};
