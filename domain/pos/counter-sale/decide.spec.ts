import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { counterSaleDecider, type CounterProduct, type CounterSaleEvent, type MakeCounterSale } from '../index';

// Issue 17's counter sale: catalogue prices, a short line refused with what is left, a discount
// only for those who may give one and within its bounds, tax on the discounted subtotal, payments
// that cover the total with change in cash only; refunds priced as sold, each unit refunded once.

const spec = specFor(counterSaleDecider);
const NOW = '2026-01-15T10:00:00.000Z';
const ROSES: CounterProduct = {
  productId: 'p-roses',
  name: 'Rosas rojas',
  sku: 'ROS-001',
  unitPriceCents: 25_000,
  available: true,
  units: 3,
};
const TULIPS: CounterProduct = {
  productId: 'p-tulips',
  name: 'Tulipanes',
  sku: 'TUL-001',
  unitPriceCents: 12_000,
  available: true,
  units: 10,
};
const make = (over: Partial<MakeCounterSale['data']> = {}) =>
  command<'MakeCounterSale', MakeCounterSale['data']>('MakeCounterSale', {
    saleId: 'v-1',
    number: 'CAJA-1-000001',
    registerId: 'caja-1',
    sessionId: 's-1',
    cashierId: 'user-1',
    locationId: 'Tienda',
    items: [
      { productId: 'p-roses', quantity: 2, product: ROSES },
      { productId: 'p-tulips', quantity: 1, product: TULIPS },
    ],
    discount: null,
    mayDiscount: false,
    maxDiscountBasisPoints: 5000,
    taxRateBasisPoints: 1900,
    payments: [{ method: 'cash', amountCents: 100_000 }],
    madeOfflineAt: null,
    ...over,
  });
// 2 × 250.00 + 120.00 = 620.00; IVA 19 % = 117.80; total 737.80; 1000.00 in cash → 262.20 change.
const made: CounterSaleEvent = {
  type: 'CounterSaleMade',
  data: {
    saleId: 'v-1',
    number: 'CAJA-1-000001',
    registerId: 'caja-1',
    sessionId: 's-1',
    cashierId: 'user-1',
    locationId: 'Tienda',
    lines: [
      {
        productId: 'p-roses',
        name: 'Rosas rojas',
        sku: 'ROS-001',
        unitPriceCents: 25_000,
        quantity: 2,
        lineTotalCents: 50_000,
      },
      {
        productId: 'p-tulips',
        name: 'Tulipanes',
        sku: 'TUL-001',
        unitPriceCents: 12_000,
        quantity: 1,
        lineTotalCents: 12_000,
      },
    ],
    subtotalCents: 62_000,
    discount: null,
    taxRateBasisPoints: 1900,
    taxCents: 11_780,
    totalCents: 73_780,
    payments: [{ method: 'cash', amountCents: 100_000 }],
    changeCents: 26_220,
    madeAt: NOW,
    madeOfflineAt: null,
  },
};

