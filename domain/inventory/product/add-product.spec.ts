import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M } from './errors';
import {
  ADD_COMMAND_ID,
  HOME,
  SHOP,
  addProduct,
  addProductUntyped,
  effect,
  productAdded,
  spec,
  stockMoved,
} from '../spec-fixtures';

// Spec 5 "Add product": name, sku and category filled, price > 0; prices min 0 step 0.01; initial
// and minimum stock min 0; the single category becomes a categories list.

const openingOf = (units: number, location = HOME) =>
  stockMoved({
    movementId: ADD_COMMAND_ID,
    type: 'opening',
    quantity: units,
    locationId: location,
    notes: 'Stock inicial',
    effects: [effect(location, units, units)],
  });

describe('a product not yet in the catalogue', () => {
  it('is added with its price in centavos, active, at the main warehouse, with nothing in stock', () => {
    spec.given([]).when(addProduct()).then([productAdded()]);
  });

  it('records the initial stock as an opening line of the ledger, so every unit is explained', () => {
    spec
      .given([])
      .when(addProduct({ currentStock: 12 }))
      .then([productAdded(), openingOf(12)]);
    spec
      .given([])
      .when(addProduct({ currentStock: 3, location: SHOP }))
      .then([productAdded({ location: SHOP }), openingOf(3, SHOP)]);
  });

  it('records no opening line when it starts with 0 units', () => {
    spec
      .given([])
      .when(addProduct({ currentStock: 0 }))
      .then([productAdded()]);
    spec
      .given([])
      .when(addProductUntyped({ currentStock: undefined }))
      .then([productAdded()]);
  });

  it('keeps the wholesale price in centavos, and accepts a wholesale price of 0', () => {
    spec
      .given([])
      .when(addProduct({ wholesalePrice: 18.75 }))
      .then([productAdded({ wholesalePriceCents: 1875 })]);
    spec
      .given([])
      .when(addProduct({ wholesalePrice: 0 }))
      .then([productAdded({ wholesalePriceCents: 0 })]);
    spec
      .given([])
      .when(addProduct({ wholesalePrice: null }))
      .then([productAdded()]);
  });

  it('accepts prices with up to 2 decimals (step 0.01), without floating-point drift', () => {
    spec
      .given([])
      .when(addProduct({ price: 0.01 }))
      .then([productAdded({ priceCents: 1 })]);
    spec
      .given([])
      .when(addProduct({ price: 19.99 }))
      .then([productAdded({ priceCents: 1999 })]);
    spec
      .given([])
      .when(addProduct({ price: 0.1 + 0.2 }))
      .then([productAdded({ priceCents: 30 })]);
  });

  it('turns the single category of the form into a list, dropping blanks and repeats', () => {
    spec
      .given([])
      .when(addProduct({ category: ' Rosas ' }))
      .then([productAdded()]);
    spec
      .given([])
      .when(addProduct({ category: 'Rosas', categories: ['Rosas', ' ', 'Bodas', 'Bodas'] }))
      .then([productAdded({ categories: ['Rosas', 'Bodas'] })]);
    spec
      .given([])
      .when(addProduct({ category: undefined, categories: ['Bodas'] }))
      .then([productAdded({ categories: ['Bodas'] })]);
  });

  it('trims the texts; a blank barcode is no barcode', () => {
    const typed = {
      name: '  Rosa roja ',
      sku: ' ROS-001 ',
      description: '  Tallo largo ',
      barcode: ' 7501234567890 ',
    };
    spec
      .given([])
      .when(addProduct(typed))
      .then([productAdded({ description: 'Tallo largo', barcode: '7501234567890' })]);
    spec
      .given([])
      .when(addProduct({ barcode: '   ' }))
      .then([productAdded({ barcode: null })]);
    spec
      .given([])
      .when(addProduct({ barcode: '' }))
      .then([productAdded({ barcode: null })]);
  });

  it('lives at the main warehouse unless another location is given', () => {
    expect(HOME).toBe('Almacén principal');
    spec
      .given([])
      .when(addProduct({ location: ' Tienda centro ' }))
      .then([productAdded({ location: SHOP })]);
  });

  it('is added with any of the three statuses, and a minimum stock of 0', () => {
    for (const status of ['active', 'inactive', 'discontinued'] as const) {
      spec
        .given([])
        .when(addProduct({ status }))
        .then([productAdded({ status })]);
    }
    spec
      .given([])
      .when(addProduct({ minStockLevel: 0 }))
      .then([productAdded({ minStockLevel: 0 })]);
  });

  it('keeps its images in order', () => {
    const images = ['https://img.flora.test/rosa-1.jpg', 'https://img.flora.test/rosa-2.jpg'];
    spec
      .given([])
      .when(addProduct({ images }))
      .then([productAdded({ images })]);
  });
});

