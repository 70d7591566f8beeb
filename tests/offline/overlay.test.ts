import { describe, expect, it } from 'vitest';
import type { AgreementView } from '../../domain/consignment';
import type { ProductView } from '../../domain/inventory';
import type { QueuedOperation } from '../../frontend/src/features/offline-inventory/bridge/contract';
import { applyPending, newProductView } from '../../frontend/src/features/offline-inventory/bridge/overlay';

// What the offline screen shows: the server's rows with the waiting operations applied in order;
// refused ones are not applied (they wait for a person), and nothing is written over the rows.

const rose = newProductView(
  {
    productId: 'p-rose',
    name: 'Rosa roja',
    sku: 'ROSA',
    category: 'Rosas',
    price: 25,
    minStockLevel: 3,
    currentStock: 10,
  },
  '2026-11-26T10:00:00.000Z',
);
const agreement: AgreementView = {
  _id: 'a-1',
  id: 'a-1',
  code: 'A-1',
  partner: { id: 'partner', businessName: 'Florería Sol', tradeName: '' },
  startDate: '2026-11-01',
  endDate: '2026-12-01',
  status: 'active',
  items: [
    {
      product: 'p-rose',
      productName: 'Rosa roja',
      sku: 'ROSA',
      quantity: 4,
      soldQuantity: 0,
      returnedQuantity: 0,
      remaining: 4,
      unitPrice: 30,
      commission: 20,
      status: 'pending',
      locationId: 'principal',
    },
  ],
  notes: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  settledAt: null,
  totalValue: 120,
  soldValue: 0,
  commissionTotal: 0,
  netValue: 0,
};
const consigned: ProductView = { ...rose, consignedStock: 4 };

let seq = 0;
const op = (
  kind: QueuedOperation['kind'],
  path: string,
  body: Record<string, unknown>,
  status: QueuedOperation['status'] = 'pending',
): QueuedOperation => ({
  seq: ++seq,
  commandId: `c-${seq}`,
  kind,
  summary: kind,
  request: { method: 'POST', path, body },
  createdAt: '2026-11-26T12:00:00.000Z',
  status,
  error: status === 'failed' ? 'No hay stock suficiente' : null,
});

const apply = (...ops: QueuedOperation[]) =>
  applyPending({ products: [consigned], agreements: [agreement] }, ops, () => 'Florería Sol');

describe('the offline copy with the waiting operations over it', () => {
  it('applies movements in order and leaves refused ones out', () => {
    const { products } = apply(
      op('register-inventory-movement', '/inventory/movements', { productId: 'p-rose', type: 'purchase', quantity: 5 }),
      op(
        'register-inventory-movement',
        '/inventory/movements',
        { productId: 'p-rose', type: 'sale', quantity: 12 },
        'failed',
      ),
      op('register-inventory-movement', '/inventory/movements', { productId: 'p-rose', type: 'sale', quantity: 2 }),
    );
    expect(products[0]).toMatchObject({ currentStock: 13, stockStatus: 'in_stock', value: 325 });
  });

  it('shows a count, a new product and a new agreement that moves stock to the partner', () => {
    const { products, agreements } = apply(
      op('update-inventory', '/inventory/products/p-rose/stock', { quantity: 3 }),
      op('add-product', '/inventory/products', {
        productId: 'p-new',
        name: 'Girasol',
        sku: 'GIR',
        category: 'Girasoles',
        price: 12.5,
        currentStock: 0,
        minStockLevel: 2,
      }),
      op('create-consignment', '/consignment/agreements', {
        agreementId: 'a-2',
        partnerId: 'partner',
        startDate: '2026-11-26',
        endDate: '2026-12-26',
        items: [{ productId: 'p-rose', quantity: 2, unitPrice: 30, commission: 20 }],
      }),
    );
    expect(products.find((p) => p.id === 'p-rose')).toMatchObject({
      currentStock: 1,
      consignedStock: 6,
      stockStatus: 'low_stock',
    });
    expect(products.find((p) => p.id === 'p-new')).toMatchObject({
      sku: 'GIR',
      currentStock: 0,
      stockStatus: 'out_of_stock',
    });
    expect(agreements.find((a) => a.id === 'a-2')).toMatchObject({
      code: 'A-2',
      partner: { businessName: 'Florería Sol' },
      totalValue: 60,
      items: [{ product: 'p-rose', remaining: 2, status: 'pending' }],
    });
  });

  it("takes a consignment sale and a return off the agreement's remaining units", () => {
    const { products, agreements } = apply(
      op('register-consignment-sale', '/consignment/agreements/a-1/sales', {
        items: [{ productId: 'p-rose', quantity: 3 }],
      }),
      op('register-consignment-return', '/consignment/agreements/a-1/returns', {
        items: [{ productId: 'p-rose', quantity: 1 }],
      }),
    );
    expect(agreements[0]!.items[0]).toMatchObject({ soldQuantity: 3, returnedQuantity: 1, remaining: 0 });
    expect(agreements[0]).toMatchObject({ soldValue: 90, commissionTotal: 18, netValue: 72 });
    expect(products[0]).toMatchObject({ currentStock: 11, consignedStock: 0 });
  });

  it('leaves the rows it was given untouched', () => {
    apply(
      op('register-inventory-movement', '/inventory/movements', { productId: 'p-rose', type: 'sale', quantity: 2 }),
    );
    expect(consigned.currentStock).toBe(10);
  });
});