describe('a counter sale', () => {
  it('is priced from the catalogue with tax and change; made once', () => {
    spec.given([]).when(make()).then([made]);
    spec.given([made]).when(make()).thenNothing();
    spec
      .given([made])
      .when(make({ payments: [{ method: 'card', amountCents: 73_780 }] }))
      .thenThrows('SALE.ALREADY_MADE');
  });

  it('says when its units moved in its own transaction (issue 41); a retry of it is the same sale', () => {
    const moved: CounterSaleEvent = { type: 'CounterSaleMade', data: { ...made.data, stockMoved: true } };
    spec
      .given([])
      .when(make({ stockMoved: true }))
      .then([moved]);
    spec
      .given([made])
      .when(make({ stockMoved: true }))
      .thenNothing();
  });

  it('refuses a short line with what is left, an unknown product, short payments and card change', () => {
    const err = spec
      .given([])
      .when(make({ items: [{ productId: 'p-roses', quantity: 4, product: ROSES }] }))
      .thenThrows('SALE.STOCK_SHORT');
    expect(err.message).toBe('Stock insuficiente de Rosas rojas: quedan 3.');
    spec
      .given([])
      .when(make({ items: [{ productId: 'x', quantity: 1, product: null }] }))
      .thenThrows('SALE.PRODUCT_UNAVAILABLE');
    spec
      .given([])
      .when(make({ payments: [{ method: 'cash', amountCents: 73_779 }] }))
      .thenThrows('SALE.PAYMENT_SHORT');
    spec
      .given([])
      .when(make({ payments: [{ method: 'card', amountCents: 80_000 }] }))
      .thenThrows('SALE.CHANGE_ONLY_CASH');
    spec
      .given([])
      .when(make({ items: [] }))
      .thenThrows('SALE.EMPTY');
  });

  it('takes a discount only from who may give one, within bounds and with a reason', () => {
    const tenPercent = { percentBasisPoints: 1000, reason: 'Cliente frecuente' };
    spec
      .given([])
      .when(make({ discount: tenPercent }))
      .thenThrows('SALE.DISCOUNT_FORBIDDEN');
    spec
      .given([])
      .when(make({ discount: { percentBasisPoints: 6000, reason: 'x' }, mayDiscount: true }))
      .thenThrows('SALE.DISCOUNT_RANGE');
    spec
      .given([])
      .when(make({ discount: { amountCents: 500, reason: ' ' }, mayDiscount: true }))
      .thenThrows('SALE.DISCOUNT_REASON');
    // 620.00 − 62.00 = 558.00; IVA 106.02; total 664.02; paid by card exactly.
    spec
      .given([])
      .when(make({ discount: tenPercent, mayDiscount: true, payments: [{ method: 'card', amountCents: 66_402 }] }))
      .then([
        {
          type: 'CounterSaleMade',
          data: {
            ...made.data,
            discount: {
              kind: 'percent',
              percentBasisPoints: 1000,
              amountCents: 6_200,
              reason: 'Cliente frecuente',
              grantedBy: 'owner-spec',
            },
            taxCents: 10_602,
            totalCents: 66_402,
            payments: [{ method: 'card', amountCents: 66_402 }],
            changeCents: 0,
          },
        } as CounterSaleEvent,
      ]);
  });

  it('refunds lines priced as sold, each unit once; the whole refund adds up to the total', () => {
    const refund = (refundId: string, items: { productId: string; quantity: number }[] | null) =>
      command('RefundCounterSale', {
        saleId: 'v-1',
        refundId,
        registerId: 'caja-1',
        sessionId: 's-1',
        items,
        method: null,
        reason: 'Flores dañadas',
      });
    const oneRose: CounterSaleEvent = {
      type: 'CounterSaleRefunded',
      data: {
        saleId: 'v-1',
        refundId: 'r-1',
        registerId: 'caja-1',
        sessionId: 's-1',
        locationId: 'Tienda',
        lines: [{ productId: 'p-roses', quantity: 1, amountCents: 29_750 }], // 250.00 + 19 %
        amountCents: 29_750,
        method: 'cash',
        reason: 'Flores dañadas',
        refundedBy: 'owner-spec',
        refundedAt: NOW,
      },
    };
    spec
      .given([made])
      .when(refund('r-1', [{ productId: 'p-roses', quantity: 1 }]))
      .then([oneRose]);
    spec
      .given([made, oneRose])
      .when(refund('r-1', [{ productId: 'p-roses', quantity: 1 }]))
      .thenNothing();
    spec
      .given([made, oneRose])
      .when(refund('r-2', [{ productId: 'p-roses', quantity: 2 }]))
      .thenThrows('SALE.REFUND_TOO_MANY');
    const sold = [made, oneRose].reduce(counterSaleDecider.evolve, counterSaleDecider.initialState());
    const rest = counterSaleDecider.decide(refund('r-2', null), sold);
    const [last] = rest;
    expect(last?.type === 'CounterSaleRefunded' && last.data.amountCents).toBe(73_780 - 29_750);
    const all = [made, oneRose, ...rest];
    spec.given(all).when(refund('r-3', null)).thenThrows('SALE.NOTHING_TO_REFUND');
    spec
      .given([made])
      .when(
        command('RefundCounterSale', {
          saleId: 'v-1',
          refundId: 'r-9',
          registerId: 'caja-1',
          sessionId: 's-1',
          items: null,
          method: null,
          reason: '',
        }),
      )
      .thenThrows('SALE.REFUND_REASON');
    spec.given([]).when(refund('r-1', null)).thenThrows('SALE.NOT_FOUND');
  });
});
