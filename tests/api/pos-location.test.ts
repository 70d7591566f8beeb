import { describe, expect, it } from 'vitest';
import { ticket, usePosShop } from './pos-support';

// Issue 39, "sensible defaults": a register has a location and a session opened without one sells
// there — the shop's counter the first time, then wherever the register was last opened — so the
// counter sells the stock that is there; when a product has none there but some elsewhere, the
// refusal says where it is. Registers are named per test: the shop's counter is the default.

const { posShop } = usePosShop('pos_location');
const SHOP_COUNTER = 'Tienda Brickell';

describe('where a register sells from', () => {
  it('a session opened without location sells from the shop’s counter, where the warehouse put the stock', async () => {
    const shop = await posShop();
    const productId = await shop.product(5, { location: SHOP_COUNTER });
    const opened = await shop.post('/api/pos/sessions', { registerId: 'caja-7', openingCash: 500 }, shop.cashier);
    expect(opened.statusCode, opened.body).toBe(201);
    const sold = await shop.sell(ticket(opened.json().id, [{ productId }]));
    expect(sold.statusCode, sold.body).toBe(201);
    expect((await shop.register('caja-7')).open?.locationId).toBe(SHOP_COUNTER);
  });

  it('opens the next session where the register was last opened', async () => {
    const shop = await posShop();
    const productId = await shop.product(5); // at the cold room, like the register below
    const first = await shop.open('caja-8');
    expect((await shop.close(first)).statusCode).toBe(201);
    const again = await shop.post('/api/pos/sessions', { registerId: 'caja-8', openingCash: 500 }, shop.cashier);
    expect(again.statusCode, again.body).toBe(201);
    expect((await shop.register('caja-8')).open?.locationId).toBe('Cámara fría');
    const sold = await shop.sell(ticket(again.json().id, [{ productId }]));
    expect(sold.statusCode, sold.body).toBe(201);
  });

  it('says where a product is when the counter has none of it', async () => {
    const shop = await posShop();
    const productId = await shop.product(4, { location: 'Almacén principal' });
    const opened = await shop.post('/api/pos/sessions', { registerId: 'caja-9', openingCash: 500 }, shop.cashier);
    expect(opened.statusCode, opened.body).toBe(201);
    const refused = await shop.sell(ticket(opened.json().id, [{ productId }]));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().detail).toBe(
      'Rosa roja Freedom (docena) está agotado en Tienda Brickell: hay 4 en Almacén principal.',
    );
  });
});