describe('a product not yet in the catalogue, with the form incomplete or wrong', () => {
  it('is refused without a name, a SKU or a category', () => {
    const err = spec
      .given([])
      .when(addProduct({ name: '   ' }))
      .thenThrows('PRODUCT.NAME_REQUIRED');
    expect(err.message).toBe(M['PRODUCT.NAME_REQUIRED']);
    expect(err.errors).toEqual([{ path: 'name', message: M['PRODUCT.NAME_REQUIRED'] }]);
    spec
      .given([])
      .when(addProduct({ sku: '' }))
      .thenThrows('PRODUCT.SKU_REQUIRED');
    spec
      .given([])
      .when(addProduct({ sku: '  ' }))
      .thenThrows('PRODUCT.SKU_REQUIRED');
    spec
      .given([])
      .when(addProduct({ category: undefined }))
      .thenThrows('PRODUCT.CATEGORY_REQUIRED');
    spec
      .given([])
      .when(addProduct({ category: ' ', categories: [' '] }))
      .thenThrows('PRODUCT.CATEGORY_REQUIRED');
  });

  it('is refused unless the price is above 0', () => {
    for (const price of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      spec.given([]).when(addProduct({ price })).thenThrows('PRODUCT.PRICE_NOT_POSITIVE');
    }
    spec
      .given([])
      .when(addProductUntyped({ price: undefined }))
      .thenThrows('PRODUCT.PRICE_NOT_POSITIVE');
  });

  it('is refused with a negative wholesale price', () => {
    spec
      .given([])
      .when(addProduct({ wholesalePrice: -0.01 }))
      .thenThrows('PRODUCT.WHOLESALE_NEGATIVE');
  });

  it('is refused with an amount of more than 2 decimals', () => {
    const err = spec
      .given([])
      .when(addProduct({ price: 10.005 }))
      .thenThrows('PRODUCT.AMOUNT_TOO_PRECISE');
    expect(err.errors?.[0]?.path).toBe('price');
    const wholesale = spec
      .given([])
      .when(addProduct({ wholesalePrice: 1.999 }))
      .thenThrows('PRODUCT.AMOUNT_TOO_PRECISE');
    expect(wholesale.errors?.[0]?.path).toBe('wholesalePrice');
  });

  it('is refused with an initial or minimum stock below 0 or not a whole number', () => {
    spec
      .given([])
      .when(addProduct({ currentStock: -1 }))
      .thenThrows('PRODUCT.STOCK_NEGATIVE');
    spec
      .given([])
      .when(addProduct({ currentStock: 2.5 }))
      .thenThrows('PRODUCT.STOCK_NEGATIVE');
    spec
      .given([])
      .when(addProduct({ minStockLevel: -1 }))
      .thenThrows('PRODUCT.MIN_STOCK_NEGATIVE');
    spec
      .given([])
      .when(addProduct({ minStockLevel: 0.5 }))
      .thenThrows('PRODUCT.MIN_STOCK_NEGATIVE');
  });

  it('is refused with a status other than active, inactive or discontinued', () => {
    const err = spec
      .given([])
      .when(addProductUntyped({ status: 'sold_out' }))
      .thenThrows('PRODUCT.INVALID_STATUS');
    expect(err.message).toBe('El estado debe ser Activo, Inactivo o Descontinuado.');
  });

  it('is refused with a blank location', () => {
    spec
      .given([])
      .when(addProduct({ location: '  ' }))
      .thenThrows('PRODUCT.LOCATION_REQUIRED');
  });
});

describe('a product already in the catalogue', () => {
  it('cannot be added a second time, even with other details', () => {
    const err = spec.given([productAdded()]).when(addProduct()).thenThrows('PRODUCT.ALREADY_EXISTS');
    expect(err.kind).toBe('illegal-state');
    spec
      .given([productAdded()])
      .when(addProduct({ sku: 'ROS-002', currentStock: 4 }))
      .thenThrows('PRODUCT.ALREADY_EXISTS');
  });
});
