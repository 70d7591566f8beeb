import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { command } from '../../shared/given-when-then';
import { DomainError } from '../../shared/errors';
import {
  addProductBody,
  registerMovementBody,
  updateProductBody,
  updateStockBody,
  type ProductCommand,
} from './commands';
import { decide } from './decide';
import { INVENTORY_MESSAGES as M } from './errors';
import { evolve, initialProduct } from './evolve';
import { PRODUCT_ID, bought, productAdded } from '../spec-fixtures';

// The HTTP edge parses bodies with these schemas before decide() sees them, and the app's forms show
// their messages. Each case runs through both: the schema must refuse what decide() refuses, with
// the same message.

type Body = Record<string, unknown>;
const rose = [productAdded(), bought(10)].reduce(evolve, initialProduct());

const schemaSays = (schema: z.ZodType, body: Body) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? 'accepted' : parsed.error.issues[0]!.message;
};
const decideSays = (c: { type: ProductCommand['type']; data: Body }, state = rose) => {
  try {
    decide(command(c.type, c.data) as ProductCommand, state);
    return 'accepted';
  } catch (err) {
    if (err instanceof DomainError) return err.message;
    throw err;
  }
};

const form = { name: 'Rosa roja', sku: 'ROS-001', price: 25.5, category: 'Rosas' };
const addSays = (change: Body) => ({
  edge: schemaSays(addProductBody, { ...form, ...change }),
  decide: decideSays({ type: 'AddProduct', data: { productId: PRODUCT_ID, ...form, ...change } }, initialProduct()),
});

describe('the add-product body', () => {
  it('fills the form’s defaults: no stock, no minimum, active, no images', () => {
    expect(addProductBody.parse(form)).toEqual({
      ...form,
      currentStock: 0,
      minStockLevel: 0,
      status: 'active',
      images: [],
    });
  });

  it('refuses every case of spec 5 with the message decide() gives', () => {
    const refused: [Body, string][] = [
      [{ name: '  ' }, M['PRODUCT.NAME_REQUIRED']],
      [{ name: undefined }, M['PRODUCT.NAME_REQUIRED']],
      [{ sku: '' }, M['PRODUCT.SKU_REQUIRED']],
      [{ category: undefined }, M['PRODUCT.CATEGORY_REQUIRED']],
      [{ category: undefined, categories: [] }, M['PRODUCT.CATEGORY_REQUIRED']],
      [{ price: 0 }, M['PRODUCT.PRICE_NOT_POSITIVE']],
      [{ price: -1 }, M['PRODUCT.PRICE_NOT_POSITIVE']],
      [{ price: undefined }, M['PRODUCT.PRICE_NOT_POSITIVE']],
      [{ price: '25.50' }, M['PRODUCT.PRICE_NOT_POSITIVE']],
      [{ wholesalePrice: -0.01 }, M['PRODUCT.WHOLESALE_NEGATIVE']],
      [{ price: 10.005 }, M['PRODUCT.AMOUNT_TOO_PRECISE']],
      [{ wholesalePrice: 1.999 }, M['PRODUCT.AMOUNT_TOO_PRECISE']],
      [{ currentStock: -1 }, M['PRODUCT.STOCK_NEGATIVE']],
      [{ currentStock: 2.5 }, M['PRODUCT.STOCK_NEGATIVE']],
      [{ minStockLevel: -1 }, M['PRODUCT.MIN_STOCK_NEGATIVE']],
      [{ minStockLevel: 0.5 }, M['PRODUCT.MIN_STOCK_NEGATIVE']],
      [{ status: 'sold_out' }, M['PRODUCT.INVALID_STATUS']],
      [{ location: ' ' }, M['PRODUCT.LOCATION_REQUIRED']],
    ];
    for (const [change, message] of refused)
      expect(addSays(change), JSON.stringify(change)).toEqual({ edge: message, decide: message });
  });

  it('accepts what decide() accepts: wholesale 0 or none, 0 units, a blank barcode, a list of categories', () => {
    for (const change of [
      { wholesalePrice: 0 },
      { wholesalePrice: null },
      { currentStock: 0 },
      { barcode: '' },
      { category: undefined, categories: ['Bodas'] },
    ]) {
      expect(addSays(change), JSON.stringify(change)).toEqual({ edge: 'accepted', decide: 'accepted' });
    }
  });

  it('accepts a blank category beside a list of categories, as decide() does (it drops the blank)', () => {
    expect(addSays({ category: ' ', categories: ['Bodas'] })).toEqual({
      edge: 'accepted',
      decide: 'accepted',
    });
  });

  it('names the first problem of a negative price with too many decimals as decide() does', () => {
    expect(addSays({ price: -1.555 })).toEqual({
      edge: M['PRODUCT.PRICE_NOT_POSITIVE'],
      decide: M['PRODUCT.PRICE_NOT_POSITIVE'],
    });
  });

  it('does not call a name that is too long a missing name', () => {
    expect(schemaSays(addProductBody, { ...form, name: 'R'.repeat(121) })).not.toBe(M['PRODUCT.NAME_REQUIRED']);
  });

  it('refuses the consignment pseudo-location with the message decide() gives', () => {
    expect(addSays({ location: 'consignación' })).toEqual({
      edge: M['MOVEMENT.LOCATION_RESERVED'],
      decide: M['MOVEMENT.LOCATION_RESERVED'],
    });
  });
});

