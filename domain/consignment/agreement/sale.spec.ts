import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_MESSAGES } from '../messages';
import {
  LILY,
  ROSE,
  TULIP,
  agreementCreated,
  agreementSpec as spec,
  lily,
  registerSale,
  returnLine,
  returnRegistered,
  rose,
  saleLine,
  saleRegistered,
  tulip,
} from '../spec-fixtures';

// Spec 5 "Sale": price and commission copied from the item; quantity capped at what remains;
// gross = Σ qty × price, commission = gross × percent (to the centavo, per line), net = gross − commission.

describe('an active agreement with 10 roses at 25.50 (20 %) and 4 tulips at 12.35 (15.5 %)', () => {
  const history = [agreementCreated()];

  it('registers a sale with each line’s gross, commission and net to the centavo', () => {
    // Roses: 3 × 25.50 = 76.50, 20 % = 15.30, net 61.20. Tulips: 3 × 12.35 = 37.05, 15.5 % = 5.74275 → 5.74, net 31.31.
    const event = spec
      .given(history)
      .when(
        registerSale([
          { productId: ROSE, quantity: 3 },
          { productId: TULIP, quantity: 3 },
        ]),
      )
      .then([saleRegistered([saleLine(rose, 3, [7650, 1530, 6120]), saleLine(tulip, 3, [3705, 574, 3131])])]);
    expect(event[0]!.data).toMatchObject({ grossCents: 11355, commissionCents: 2104, netCents: 9251 });
  });

  it('adds up lines that name the same product', () => {
    spec
      .given(history)
      .when(
        registerSale([
          { productId: ROSE, quantity: 2 },
          { productId: TULIP, quantity: 1 },
          { productId: ROSE, quantity: 1 },
        ]),
      )
      .then([saleRegistered([saleLine(rose, 3, [7650, 1530, 6120]), saleLine(tulip, 1, [1235, 191, 1044])])]);
  });

  it('caps the quantity at what remains, keeping what was asked', () => {
    spec
      .given(history)
      .when(registerSale([{ productId: TULIP, quantity: 9 }]))
      .then([saleRegistered([saleLine(tulip, 4, [4940, 766, 4174], 9)])]);
  });

  it('caps lines that add up to more than remains', () => {
    spec
      .given(history)
      .when(
        registerSale([
          { productId: TULIP, quantity: 3 },
          { productId: TULIP, quantity: 3 },
        ]),
      )
      .then([saleRegistered([saleLine(tulip, 4, [4940, 766, 4174], 6)])]);
  });

  it('keeps the notes, trimmed, and the time of the sale', () => {
    spec
      .given(history)
      .when(registerSale([{ productId: ROSE, quantity: 1 }], { notes: ' Boda del sábado ' }))
      .then([saleRegistered([saleLine(rose, 1, [2550, 510, 2040])], { notes: 'Boda del sábado' })]);
  });

  it('counts the units sold and adds the money to the books', () => {
    spec
      .given(history)
      .when(
        registerSale([
          { productId: ROSE, quantity: 3 },
          { productId: TULIP, quantity: 3 },
        ]),
      )
      .thenState({
        ...stateAfter(history),
        items: [
          { ...rose, soldQuantity: 3, returnedQuantity: 0 },
          { ...tulip, soldQuantity: 3, returnedQuantity: 0 },
        ],
        sales: { grossCents: 11355, commissionCents: 2104, netCents: 9251 },
      });
  });

  it('refuses a sale without lines', () => {
    const err = spec.given(history).when(registerSale([])).thenThrows('SALE.ITEMS_REQUIRED');
    expect(err.errors).toEqual([{ path: 'items', message: CONSIGNMENT_MESSAGES['SALE.ITEMS_REQUIRED'] }]);
  });

  it('refuses a product that is not in the agreement', () => {
    const err = spec
      .given(history)
      .when(
        registerSale([
          { productId: ROSE, quantity: 1 },
          { productId: LILY, quantity: 1 },
        ]),
      )
      .thenThrows('SALE.ITEM_NOT_IN_AGREEMENT');
    expect(err.errors?.[0]?.path).toBe('items.1.productId');
  });

  it('refuses a quantity below 1 or not whole', () => {
    spec
      .given(history)
      .when(registerSale([{ productId: ROSE, quantity: 0 }]))
      .thenThrows('AGREEMENT.QUANTITY_POSITIVE');
    spec
      .given(history)
      .when(registerSale([{ productId: ROSE, quantity: 1.5 }]))
      .thenThrows('AGREEMENT.QUANTITY_POSITIVE');
  });
});

/** The active state right after creation (what a sale spec starts from). */
function stateAfter(history: ReturnType<typeof agreementCreated>[]) {
  const { items: _, createdAt, ...data } = history[0]!.data;
  return { status: 'active' as const, ...data, createdAt, acknowledged: [], discrepancies: [] };
}

describe('an agreement with 8 of its 10 roses sold and 1 returned', () => {
  const history = [
    agreementCreated(),
    saleRegistered([saleLine(rose, 8, [20400, 4080, 16320])]),
    returnRegistered([returnLine(rose, 1)]),
  ];

  it('sells only the one rose left on the shelf', () => {
    spec
      .given(history)
      .when(registerSale([{ productId: ROSE, quantity: 5 }]))
      .then([saleRegistered([saleLine(rose, 1, [2550, 510, 2040], 5)])]);
  });
});

describe('an agreement whose roses are all sold or returned', () => {
  const history = [
    agreementCreated(),
    saleRegistered([saleLine(rose, 7, [17850, 3570, 14280])]),
    returnRegistered([returnLine(rose, 3)]),
  ];

  it('refuses to sell a rose, naming it', () => {
    const err = spec
      .given(history)
      .when(registerSale([{ productId: ROSE, quantity: 1 }]))
      .thenThrows('SALE.NOTHING_REMAINING');
    expect(err.message).toBe('No quedan unidades de Rosa roja en el acuerdo.');
    expect(err.kind).toBe('illegal-state');
  });

  it('still sells tulips', () => {
    spec
      .given(history)
      .when(registerSale([{ productId: TULIP, quantity: 1 }]))
      .then([saleRegistered([saleLine(tulip, 1, [1235, 191, 1044])])]);
  });
});

describe('an agreement with an item priced at 0 and one at 1.25 with 10 %', () => {
  const cheap = { ...rose, unitPriceCents: 125, commissionTenths: 100 };
  const history = [agreementCreated({ items: [cheap, lily] })];

  it('refuses to sell the item without a price (spec 5: unit price > 0)', () => {
    const err = spec
      .given(history)
      .when(registerSale([{ productId: LILY, quantity: 1 }]))
      .thenThrows('SALE.PRICE_REQUIRED');
    expect(err.message).toBe('Solo se venden productos con precio unitario mayor que 0.');
  });

  it('rounds a half centavo of commission up, and net takes the rest', () => {
    // 1 × 1.25 = 1.25; 10 % = 0.125 → 0.13; net 1.12. Two units: 2.50, 0.25, 2.25.
    spec
      .given(history)
      .when(registerSale([{ productId: ROSE, quantity: 1 }]))
      .then([saleRegistered([saleLine(cheap, 1, [125, 13, 112])])]);
    spec
      .given(history)
      .when(registerSale([{ productId: ROSE, quantity: 2 }]))
      .then([saleRegistered([saleLine(cheap, 2, [250, 25, 225])])]);
  });
});
