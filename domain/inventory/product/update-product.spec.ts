import { describe, expect, it } from 'vitest';
import type { ProductDetailsUpdated, ProductEvent } from './events';
import { NOW, SHOP, productAdded, spec, updateProduct } from '../spec-fixtures';

// Editing a product: each kind of change (details, price, status) is its own event, decided only
// when something of that kind really changed. The SKU identifies the product and never changes.

const rose = productAdded().data;
const detailsUpdated = (over: Partial<ProductDetailsUpdated['data']>): ProductEvent => ({
  type: 'ProductDetailsUpdated',
  data: {
    ...{
      name: rose.name,
      barcode: rose.barcode,
      description: rose.description,
      minStockLevel: rose.minStockLevel,
    },
    ...{ categories: rose.categories, images: rose.images, location: rose.location, updatedAt: NOW },
    ...{ vaseLifeDays: null, requiresLots: false },
    ...over,
  },
});

describe('a product in the catalogue', () => {
  const history = [productAdded({ wholesalePriceCents: 1800 })];

  it('updates its details, carrying them whole after the change', () => {
    spec
      .given(history)
      .when(updateProduct({ name: 'Rosa roja premium' }))
      .then([detailsUpdated({ name: 'Rosa roja premium' })]);
    spec
      .given(history)
      .when(updateProduct({ description: ' Tallo de 60 cm ', minStockLevel: 10, location: SHOP }))
      .then([detailsUpdated({ description: 'Tallo de 60 cm', minStockLevel: 10, location: SHOP })]);
    spec
      .given(history)
      .when(updateProduct({ images: ['https://img.flora.test/rosa.jpg'] }))
      .then([detailsUpdated({ images: ['https://img.flora.test/rosa.jpg'] })]);
  });

  it('replaces its categories by the ones given, the single category becoming a list', () => {
    spec
      .given(history)
      .when(updateProduct({ category: 'Bodas' }))
      .then([detailsUpdated({ categories: ['Bodas'] })]);
    spec
      .given(history)
      .when(updateProduct({ categories: ['Rosas', 'Bodas', 'Rosas'] }))
      .then([detailsUpdated({ categories: ['Rosas', 'Bodas'] })]);
  });

  it('sets a barcode, and a blank one removes it', () => {
    spec
      .given(history)
      .when(updateProduct({ barcode: ' 7501234567890 ' }))
      .then([detailsUpdated({ barcode: '7501234567890' })]);
    const withBarcode = [productAdded({ barcode: '7501234567890' })];
    spec
      .given(withBarcode)
      .when(updateProduct({ barcode: ' ' }))
      .then([detailsUpdated({ barcode: null })]);
    spec
      .given(withBarcode)
      .when(updateProduct({ barcode: null }))
      .then([detailsUpdated({ barcode: null })]);
  });

  it('changes its price, remembering the previous prices', () => {
    spec
      .given(history)
      .when(updateProduct({ price: 30 }))
      .then([
        {
          type: 'ProductPriceChanged',
          data: {
            priceCents: 3000,
            wholesalePriceCents: 1800,
            previousPriceCents: 2550,
            previousWholesalePriceCents: 1800,
            changedAt: NOW,
          },
        },
      ]);
    spec
      .given(history)
      .when(updateProduct({ wholesalePrice: null }))
      .then([
        {
          type: 'ProductPriceChanged',
          data: {
            priceCents: 2550,
            wholesalePriceCents: null,
            previousPriceCents: 2550,
            previousWholesalePriceCents: 1800,
            changedAt: NOW,
          },
        },
      ]);
  });

  it('changes its status, remembering the previous one', () => {
    spec
      .given(history)
      .when(updateProduct({ status: 'discontinued' }))
      .then([
        {
          type: 'ProductStatusChanged',
          data: { status: 'discontinued', previousStatus: 'active', changedAt: NOW },
        },
      ]);
  });

  it('decides one event per kind of change when details, price and status change together', () => {
    const events = spec
      .given(history)
      .when(updateProduct({ name: 'Rosa blanca', price: 27, status: 'inactive' }))
      .then([
        detailsUpdated({ name: 'Rosa blanca' }),
        {
          type: 'ProductPriceChanged',
          data: {
            priceCents: 2700,
            wholesalePriceCents: 1800,
            previousPriceCents: 2550,
            previousWholesalePriceCents: 1800,
            changedAt: NOW,
          },
        },
        {
          type: 'ProductStatusChanged',
          data: { status: 'inactive', previousStatus: 'active', changedAt: NOW },
        },
      ]);
    expect(events).toHaveLength(3);
  });

  it('decides nothing when nothing changed', () => {
    spec.given(history).when(updateProduct({})).thenNothing();
    const same = {
      name: ' Rosa roja ',
      sku: 'ROS-001',
      price: 25.5,
      wholesalePrice: 18,
      status: 'active',
      category: 'Rosas',
    };
    spec.given(history).when(updateProduct(same)).thenNothing();
    spec
      .given(history)
      .when(updateProduct({ categories: ['Rosas', 'Rosas'], location: 'Almacén principal ' }))
      .thenNothing();
  });

  it('keeps its SKU: the same SKU is fine, another one is refused', () => {
    spec
      .given(history)
      .when(updateProduct({ sku: ' ROS-001 ', name: 'Rosa' }))
      .then([detailsUpdated({ name: 'Rosa' })]);
    const err = spec
      .given(history)
      .when(updateProduct({ sku: 'ROS-002' }))
      .thenThrows('PRODUCT.SKU_IMMUTABLE');
    expect(err.kind).toBe('illegal-state');
    spec
      .given(history)
      .when(updateProduct({ sku: '' }))
      .thenThrows('PRODUCT.SKU_IMMUTABLE');
  });

  it('refuses the same wrong values as adding it does', () => {
    const refused: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'PRODUCT.NAME_REQUIRED'],
      [{ categories: [] }, 'PRODUCT.CATEGORY_REQUIRED'],
      [{ category: ' ' }, 'PRODUCT.CATEGORY_REQUIRED'],
      [{ price: 0 }, 'PRODUCT.PRICE_NOT_POSITIVE'],
      [{ price: -5 }, 'PRODUCT.PRICE_NOT_POSITIVE'],
      [{ wholesalePrice: -1 }, 'PRODUCT.WHOLESALE_NEGATIVE'],
      [{ price: 25.555 }, 'PRODUCT.AMOUNT_TOO_PRECISE'],
      [{ wholesalePrice: 0.001 }, 'PRODUCT.AMOUNT_TOO_PRECISE'],
      [{ minStockLevel: -1 }, 'PRODUCT.MIN_STOCK_NEGATIVE'],
      [{ minStockLevel: 1.5 }, 'PRODUCT.MIN_STOCK_NEGATIVE'],
      [{ status: 'sold_out' }, 'PRODUCT.INVALID_STATUS'],
      [{ location: ' ' }, 'PRODUCT.LOCATION_REQUIRED'],
    ];
    for (const [data, code] of refused) spec.given(history).when(updateProduct(data)).thenThrows(code);
  });
});

describe('a product whose details were already edited', () => {
  const history = [productAdded(), detailsUpdated({ name: 'Rosa roja premium', categories: ['Rosas', 'Bodas'] })];

  it('compares with the details as they are now, not as they were added', () => {
    spec
      .given(history)
      .when(updateProduct({ name: 'Rosa roja premium' }))
      .thenNothing();
    spec
      .given(history)
      .when(updateProduct({ name: 'Rosa roja' }))
      .then([detailsUpdated({ categories: ['Rosas', 'Bodas'] })]);
  });
});

describe('a product not in the catalogue', () => {
  it('cannot be updated', () => {
    const err = spec
      .given([])
      .when(updateProduct({ name: 'Rosa' }))
      .thenThrows('PRODUCT.NOT_FOUND');
    expect(err.kind).toBe('not-found');
    expect(err.message).toBe('Producto no encontrado.');
  });
});
