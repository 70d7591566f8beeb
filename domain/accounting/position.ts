import { z } from 'zod';
import { toPesos } from '../shared/money';
import { ACCOUNTS } from './accounts';

// The shop's position as of a day, one definition for every screen that shows it (issue 43, decision
// 0134): the owner's dashboard and accounting's cards both call `shopPosition`, so "Posición de caja"
// and "Cuentas por cobrar" cannot be two sums of different accounts again (they were: the till alone
// against till, cards and bank; customers alone against customers and consignment partners).

/** "Posición de caja": the till, the cards still to be settled and the bank. */
export const CASH_ACCOUNTS = [ACCOUNTS.cash, ACCOUNTS.cardClearing, ACCOUNTS.bank] as const;
/** "Cuentas por cobrar": what customers owe and what consignment partners owe (their net of sales). */
export const RECEIVABLE_ACCOUNTS = [ACCOUNTS.receivables, ACCOUNTS.consignmentReceivables] as const;

export interface ShopPositionCents {
  cash: { tillCents: number; cardsCents: number; bankCents: number; totalCents: number };
  receivables: { customersCents: number; consignmentCents: number; totalCents: number };
}

/** The position from each asset account's balance (debits − credits, centavos) as of the day. */
export function shopPosition(balanceCents: (code: string) => number): ShopPositionCents {
  const [tillCents, cardsCents, bankCents] = CASH_ACCOUNTS.map(balanceCents) as [number, number, number];
  const [customersCents, consignmentCents] = RECEIVABLE_ACCOUNTS.map(balanceCents) as [number, number];
  return {
    cash: { tillCents, cardsCents, bankCents, totalCents: tillCents + cardsCents + bankCents },
    receivables: { customersCents, consignmentCents, totalCents: customersCents + consignmentCents },
  };
}

/** The same position in pesos, as the books' answers carry money (the balance sheet's `position`). */
export const ShopPosition = z.object({
  cash: z.object({ till: z.number(), cards: z.number(), bank: z.number(), total: z.number() }),
  receivables: z.object({ customers: z.number(), consignment: z.number(), total: z.number() }),
});
export type ShopPosition = z.infer<typeof ShopPosition>;

export function inPesos({ cash, receivables }: ShopPositionCents): ShopPosition {
  const pesos = toPesos;
  return {
    cash: {
      till: pesos(cash.tillCents),
      cards: pesos(cash.cardsCents),
      bank: pesos(cash.bankCents),
      total: pesos(cash.totalCents),
    },
    receivables: {
      customers: pesos(receivables.customersCents),
      consignment: pesos(receivables.consignmentCents),
      total: pesos(receivables.totalCents),
    },
  };
}
