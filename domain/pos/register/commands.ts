import type { Command } from '../../shared/decider';
import type { RefundRung, SaleRung } from './events';

// What a register's decide() receives. The command side names the session (its id from the
// command's) and counts nothing itself: the figures come from the sale and the refund as decided.

/** Without `locationId` the session sells where the register is (the shop's counter the first time). */
export type OpenCashSession = Command<
  'OpenCashSession',
  { registerId: string; sessionId: string; cashierId: string; openingCashCents: number; locationId?: string }
>;
/** A sale's figures, for the session open now (the sale names the session it was rung in). */
export type RecordSale = Command<'RecordSale', Omit<SaleRung['data'], 'number'>>;
export type RecordRefund = Command<'RecordRefund', RefundRung['data']>;
export type CloseCashSession = Command<
  'CloseCashSession',
  { registerId: string; sessionId: string; denominations: Record<string, number>; notes: string }
>;

export type RegisterCommand = OpenCashSession | RecordSale | RecordRefund | CloseCashSession;
