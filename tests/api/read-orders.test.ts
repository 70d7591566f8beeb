import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListItem } from '../../domain/orders';
import { ADDRESS, ROSE, TULIPS } from '../../domain/orders/spec-fixtures';
import { tokenFor } from './read-fixtures';
import { codeOf, openOrderShop, type OrderShop } from './read-orders-shop';

// GET /api/orders and /api/orders/:id on real Postgres, from orders the decider placed: a client reads
// only their own (another's is 'not found', like an unknown id), the staff read every order and who
// did each step; ten to a page, newest first, by status.

const as = (roles: string[], userId = `u-${roles.join('-')}`) => ({
  authorization: `Bearer ${tokenFor(roles, userId)}`,
});
const ana = as(['client'], 'client-ana');
const beto = as(['client'], 'client-beto');
const at = (minute: number) => ({
  at: new Date(Date.parse('2026-01-15T08:00:00.000Z') + minute * 60_000).toISOString(),
});

let shop: OrderShop;
let app: FastifyInstance;
const anas: string[] = [];
const betos: string[] = [];
/** The minute each order was placed at. */
const minute = new Map<string, number>();

beforeAll(async () => {
  shop = await openOrderShop('read_orders');
  await shop.registerUser('u-ware', 'Wendy Almacén');
  await shop.registerUser('client-ana', 'Ana Cliente');
  // Interleaved: Ana's twelve and Beto's three, one a minute, so "newest first" mixes them.
  for (let n = 1; n <= 15; n++) {
    const customerId = n % 5 === 0 ? 'client-beto' : 'client-ana';
    const { id } = await shop.place({ customerId, n }, at(n));
    (customerId === 'client-ana' ? anas : betos).push(id);
    minute.set(id, n);
  }
  const first = anas[0]!;
  await shop.step('ConfirmOrder', first, { ...at(20), actor: 'u-ware' });
  await shop.step('PrepareOrder', first, { ...at(21), actor: 'u-ware' });
  await shop.step('MarkOrderReady', first, { ...at(22), actor: 'u-ware' });
  await shop.pay(first, { ...at(23), actor: 'u-ware' });
  await shop.step('ConfirmOrder', anas[1]!, { ...at(24), actor: 'u-ware' });
  await shop.cancel(anas[2]!, 'Cambió la fecha del evento', { ...at(25), actor: 'client-ana' });
  await shop.step('ConfirmOrder', betos[0]!, { ...at(26), actor: 'u-ware' });
  await shop.projectOrders(4);
  app = await shop.app();
});
afterAll(async () => shop?.close());

const get = (url: string, headers: Record<string, string> = ana) => app.inject({ url, headers });
const list = async (query: string, headers = ana) => {
  const res = await get(`/api/orders?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: OrderListItem[]; total: number; page: number; pageSize: number; pageCount: number };
};

describe('the order list', () => {
  it('shows a client their own orders only, ten a page, newest first', async () => {
    const [one, two] = [await list('page=1'), await list('page=2')];
    expect(one).toMatchObject({ total: 12, page: 1, pageSize: 10, pageCount: 2 });
    expect(two.items).toHaveLength(2);
    expect([...one.items, ...two.items].map((i) => i.id)).toEqual([...anas].reverse());
    expect((await list('', beto)).items.map((i) => i.id)).toEqual([...betos].reverse());
    expect(await list('', as(['client'], 'client-nobody'))).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it('shows the staff (process-orders; admin and owner) every order', async () => {
    for (const roles of [['warehouse'], ['admin'], ['owner'], ['client', 'warehouse']])
      expect((await list('', as(roles))).total, roles.join()).toBe(15);
    const walked = [
      ...(await list('page=1', as(['warehouse']))).items,
      ...(await list('page=2', as(['warehouse']))).items,
    ];
    expect(walked.map((i) => i.id)).toEqual([...anas, ...betos].sort((a, b) => minute.get(b)! - minute.get(a)!));
  });

  it('refuses who may not read orders, and asks for a login', async () => {
    expect((await get('/api/orders', as(['cashier']))).statusCode).toBe(403);
    expect((await get('/api/orders', as(['driver']))).statusCode).toBe(403);
    // Issue 38: the delivery staff read what they deliver through /api/deliveries, not the orders.
    expect((await get('/api/orders', as(['delivery']))).statusCode).toBe(403);
    expect((await get(`/api/orders/${anas[0]}`, as(['delivery']))).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/orders' })).statusCode).toBe(401);
  });

  it('filters by status, for a client within their own', async () => {
    expect((await list('status=confirmed')).items.map((i) => i.id)).toEqual([anas[1]]);
    expect((await list('status=confirmed', as(['warehouse']))).items.map((i) => i.id)).toEqual([betos[0], anas[1]]);
    expect((await list('status=cancelled')).items.map((i) => i.id)).toEqual([anas[2]]);
    expect((await list('status=cancelled', beto)).total).toBe(0);
    expect((await list('status=all')).total).toBe(12);
    expect((await list('status=&page=')).total).toBe(12);
  });

  it('answers each item with its summary in pesos', async () => {
    const item = (await list('status=ready')).items[0]!;
    expect(item).toEqual({
      id: anas[0],
      orderNumber: 'P-2026-0001',
      trackingCode: codeOf(1),
      status: 'ready',
      total: 75, // 2 x 25.00 + 18.00, and Brickell's 7.00
      itemsCount: 3,
      deliveryDate: '2026-01-16',
      zoneName: 'Brickell',
      placedAt: at(1).at,
      recipientName: 'Ana María Pérez',
      paid: true, // paid at the counter (above)
    });
  });

  it('refuses a bad status, a page out of bounds and an unknown parameter, naming them', async () => {
    for (const [query, path] of [
      ['status=lost', 'status'],
      ['page=0', 'page'],
      ['page=10001', 'page'],
      ['page=dos', 'page'],
      ['estado=pending', 'estado'],
    ]) {
      const res = await get(`/api/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });
});

