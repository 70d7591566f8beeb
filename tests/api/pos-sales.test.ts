import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CashSessionClosed, CounterSaleMade } from '../../domain/pos';
import { ticket, usePosShop } from './pos-support';

// Issue 17's API must-shows for the counter: a sale on a closed session is a 409, payments short of
// the total a 400, a cashier's discount a 403 (a supervisor's applies, up to the shop's cap); a short line is refused with
// what is left and nothing moves (issue 41: one command); a retried sale lands once; bad input appends nothing.

const { posShop } = usePosShop('pos_sales');

describe('POST /api/pos/sales', () => {
  it('sells at catalogue price with tax, takes the units once and rings the number; a retry is a no-op', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const saleId = randomUUID();
    const body = ticket(sessionId, [{ productId, quantity: 2 }], {
      saleId,
      payments: [{ method: 'cash', amount: 1100 }],
    });
    const first = await shop.sell(body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ id: saleId, streamId: `counter-sale-${saleId}` });
    const again = await shop.sell(body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().revision).toBe(first.json().revision);

    const [made, ...more] = await shop.saleEvents(saleId);
    expect(more).toHaveLength(0);
    const sale = made!.data as CounterSaleMade['data'];
    // 2 × 450 = 900, IVA 19 % = 171 → 1071; paid 1100 in cash → 29 change.
    expect(sale).toMatchObject({ number: 'CAJA-1-000001', subtotalCents: 90_000, taxCents: 17_100 });
    expect(sale).toMatchObject({ totalCents: 107_100, changeCents: 2_900, locationId: 'Cámara fría' });
    expect(await shop.units(productId)).toBe(8);
    expect((await shop.productEvents(productId)).filter((e) => e.data.type === 'sale')).toHaveLength(1);
    const { open } = await shop.register();
    expect(open!.figures).toMatchObject({ salesCount: 1, grossCents: 90_000 });
    expect(open!.figures.byMethod.cash).toBe(107_100);
  });

  it('refuses a sale on a closed session (409) and writes nothing', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    expect((await shop.close(sessionId, { '500': 1 })).statusCode).toBe(201);
    const before = await shop.countEvents();
    const res = await shop.sell(ticket(sessionId, [{ productId }]));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('REGISTER.NO_OPEN_SESSION');
    expect(await shop.countEvents()).toBe(before);
    expect(await shop.units(productId)).toBe(10);
  });

  it('closes with the Z report: expected cash, counted, difference', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    expect((await shop.sell(ticket(sessionId, [{ productId }]))).statusCode).toBe(201);
    const res = await shop.close(sessionId, { '500': 2, '35.5': 1 });
    expect(res.statusCode, res.body).toBe(201);
    const closed = (await shop.store.readStream('pos-register-caja-1')).at(-1)!.data as CashSessionClosed['data'];
    // 500 opening + 535.50 taken in cash.
    expect(closed).toMatchObject({ expectedCashCents: 103_550, countedCashCents: 103_550, differenceCents: 0 });
    expect(closed.figures.salesCount).toBe(1);
    expect((await shop.close(sessionId, 900)).statusCode).toBe(200);
  });

  it('opens one session per register: a second is a 409 until the first closes', async () => {
    const shop = await posShop();
    const first = await shop.open('caja-7');
    const second = await shop.post('/api/pos/sessions', { registerId: 'caja-7', openingCash: 100 }, shop.cashier);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().code).toBe('REGISTER.SESSION_OPEN');
    expect((await shop.close(first, 500)).statusCode).toBe(201);
    expect(await shop.open('caja-7')).not.toBe(first);
  });

  it('answers 404 for a session nobody opened', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const res = await shop.sell(ticket(randomUUID(), [{ productId }]));
    expect(res.statusCode, res.body).toBe(404);
  });

  it('refuses payments short of the total (400) and writes nothing', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const before = await shop.countEvents();
    const short = ticket(sessionId, [{ productId }], { payments: [{ method: 'card', amount: 500 }] });
    const res = await shop.sell(short);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('SALE.PAYMENT_SHORT');
    expect(await shop.countEvents()).toBe(before);
  });

  it("refuses a cashier's discount (403); a supervisor's applies", async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const discounted = ticket(sessionId, [{ productId }], { discount: { percent: 10, reason: 'Cliente frecuente' } });
    const before = await shop.countEvents();
    const refused = await shop.sell(discounted);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('SALE.DISCOUNT_FORBIDDEN');
    expect(await shop.countEvents()).toBe(before);
    const saleId = randomUUID();
    const applied = await shop.sell({ ...discounted, saleId }, shop.supervisor);
    expect(applied.statusCode, applied.body).toBe(201);
    const sale = (await shop.saleEvents(saleId))[0]!.data as CounterSaleMade['data'];
    expect(sale.discount).toMatchObject({ kind: 'percent', amountCents: 4_500, reason: 'Cliente frecuente' });
  });

  it("bounds a supervisor's discount by the shop's cap (50 % until changed)", async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const off = (percent: number) =>
      shop.sell(
        ticket(sessionId, [{ productId }], { discount: { percent, reason: 'Flores del día' } }),
        shop.supervisor,
      );
    expect((await off(60)).json().code).toBe('SALE.DISCOUNT_RANGE');
    const cap = await shop.app.inject({
      method: 'PUT',
      url: '/api/settings/discount-cap',
      headers: { authorization: `Bearer ${shop.owner}` },
      payload: { maxDiscountPercent: 15 },
    });
    expect(cap.statusCode, cap.body).toBe(201);
    const refused = await off(20);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('SALE.DISCOUNT_RANGE');
    expect((await off(15)).statusCode).toBe(201);
  });

  it('refuses a short line with what is left, taking nothing of the others', async () => {
    const shop = await posShop();
    const plenty = await shop.product(10);
    const few = await shop.product(1, { name: 'Tulipán blanco' });
    const sessionId = await shop.open();
    const res = await shop.sell(ticket(sessionId, [{ productId: plenty }, { productId: few, quantity: 2 }]));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toBe('Stock insuficiente de Tulipán blanco: quedan 1.');
    expect(await shop.units(plenty)).toBe(10);
    expect(await shop.units(few)).toBe(1);
  });

  it('a sale sent twice with one Idempotency-Key and no saleId is one sale', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const key = { 'idempotency-key': randomUUID() };
    const first = await shop.sell(ticket(sessionId, [{ productId }]), shop.cashier, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await shop.sell(ticket(sessionId, [{ productId }]), shop.cashier, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await shop.units(productId)).toBe(9);
    const other = await shop.sell(ticket(sessionId, [{ productId, quantity: 2 }]), shop.cashier, key);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().code).toBe('SALE.ALREADY_MADE');
  });

  it('refuses bad input (400) and appends nothing', async () => {
    const shop = await posShop();
    const productId = await shop.product(10);
    const sessionId = await shop.open();
    const before = await shop.countEvents();
    const bad = [
      ticket(sessionId, [{ productId, quantity: 0 }]),
      ticket(sessionId, []),
      ticket(sessionId, [{ productId }], { payments: [{ method: 'cheque', amount: 1000 }] }),
      ticket(sessionId, [{ productId }], { total: 1 }),
      ticket(sessionId, [{ productId }], { discount: { percent: 10, amount: 5, reason: 'x' } }),
      { ...ticket(sessionId, [{ productId }]), sessionId: 'caja-1' },
    ];
    for (const body of bad) {
      const res = await shop.sell(body, shop.supervisor);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
    }
    const badOpen = await shop.post('/api/pos/sessions', { registerId: 'Caja 1', openingCash: -1 }, shop.cashier);
    expect(badOpen.statusCode).toBe(400);
    expect(await shop.countEvents()).toBe(before);
  });
});
