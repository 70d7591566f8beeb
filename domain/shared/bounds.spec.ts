import { describe, expect, it } from 'vitest';
import { createInvoiceBody } from '../billing/invoice/commands';
import { createInvoice, createDraft, invoiceSpec, roseRow } from '../billing/spec-fixtures';
import { registerSaleBody, createAgreementBody } from '../consignment/agreement/commands';
import { agreementSpec, createAgreement, roseRow as agreedRose } from '../consignment/spec-fixtures';
import { addProductBody, registerMovementBody, updateStockBody } from '../inventory/product/commands';
import { productDecider, type ProductCommand, type ProductEvent } from '../inventory';
import { addProduct, bought, productAdded, registerMovement, spec, updateStock } from '../inventory/spec-fixtures';
import { BOUNDS_MESSAGES, MAX_AMOUNT, MAX_QUANTITY, MAX_STOCK } from './bounds';

/** 2^53 + 1, as a script may send it: a number cannot hold it exactly (it reads as 2^53). */
const UNSAFE_QUANTITY = Number.MAX_SAFE_INTEGER + 2;

// Every amount at most 10,000,000.00 per unit, every quantity at most 1,000,000, every total
// within what centavos in a JavaScript number hold exactly: refused by the HTTP schemas and again
// by decide(), which reactors, scripts and the CSV import reach without a schema.

/** The events a product decides, for the commands that must pass. */
const decided = (history: ProductEvent[], command: ProductCommand) =>
  productDecider.decide(command, history.reduce(productDecider.evolve, productDecider.initialState()));

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('inventory', () => {
  it('takes the bounds themselves', () => {
    expect(
      decided([], addProduct({ price: MAX_AMOUNT, currentStock: MAX_QUANTITY, minStockLevel: MAX_QUANTITY })),
    ).toHaveLength(2);
    expect(
      addProductBody.safeParse({
        name: 'Rosa',
        sku: 'R-1',
        price: MAX_AMOUNT,
        category: 'Rosas',
        currentStock: MAX_QUANTITY,
      }).success,
    ).toBe(true);
  });

  it('refuses a price past 10,000,000.00 and a quantity past 1,000,000, in the body and in decide()', () => {
    const body = { name: 'Rosa', sku: 'R-1', category: 'Rosas' };
    expect(messages(addProductBody.safeParse({ ...body, price: 1e16 }))).toEqual([BOUNDS_MESSAGES['AMOUNT.TOO_LARGE']]);
    expect(messages(addProductBody.safeParse({ ...body, price: 1, wholesalePrice: MAX_AMOUNT + 0.01 }))).toEqual([
      BOUNDS_MESSAGES['AMOUNT.TOO_LARGE'],
    ]);
    expect(messages(addProductBody.safeParse({ ...body, price: 1, currentStock: MAX_QUANTITY + 1 }))).toEqual([
      BOUNDS_MESSAGES['QUANTITY.TOO_LARGE'],
    ]);
    const movement = {
      productId: '7a1c6a52-5d0e-4c1b-9a55-000000000001',
      type: 'purchase',
      quantity: UNSAFE_QUANTITY,
    };
    expect(messages(registerMovementBody.safeParse(movement))).toEqual([BOUNDS_MESSAGES['QUANTITY.TOO_LARGE']]);
    expect(messages(updateStockBody.safeParse({ quantity: MAX_QUANTITY + 1 }))).toEqual([
      BOUNDS_MESSAGES['QUANTITY.TOO_LARGE'],
    ]);

    expect(
      spec
        .given([])
        .when(addProduct({ price: 1e16 }))
        .thenThrows('AMOUNT.TOO_LARGE').errors,
    ).toEqual([{ path: 'price', message: BOUNDS_MESSAGES['AMOUNT.TOO_LARGE'] }]);
    spec
      .given([])
      .when(addProduct({ currentStock: MAX_QUANTITY + 1 }))
      .thenThrows('QUANTITY.TOO_LARGE');
    spec
      .given([productAdded()])
      .when(registerMovement({ type: 'purchase', quantity: 2 ** 53 }))
      .thenThrows('QUANTITY.TOO_LARGE');
    spec
      .given([productAdded()])
      .when(updateStock({ quantity: MAX_QUANTITY + 1 }))
      .thenThrows('QUANTITY.TOO_LARGE');
  });

  it('keeps a product within 1,000,000 units, all its places together', () => {
    const full = [productAdded(), bought(MAX_STOCK - 10)];
    expect(decided(full, registerMovement({ type: 'purchase', quantity: 10 }))).toHaveLength(1);
    spec
      .given(full)
      .when(registerMovement({ type: 'purchase', quantity: 11 }))
      .thenThrows('STOCK.TOO_LARGE');
    spec
      .given(full)
      .when(registerMovement({ type: 'purchase', quantity: 11, locationId: 'Tienda centro' }))
      .thenThrows('STOCK.TOO_LARGE');
    spec
      .given(full)
      .when(updateStock({ quantity: 11, location: 'Tienda centro' }))
      .thenThrows('STOCK.TOO_LARGE');
    // Moving units between places changes no total.
    expect(
      decided(full, registerMovement({ type: 'transfer', quantity: 5, targetLocationId: 'Tienda centro' })),
    ).toHaveLength(1);
  });
});