describe('one order', () => {
  it('answers its client the whole order, in pesos, with its history but not who did each step', async () => {
    const res = await get(`/api/orders/${anas[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: anas[0],
      orderNumber: 'P-2026-0001',
      trackingCode: codeOf(1),
      status: 'ready',
      customerId: 'client-ana',
      items: [
        { productId: ROSE.productId, name: ROSE.name, sku: 'ROS-001', unitPrice: 25, quantity: 2, lineTotal: 50 },
        { productId: TULIPS.productId, name: 'Tulipanes', sku: 'TUL-001', unitPrice: 18, quantity: 1, lineTotal: 18 },
      ],
      subtotal: 68,
      deliveryFee: 7,
      total: 75,
      zone: { id: 'brickell', name: 'Brickell', estimatedDeliveryTime: 25 },
      deliveryAddress: ADDRESS,
      deliveryDate: '2026-01-16',
      recipientName: 'Ana María Pérez',
      recipientPhone: '+1 305 555 0101',
      cardMessage: '¡Feliz cumpleaños, mamá!',
      notes: 'Tocar el timbre dos veces',
      payment: { method: 'card', place: 'counter', amount: 75, paidAt: at(23).at },
      cancelReason: null,
    });
    expect(body.history).toEqual([
      { status: 'pending', at: at(1).at },
      { status: 'confirmed', at: at(20).at },
      { status: 'preparing', at: at(21).at },
      { status: 'ready', at: at(22).at },
    ]);
  });

  it('tells the staff who did each step, by name where the users model knows it', async () => {
    const body = (await get(`/api/orders/${anas[0]}`, as(['warehouse']))).json();
    expect(body.history.map((h: { by: unknown }) => h.by)).toEqual([
      { userId: 'client-ana', name: 'Ana Cliente' },
      ...Array(3).fill({ userId: 'u-ware', name: 'Wendy Almacén' }),
    ]);
    const unnamed = (await get(`/api/orders/${betos[0]}`, as(['admin']))).json();
    expect(unnamed.history[0].by).toEqual({ userId: 'client-beto', name: null });
  });

  it('keeps a cancellation with its reason', async () => {
    const body = (await get(`/api/orders/${anas[2]}`)).json();
    expect(body).toMatchObject({ status: 'cancelled', cancelReason: 'Cambió la fecha del evento', payment: null });
    expect(body.history.at(-1)).toEqual({ status: 'cancelled', at: at(25).at, reason: 'Cambió la fecha del evento' });
  });

  it("answers another client's order exactly as an unknown one: not found", async () => {
    const others = await get(`/api/orders/${anas[0]}`, beto);
    const unknown = await get('/api/orders/00000000-0000-4000-8000-000000000000', beto);
    const malformed = await get('/api/orders/no-es-un-id', beto);
    for (const res of [others, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER.NOT_FOUND', detail: 'Pedido no encontrado.' });
    }
    expect(others.body).toBe(unknown.body);
    expect(malformed.body).toBe(unknown.body);
    expect((await get(`/api/orders/${'x'.repeat(100)}`, beto)).body).toBe(unknown.body);
    // Past 100 characters Fastify itself refuses the path (414), before any route.
    expect((await get(`/api/orders/${'x'.repeat(101)}`)).statusCode).toBe(414);
    expect((await get(`/api/orders/${anas[0]}?x=1`)).statusCode).toBe(400);
  });
});

describe('read-your-writes', () => {
  it('waits for the orders model to reach ?minPosition, then shows the new order', async () => {
    const { id, position } = await shop.place({ customerId: 'client-ana', n: 16 }, at(30));
    const waiting = get(`/api/orders/${id}?minPosition=${encodeURIComponent(position)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await shop.projectOrders();
    const res = await waiting;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, orderNumber: 'P-2026-0016', status: 'pending' });
  });
});
