import {
  agreementCode,
  agreementIdOfStream,
  type AgreementSettled,
  type ConsignmentSaleRegistered,
} from '../../consignment';
import { ACCOUNTS } from '../accounts';
import { credit, debit } from '../journal';
import { dayOfEvent, entry, type PostingRule } from './rule';

// Consignment (spec 2.5): the shop's flowers on a partner's shelf stay ours until the partner sells
// them. A sale earns the shop the gross; the partner keeps its commission and owes us the net, paid
// when the agreement is settled. Placing, returning and cancelling only move units (their cost
// follows the product's movements, see stock.ts): no money.

const code = (streamId: string) => agreementCode(agreementIdOfStream(streamId) ?? streamId);

/** consignment receivables (net) + commissions (the partner's share) / consignment sales (gross). */
export const consignmentSaleRegistered: PostingRule = (event, facts) => {
  const sale = event.data as ConsignmentSaleRegistered['data'];
  return entry(dayOfEvent(event, facts), `Acuerdo ${code(event.streamId)}: venta del socio`, [
    debit(ACCOUNTS.consignmentReceivables, sale.netCents),
    debit(ACCOUNTS.consignmentCommissions, sale.commissionCents),
    credit(ACCOUNTS.consignmentSales, sale.grossCents),
  ]);
};

/**
 * Settling closes the agreement: the partner pays what it owes, the net of every sale (the event's
 * totals are the sums of the sale events). Paid in cash: the agreement records no method.
 */
export const agreementSettled: PostingRule = (event, facts) => {
  const settled = event.data as AgreementSettled['data'];
  return entry(dayOfEvent(event, facts), `Acuerdo ${code(event.streamId)}: liquidado`, [
    debit(ACCOUNTS.cash, settled.netCents),
    credit(ACCOUNTS.consignmentReceivables, settled.netCents),
  ]);
};