describe('consignment', () => {
  it('refuses a unit price or a quantity past the bounds, in the body and in decide()', () => {
    const partnerId = '3d9b1f0e-2c4a-4e8b-9f61-0000000000a1';
    const productId = '7a1c6a52-5d0e-4c1b-9a55-000000000001';
    expect(
      messages(createAgreementBody.safeParse({ partnerId, items: [{ productId, quantity: 1, unitPrice: 1e16 }] })),
    ).toEqual([BOUNDS_MESSAGES['AMOUNT.TOO_LARGE']]);
    expect(messages(registerSaleBody.safeParse({ items: [{ productId, quantity: MAX_QUANTITY + 1 }] }))).toEqual([
      BOUNDS_MESSAGES['QUANTITY.TOO_LARGE'],
    ]);
    agreementSpec
      .given([])
      .when(createAgreement({ items: [{ ...agreedRose, unitPrice: 1e16 }] }))
      .thenThrows('AMOUNT.TOO_LARGE');
    agreementSpec
      .given([])
      .when(createAgreement({ items: [{ ...agreedRose, quantity: 2 ** 53 }] }))
      .thenThrows('QUANTITY.TOO_LARGE');
  });

  it('refuses an agreement whose value would not fit', () => {
    const dear = { ...agreedRose, quantity: MAX_QUANTITY, unitPrice: MAX_AMOUNT };
    agreementSpec
      .given([])
      .when(createAgreement({ items: [dear] }))
      .thenThrows('TOTAL.TOO_LARGE');
  });
});

describe('billing', () => {
  it('refuses quantity 9007199254740993 and a price past 10,000,000.00 rather than issuing the invoice', () => {
    const body = {
      clientId: 'c',
      date: '2026-01-15',
      items: [{ description: 'Ramo', quantity: UNSAFE_QUANTITY, price: 1 }],
    };
    expect(messages(createInvoiceBody.safeParse(body))).toEqual([BOUNDS_MESSAGES['QUANTITY.TOO_LARGE']]);
    const err = invoiceSpec
      .given([])
      .when(createInvoice({ lines: [{ ...roseRow, quantity: UNSAFE_QUANTITY }] }))
      .thenThrows('QUANTITY.TOO_LARGE');
    expect(err.errors).toEqual([{ path: 'items.0.quantity', message: BOUNDS_MESSAGES['QUANTITY.TOO_LARGE'] }]);
    invoiceSpec
      .given([])
      .when(createDraft({ lines: [{ ...roseRow, price: 1e16 }] }))
      .thenThrows('AMOUNT.TOO_LARGE');
  });

  it('refuses an invoice whose total would not fit, each line within its bounds', () => {
    const dear = { ...roseRow, quantity: MAX_QUANTITY, price: MAX_AMOUNT };
    invoiceSpec
      .given([])
      .when(createInvoice({ lines: [dear] }))
      .thenThrows('TOTAL.TOO_LARGE');
  });
});
