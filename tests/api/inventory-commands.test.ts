import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M } from '../../domain/inventory';
import { commandIdFor } from '../../infra/event-store/event-id';
import { expectProblem, roses, useInventoryApi } from './inventory-support';

// The inventory's command routes: each happy path writes its event; each refusal is problem+json
// with the contract's message and appends nothing.

const { inventoryApi } = useInventoryApi('invcmd');
const sale = (productId: string, quantity = 1) => ({
  productId,
  type: 'sale',
  quantity,
  reference: { type: 'order', id: 'PED-1' },
});

describe('adding a product', () => {
  it('appends ProductAdded in centavos and the opening stock as a ledger line', async () => {
    const { addProduct, events } = await inventoryApi();
    const key = randomUUID();
    const res = await addProduct(roses(), { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(201);
    const productId = commandIdFor(key, 'product');
    expect(res.json()).toEqual({
      id: productId,
      streamId: `product-${productId}`,
      revision: 1,
      position: expect.any(String),
    });
    const [added, opening] = await events(productId);
    expect(added).toMatchObject({
      type: 'ProductAdded',
      data: {
        productId,
        sku: 'ROS-001',
        priceCents: 45000,
        wholesalePriceCents: 27050,
        categories: ['Rosas'],
        status: 'active',
        location: 'Cámara fría',
      },
    });
    expect(opening).toMatchObject({
      type: 'StockMoved',
      data: {
        type: 'opening',
        quantity: 10,
        effects: [{ locationId: 'Cámara fría', delta: 10, balanceAfter: 10 }],
      },
    });
  });

  it('gives an Idempotency-Key repeat the first answer and one product', async () => {
    const { addProduct, countEvents } = await inventoryApi();
    const key = randomUUID();
    const first = await addProduct(roses(), { 'idempotency-key': key });
    const repeat = await addProduct(roses(), { 'idempotency-key': key });
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    expect(repeat.json()).toEqual(first.json());
    expect(await countEvents()).toBe(2);
  });

  it('refuses a price of 0 and a missing category with the contract messages', async () => {
    const { addProduct, countEvents } = await inventoryApi();
    const price = expectProblem(await addProduct(roses({ price: 0 })), 400, 'VALIDATION');
    expect(price.errors).toEqual([{ path: 'price', message: M['PRODUCT.PRICE_NOT_POSITIVE'] }]);
    const category = expectProblem(await addProduct(roses({ category: undefined })), 400, 'VALIDATION');
    expect(category.errors).toEqual([{ path: 'category', message: M['PRODUCT.CATEGORY_REQUIRED'] }]);
    expect(await countEvents()).toBe(0);
  });
});

describe('changing a product', () => {
  it('appends what changed, and 200 with nothing appended when nothing did', async () => {
    const { send, added, events } = await inventoryApi();
    const id = await added();
    const patch = { price: 480, name: 'Rosa roja Freedom (12 tallos)', status: 'inactive' };
    const res = await send('PATCH', `/api/inventory/products/${id}`, patch);
    expect(res.statusCode, res.body).toBe(201);
    expect((await events(id)).slice(2).map((e) => e.type)).toEqual([
      'ProductDetailsUpdated',
      'ProductPriceChanged',
      'ProductStatusChanged',
    ]);
    const same = await send('PATCH', `/api/inventory/products/${id}`, patch);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(res.json());
    expect(await events(id)).toHaveLength(5);
  });

  it('answers 404 for a product that does not exist, and reserves nothing for it', async () => {
    const { send, addProduct } = await inventoryApi();
    const missing = expectProblem(
      await send('PATCH', `/api/inventory/products/${randomUUID()}`, { barcode: '7501234180013' }),
      404,
      'PRODUCT.NOT_FOUND',
    );
    expect(missing.detail).toBe(M['PRODUCT.NOT_FOUND']);
    expect((await addProduct(roses())).statusCode).toBe(201);
  });
});

describe('counting stock', () => {
  it('records the count as an adjustment by the difference, with the command id as movement id', async () => {
    const { send, added, events } = await inventoryApi();
    const id = await added();
    const res = await send('POST', `/api/inventory/products/${id}/stock`, {
      quantity: 7,
      notes: 'Conteo del lunes',
    });
    expect(res.statusCode, res.body).toBe(201);
    const counted = (await events(id))[2]!;
    expect(counted).toMatchObject({
      type: 'StockMoved',
      data: {
        type: 'adjustment',
        quantity: 3,
        countedQuantity: 7,
        effects: [{ locationId: 'Cámara fría', delta: -3, balanceAfter: 7 }],
      },
    });
    expect((counted.data as { movementId: string }).movementId).toBe(counted.metadata.commandId);
    expect((await send('POST', `/api/inventory/products/${id}/stock`, { quantity: 7 })).statusCode).toBe(200);
  });

  it('refuses a negative count (400) and an unknown product (404), appending nothing', async () => {
    const { send, added, countEvents } = await inventoryApi();
    const id = await added();
    const negative = expectProblem(
      await send('POST', `/api/inventory/products/${id}/stock`, { quantity: -1 }),
      400,
      'VALIDATION',
    );
    expect(negative.errors).toEqual([{ path: 'quantity', message: M['STOCK.QUANTITY_NEGATIVE'] }]);
    expectProblem(
      await send('POST', `/api/inventory/products/${randomUUID()}/stock`, { quantity: 3 }),
      404,
      'PRODUCT.NOT_FOUND',
    );
    expect(await countEvents()).toBe(2);
  });
});

describe('registering movements', () => {
  it('appends a purchase, a sale with its reference and a transfer, each with its effects', async () => {
    const { move, added, product, events } = await inventoryApi();
    const id = await added();
    expect((await move({ productId: id, type: 'purchase', quantity: 5, notes: 'Finca La Esperanza' })).statusCode).toBe(
      201,
    );
    expect((await move(sale(id, 4))).statusCode).toBe(201);
    const transfer = await move({
      productId: id,
      type: 'transfer',
      quantity: 6,
      targetLocationId: 'Tienda Brickell',
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const lines = (await events(id)).slice(2).map((e) => e.data);
    expect(lines).toMatchObject([
      {
        type: 'purchase',
        quantity: 5,
        reference: null,
        notes: 'Finca La Esperanza',
        effects: [{ delta: 5, balanceAfter: 15 }],
      },
      {
        type: 'sale',
        quantity: 4,
        reference: { type: 'order', id: 'PED-1' },
        effects: [{ delta: -4, balanceAfter: 11 }],
      },
      {
        type: 'transfer',
        targetLocationId: 'Tienda Brickell',
        effects: [
          { locationId: 'Cámara fría', balanceAfter: 5 },
          { locationId: 'Tienda Brickell', balanceAfter: 6 },
        ],
      },
    ]);
    expect((await product(id)).stock).toEqual({ 'Cámara fría': 5, 'Tienda Brickell': 6 });
  });

  it('takes the movement id as the command id: the same movement sent twice moves stock once (201, then 200)', async () => {
    const { move, added, events } = await inventoryApi();
    const id = await added({ currentStock: 10 });
    const movementId = randomUUID();
    const first = await move({ ...sale(id, 4), movementId });
    const again = await move({ ...sale(id, 4), movementId });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode, 'nothing was appended').toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await events(id)).filter((e) => e.type === 'StockMoved')).toHaveLength(2); // the opening and this sale
    // The repeat's decision (on a state that already held the sale) must not become the handler's state.
    expect((await move(sale(id, 1))).statusCode).toBe(201);
    const last = (await events(id)).at(-1)!.data as { effects: { balanceAfter: number }[] };
    expect(last.effects.map((e) => e.balanceAfter)).toEqual([5]);
  });

  it('refuses quantity 0, a transfer without target and a sale without reference (400, contract messages)', async () => {
    const { move, added, countEvents } = await inventoryApi();
    const id = await added();
    const zero = expectProblem(await move({ ...sale(id), quantity: 0 }), 400, 'VALIDATION');
    expect(zero.errors).toEqual([{ path: 'quantity', message: M['MOVEMENT.QUANTITY_MIN'] }]);
    const transfer = expectProblem(
      await move({ productId: id, type: 'transfer', quantity: 1 }),
      400,
      'MOVEMENT.TARGET_REQUIRED',
    );
    expect(transfer.detail).toBe(M['MOVEMENT.TARGET_REQUIRED']);
    expect(transfer.errors).toEqual([{ path: 'targetLocationId', message: M['MOVEMENT.TARGET_REQUIRED'] }]);
    const unreferenced = expectProblem(
      await move({ productId: id, type: 'sale', quantity: 1 }),
      400,
      'MOVEMENT.REFERENCE_REQUIRED',
    );
    expect(unreferenced.detail).toBe(M['MOVEMENT.REFERENCE_REQUIRED']);
    expect(await countEvents()).toBe(2);
  });

  it('refuses a sale of more than is there (409 naming what is left) and an unknown product (404)', async () => {
    const { move, added, countEvents } = await inventoryApi();
    const id = await added();
    const short = expectProblem(await move(sale(id, 11)), 409, 'MOVEMENT.INSUFFICIENT_STOCK');
    expect(short.detail).toBe('Stock insuficiente de Rosa roja Freedom (docena) en Cámara fría: hay 10, se piden 11.');
    expectProblem(await move(sale(randomUUID())), 404, 'PRODUCT.NOT_FOUND');
    expect(await countEvents()).toBe(2);
  });
});

describe('the inventory in the OpenAPI document', () => {
  it('documents every route, the import as text/csv', async () => {
    const { app } = await inventoryApi();
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode, docs.body).toBe(200);
    const paths = docs.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/inventory/products',
        '/api/inventory/products/{id}',
        '/api/inventory/products/{id}/stock',
        '/api/inventory/movements',
        '/api/inventory/import',
      ]),
    );
    expect(Object.keys(paths['/api/inventory/import'].post.requestBody.content)).toEqual(['text/csv']);
    expect(
      paths['/api/inventory/products'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('currentStock');
  });
});