describe('the update-product body', () => {
  const updateSays = (body: Body) => ({
    edge: schemaSays(updateProductBody, body),
    decide: decideSays({ type: 'UpdateProduct', data: body }),
  });

  it('refuses the same wrong values as adding, with the same messages', () => {
    const refused: [Body, string][] = [
      [{ name: '' }, M['PRODUCT.NAME_REQUIRED']],
      [{ categories: [] }, M['PRODUCT.CATEGORY_REQUIRED']],
      [{ price: 0 }, M['PRODUCT.PRICE_NOT_POSITIVE']],
      [{ wholesalePrice: -1 }, M['PRODUCT.WHOLESALE_NEGATIVE']],
      [{ price: 25.555 }, M['PRODUCT.AMOUNT_TOO_PRECISE']],
      [{ minStockLevel: -1 }, M['PRODUCT.MIN_STOCK_NEGATIVE']],
      [{ status: 'sold_out' }, M['PRODUCT.INVALID_STATUS']],
      [{ location: '' }, M['PRODUCT.LOCATION_REQUIRED']],
    ];
    for (const [body, message] of refused)
      expect(updateSays(body), JSON.stringify(body)).toEqual({ edge: message, decide: message });
  });

  it('lets another SKU through to decide(), which refuses it', () => {
    expect(updateSays({ sku: 'ROS-002' })).toEqual({ edge: 'accepted', decide: M['PRODUCT.SKU_IMMUTABLE'] });
  });
});

describe('the register-movement body', () => {
  const movement = {
    productId: PRODUCT_ID,
    type: 'sale',
    quantity: 1,
    reference: { type: 'order', id: 'ORD-1' },
  };
  const movementSays = (change: Body) => {
    const { productId: _, ...data } = { ...movement, ...change };
    return {
      edge: schemaSays(registerMovementBody, { ...movement, ...change }),
      decide: decideSays({ type: 'RegisterMovement', data: { movementId: 'm-1', ...data } }),
    };
  };

  it('refuses a quantity below 1 or not whole, and an unknown type, as decide() does', () => {
    for (const [change, message] of [
      [{ quantity: 0 }, M['MOVEMENT.QUANTITY_MIN']],
      [{ quantity: 1.5 }, M['MOVEMENT.QUANTITY_MIN']],
      [{ quantity: '2' }, M['MOVEMENT.QUANTITY_MIN']],
      [{ type: 'gift' }, M['MOVEMENT.INVALID_TYPE']],
    ] as [Body, string][]) {
      expect(movementSays(change), JSON.stringify(change)).toEqual({ edge: message, decide: message });
    }
  });

  it('requires the product', () => {
    expect(schemaSays(registerMovementBody, { ...movement, productId: undefined })).toBe(
      M['MOVEMENT.PRODUCT_REQUIRED'],
    );
  });

  it('lets a missing target or reference through to decide(), which refuses it', () => {
    expect(movementSays({ type: 'transfer', reference: undefined })).toEqual({
      edge: 'accepted',
      decide: M['MOVEMENT.TARGET_REQUIRED'],
    });
    expect(movementSays({ reference: { type: '', id: '' } })).toEqual({
      edge: 'accepted',
      decide: M['MOVEMENT.REFERENCE_REQUIRED'],
    });
  });

  it('takes a blank origin as the product’s location, as decide() does', () => {
    expect(movementSays({ locationId: ' ' })).toEqual({ edge: 'accepted', decide: 'accepted' });
  });

  it('refuses an unknown adjustment direction with the message decide() gives', () => {
    expect(movementSays({ type: 'adjustment', direction: 'up' })).toEqual({
      edge: M['MOVEMENT.INVALID_DIRECTION'],
      decide: M['MOVEMENT.INVALID_DIRECTION'],
    });
  });
});

describe('the stock-update body', () => {
  const stockSays = (body: Body) => ({
    edge: schemaSays(updateStockBody, body),
    decide: decideSays({ type: 'UpdateStock', data: { movementId: 'm-1', ...body } }),
  });

  it('refuses a count below 0 or not whole, and accepts 0', () => {
    for (const quantity of [-1, 2.5, '3', undefined]) {
      expect(stockSays({ quantity }), String(quantity)).toEqual({
        edge: M['STOCK.QUANTITY_NEGATIVE'],
        decide: M['STOCK.QUANTITY_NEGATIVE'],
      });
    }
    expect(stockSays({ quantity: 0 })).toEqual({ edge: 'accepted', decide: 'accepted' });
  });

  it('takes a blank location as the product’s location, as decide() does', () => {
    expect(stockSays({ quantity: 4, location: '' })).toEqual({ edge: 'accepted', decide: 'accepted' });
  });
});
