import { lineMoney, sumMoney, type AgreementEvent, type SaleLine as ConsignedLine } from '../../consignment';
import type { StockMoved } from '../../inventory';
import type { OrderPaid } from '../../orders';
import type { RegisterEvent } from '../../pos';
import type { SubscriptionChargePaid } from '../../subscriptions';
import type { ExpenseCategory } from '../accounts';
import type { PayrollRunPaid } from '../../hr';
import type { ExpenseRecorded } from '../expense/events';
import { AT, ROSES } from './spec-events';

// More of the posting specs' events: consignment, stock, expenses, the storefront, the register.

/** A partner's sale, priced and commissioned per line as registerConsignmentSale does. */
export function consignmentSale(
  saleId: string,
  lines: { quantity: number; unitPriceCents: number; commissionTenths: number }[],
): AgreementEvent {
  const priced: ConsignedLine[] = lines.map((l) => ({
    productId: ROSES,
    requestedQuantity: l.quantity,
    locationId: 'Tienda',
    ...l,
    ...lineMoney(l.quantity, l.unitPriceCents, l.commissionTenths),
  }));
  return {
    type: 'ConsignmentSaleRegistered',
    data: { saleId, lines: priced, ...sumMoney(priced), notes: '', soldAt: AT },
  };
}
export const agreementSettled = (
  sales: { grossCents: number; commissionCents: number; netCents: number }[],
): AgreementEvent => ({
  type: 'AgreementSettled',
  data: { returnedLines: [], ...sumMoney(sales), notes: '', settledAt: AT },
});

/** A movement whose effects add up to `delta` units (transfers: out of one place, into another). */
export function stockMoved(type: StockMoved['data']['type'], delta: number, quantity = Math.abs(delta)): StockMoved {
  const effects =
    type === 'transfer' || type === 'consignment_out'
      ? [
          { locationId: 'Tienda', delta: -quantity, balanceAfter: 0 },
          { locationId: 'Bodega', delta: quantity, balanceAfter: quantity },
        ]
      : [{ locationId: 'Tienda', delta, balanceAfter: Math.max(delta, 0) }];
  return {
    type: 'StockMoved',
    data: {
      movementId: `m-${type}`,
      type,
      quantity,
      locationId: 'Tienda',
      targetLocationId: null,
      reference: null,
      notes: '',
      countedQuantity: null,
      effects,
      movedAt: AT,
    },
  };
}

export const expenseRecorded = (
  amountCents: number,
  category: ExpenseCategory,
  paymentMethod: ExpenseRecorded['data']['paymentMethod'],
  date = '2026-03-10',
): ExpenseRecorded => ({
  type: 'ExpenseRecorded',
  data: {
    expenseId: 'x-1',
    date,
    category,
    vendor: 'Florería Mayorista',
    description: 'Alquiler de marzo',
    amountCents,
    paymentMethod,
    recordedAt: AT,
  },
});
export const payrollRunPaid = (method: 'bank' | 'cash', nets: [name: string, cents: number][]): PayrollRunPaid => {
  const net = nets.reduce((sum, [, cents]) => sum + cents, 0);
  return {
    type: 'PayrollRunPaid',
    data: {
      runId: 'r-1',
      periodStart: '2026-02-16',
      periodEnd: '2026-02-28',
      paidOn: '2026-03-13',
      method,
      totals: { baseCents: net, additionsCents: 0, deductionsCents: 0, netCents: net },
      lines: nets.map(([name, netCents], i) => ({ employeeId: `e-${i}`, name, netCents })),
      paidAt: AT,
    },
  };
};
export const orderPaid = (amountCents: number, method: 'cash' | 'card'): OrderPaid => ({
  type: 'OrderPaid',
  data: { orderId: 'o-1', method, place: 'delivery', amountCents, paidAt: AT },
});
export const chargePaid = (amountCents: number, method: 'cash' | 'card' | 'transfer'): SubscriptionChargePaid => ({
  type: 'SubscriptionChargePaid',
  data: { subscriptionId: 'sub-1', cycleDay: '2026-03-14', method, amountCents, paidAt: AT },
});
export const sessionClosed = (differenceCents: number): RegisterEvent => ({
  type: 'CashSessionClosed',
  data: {
    registerId: 'r-1',
    sessionId: 's-1',
    denominations: {},
    countedCashCents: 50_000 + differenceCents,
    expectedCashCents: 50_000,
    differenceCents,
    notes: '',
    figures: {
      salesCount: 0,
      grossCents: 0,
      discountsCents: 0,
      refundsCents: 0,
      taxCents: 0,
      byMethod: { cash: 0, card: 0, transfer: 0 },
      byCashier: {},
    },
    closedAt: AT,
  },
});
