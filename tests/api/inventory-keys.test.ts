import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M } from '../../domain/inventory';
import { expectProblem, roses, useInventoryApi } from './inventory-support';

// SKUs (case-insensitive) and barcodes belong to one product: a clash is a 409 that appends
// nothing and leaves nothing reserved; a repeat is never refused by its own reservation.

const { inventoryApi } = useInventoryApi('invkeys');

describe('adding a product with keys another product has', () => {
  it('refuses a SKU another product has, whatever its case: 409, nothing appended', async () => {
    const { addProduct, added, countEvents, database } = await inventoryApi();
    await added();
    const before = await countEvents();
    const taken = expectProblem(
      await addProduct(roses({ sku: 'ros-001', barcode: '7501234180020' })),
      409,
      'PRODUCT.SKU_TAKEN',
    );
    expect(taken.detail).toBe('Ya existe un producto con el SKU ros-001.');
    expect(await countEvents()).toBe(before);
    // The refused product reserved nothing: its barcode is still free.
    expect((await addProduct(roses({ sku: 'ROS-002', barcode: '7501234180020' }))).statusCode).toBe(201);
    const { rows } = await sql<{ n: string }>`select count(*) as n from product_keys`.execute(database.db);
    expect(Number(rows[0]!.n)).toBe(4);
  });

  it('refuses a barcode another product has: 409, and keeps the SKU free', async () => {
    const { addProduct, added, countEvents } = await inventoryApi();
    await added();
    const before = await countEvents();
    const taken = expectProblem(await addProduct(roses({ sku: 'ROS-002' })), 409, 'PRODUCT.BARCODE_TAKEN');
    expect(taken.detail).toBe('Ya existe un producto con el código de barras 7501234180013.');
    expect(await countEvents()).toBe(before);
    expect((await addProduct(roses({ sku: 'ROS-002', barcode: undefined }))).statusCode).toBe(201);
  });

  it('does not refuse a repeat of the same product by its own reservation', async () => {
    const { addProduct, countEvents } = await inventoryApi();
    const productId = randomUUID();
    expect((await addProduct(roses({ productId }))).statusCode).toBe(201);
    const again = expectProblem(await addProduct(roses({ productId })), 409, 'PRODUCT.ALREADY_EXISTS');
    expect(again.detail).toBe(M['PRODUCT.ALREADY_EXISTS']);
    expect(await countEvents()).toBe(2);
    // …and the product keeps its keys.
    expectProblem(await addProduct(roses({ barcode: undefined })), 409, 'PRODUCT.SKU_TAKEN');
  });

  it('takes over a stale reservation whose product never came, never a key a product holds', async () => {
    const { addProduct, added, database } = await inventoryApi();
    const stale = (key: string, productId: string) =>
      sql`insert into product_keys (kind, key, product_id, reserved_at) values ('sku', ${key}, ${productId}, now() - interval '2 minutes')
          on conflict (kind, key) do update set reserved_at = excluded.reserved_at`.execute(database.db);
    await stale('tul-001', randomUUID()); // a command that died after reserving
    expect((await addProduct(roses({ sku: 'TUL-001', barcode: undefined }))).statusCode).toBe(201);
    const held = await added();
    await stale('ros-001', held); // an old reservation, but the product holds the SKU
    expectProblem(await addProduct(roses({ sku: 'ROS-001', barcode: undefined })), 409, 'PRODUCT.SKU_TAKEN');
    await stale('gir-001', randomUUID());
    await sql`update product_keys set reserved_at = now() where key = 'gir-001'`.execute(database.db); // still running
    expectProblem(await addProduct(roses({ sku: 'GIR-001', barcode: undefined })), 409, 'PRODUCT.SKU_TAKEN');
  });
});

describe('changing a barcode', () => {
  it('moves a barcode: the new one is reserved, the old one given back', async () => {
    const { send, added, addProduct, countEvents } = await inventoryApi();
    const first = await added();
    const second = await added({ sku: 'ROS-002', barcode: '7501234180020' });
    const before = await countEvents();
    const clash = expectProblem(
      await send('PATCH', `/api/inventory/products/${second}`, { barcode: '7501234180013' }),
      409,
      'PRODUCT.BARCODE_TAKEN',
    );
    expect(clash.detail).toBe('Ya existe un producto con el código de barras 7501234180013.');
    expect(await countEvents()).toBe(before);
    // With an Idempotency-Key too, the answer comes once the old barcode is free.
    expect(
      (
        await send(
          'PATCH',
          `/api/inventory/products/${first}`,
          { barcode: '7501234189999' },
          { 'idempotency-key': randomUUID() },
        )
      ).statusCode,
    ).toBe(201);
    expect((await send('PATCH', `/api/inventory/products/${second}`, { barcode: '7501234180013' })).statusCode).toBe(
      201,
    );
    expectProblem(await addProduct(roses({ sku: 'ROS-003', barcode: '7501234189999' })), 409, 'PRODUCT.BARCODE_TAKEN');
    expect((await addProduct(roses({ sku: 'ROS-003', barcode: '7501234180020' }))).statusCode).toBe(201);
  });
});
