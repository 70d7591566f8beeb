import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M, isTrackingCode } from '../../domain/orders';
import { expectProblem } from './inventory-support';
import { brickell, useOrdersApi } from './orders-support';

// Placing and moving an order through the command-api: prices, fee, number and tracking code are
// the shop's; each refusal is problem+json in Spanish and appends nothing; a number is spent only
// by an order that stands; the steps, the customer's own cancel and the payment by role.

const { ordersApi, token } = useOrdersApi('ordcmd');
const count = async (db: Kysely<unknown>) =>
  Number((await sql<{ n: string }>`select count(*) as n from events`.execute(db)).rows[0]!.n);

describe('placing an order', () => {
  it('prices it from the catalogue, adds Brickell’s fee 7, numbers it P-2026-0001 with a random tracking code', async () => {
    const api = await ordersApi();
    const rose = await api.product({ price: 450, currentStock: 10 });
    const res = await api.post('/api/orders', api.order([{ productId: rose, quantity: 2 }]));
    expect(res.statusCode, res.body).toBe(201);
    const { id, revision, position } = res.json();
    expect([typeof revision, typeof position]).toEqual(['number', 'string']);
    const [placed] = await api.events(id);
    expect(placed).toMatchObject({
      type: 'OrderPlaced',
      data: {
        orderId: id,
        orderNumber: 'P-2026-0001',
        customerId: 'client-1',
        items: [
          {
            productId: rose,
            unitPriceCents: 45000,
            quantity: 2,
            lineTotalCents: 90000,
            takeFrom: [{ locationId: 'Cámara fría', quantity: 2 }],
          },
        ],
        subtotalCents: 90000,
        deliveryFeeCents: 700,
        totalCents: 90700,
        zone: { id: 'brickell', name: 'Brickell', estimatedDeliveryTime: 25 },
        deliveryAddress: brickell,
        deliveryDate: '2026-01-16',
      },
    });
    const code = (placed!.data as { trackingCode: string }).trackingCode;
    expect(isTrackingCode(code)).toBe(true);
    const second = await api.post('/api/orders', api.order([{ productId: rose, quantity: 1 }]));
    const [next] = await api.events(second.json().id);
    expect(next!.data).toMatchObject({ orderNumber: 'P-2026-0002' });
    expect((next!.data as { trackingCode: string }).trackingCode).not.toBe(code);
  });

  it('refuses with the Spanish message and appends nothing: outside the zones, a Sunday, past the cutoff, under the minimum, short stock, quantity 0, an unknown product', async () => {
    const api = await ordersApi(() => new Date('2026-01-15T19:30:00.000Z')); // 14:30 in New York
    const rose = await api.product({ price: 20, currentStock: 3 });
    const before = await count(api.database.db as unknown as Kysely<unknown>);
    const cases: [object, number, string, string?][] = [
      [
        api.order([{ productId: rose, quantity: 2 }], { deliveryAddress: { ...brickell, zipCode: '10001' } }),
        400,
        'ORDER.OUTSIDE_ZONES',
      ],
      [
        api.order([{ productId: rose, quantity: 2 }], { deliveryDate: '2026-01-18' }),
        400,
        'ORDER.NO_DELIVERY_THAT_DAY',
      ],
      [api.order([{ productId: rose, quantity: 2 }], { deliveryDate: '2026-01-15' }), 400, 'ORDER.PAST_CUTOFF'],
      [api.order([{ productId: rose, quantity: 1 }]), 400, 'ORDER.BELOW_MINIMUM'],
      [
        api.order([{ productId: rose, quantity: 4 }]),
        409,
        'ORDER.STOCK_SHORT',
        'Stock insuficiente de Rosa roja Freedom (docena): quedan 3.',
      ],
      [api.order([{ productId: rose, quantity: 0 }]), 400, 'VALIDATION'],
      [api.order([{ productId: randomUUID(), quantity: 2 }]), 400, 'ORDER.PRODUCT_UNAVAILABLE'],
    ];
    for (const [body, status, code, detail] of cases) {
      const problem = expectProblem(await api.post('/api/orders', body), status, code);
      expect(problem.detail).toBe(detail ?? (M as Record<string, string>)[code] ?? problem.detail);
    }
    expect(await count(api.database.db as unknown as Kysely<unknown>)).toBe(before);
  });

  it('refuses prices, totals and unknown keys sent by the customer', async () => {
    const api = await ordersApi();
    const rose = await api.product();
    for (const body of [
      api.order([{ productId: rose, quantity: 1, price: 1 } as { productId: string; quantity: number }]),
      api.order([{ productId: rose, quantity: 1 }], { total: 1 }),
      api.order([{ productId: rose, quantity: 1 }], { deliveryFee: 0 }),
    ])
      expectProblem(await api.post('/api/orders', body), 400, 'VALIDATION');
  });

  it('is one order when the request is retried with its Idempotency-Key or its own id', async () => {
    const api = await ordersApi();
    const rose = await api.product();
    const key = randomUUID();
    const first = await api.post('/api/orders', api.order([{ productId: rose, quantity: 1 }]), undefined, {
      'idempotency-key': key,
    });
    const again = await api.post('/api/orders', api.order([{ productId: rose, quantity: 1 }]), undefined, {
      'idempotency-key': key,
    });
    expect(again.json()).toEqual(first.json());
    const orderId = randomUUID();
    const own = await api.post('/api/orders', api.order([{ productId: rose, quantity: 1 }], { orderId }));
    const repeated = await api.post('/api/orders', api.order([{ productId: rose, quantity: 1 }], { orderId }));
    expect([own.statusCode, repeated.statusCode]).toEqual([201, 200]);
    expect(await api.events(orderId)).toHaveLength(1);
  });

  it('is for holders of place-order only', async () => {
    const api = await ordersApi();
    const rose = await api.product();
    expectProblem(
      await api.post('/api/orders', api.order([{ productId: rose, quantity: 1 }]), token('driver')),
      403,
      'FORBIDDEN',
    );
  });
});

describe('after it is placed', () => {
  async function placedOrder() {
    const api = await ordersApi();
    const rose = await api.product();
    const res = await api.post('/api/orders', api.order([{ productId: rose, quantity: 1 }]), token('client', 'ana'));
    return { api, id: res.json().id as string };
  }

  it('the warehouse confirms, prepares and readies it; a customer cannot', async () => {
    const { api, id } = await placedOrder();
    expectProblem(await api.post(`/api/orders/${id}/confirm`, {}, token('client', 'ana')), 403, 'FORBIDDEN');
    for (const step of ['confirm', 'prepare', 'ready'])
      expect((await api.post(`/api/orders/${id}/${step}`, {}, token('warehouse'))).statusCode).toBe(201);
    expectProblem(await api.post(`/api/orders/${id}/confirm`, {}, token('warehouse')), 409, 'ORDER.ILLEGAL_TRANSITION');
    expect((await api.events(id)).map((e) => e.type)).toEqual([
      'OrderPlaced',
      'OrderConfirmed',
      'OrderPreparationStarted',
      'OrderMarkedReady',
    ]);
  });

  it('its customer cancels it before it is prepared, once; another customer gets 404; later only the shop can', async () => {
    const { api, id } = await placedOrder();
    expectProblem(
      await api.post(`/api/orders/${id}/cancel`, { reason: 'x' }, token('client', 'eve')),
      404,
      'ORDER.NOT_FOUND',
    );
    const cancel = () => api.post(`/api/orders/${id}/cancel`, { reason: 'Cambié de fecha' }, token('client', 'ana'));
    expect((await cancel()).statusCode).toBe(201);
    expect((await cancel()).statusCode).toBe(200);
    expect((await api.events(id)).filter((e) => e.type === 'OrderCancelled')).toHaveLength(1);

    const other = await placedOrder();
    for (const step of ['confirm', 'prepare'])
      await other.api.post(`/api/orders/${other.id}/${step}`, {}, token('warehouse'));
    expectProblem(
      await other.api.post(`/api/orders/${other.id}/cancel`, { reason: 'x' }, token('client', 'ana')),
      409,
      'ORDER.CLIENT_CANCEL_LATE',
    );
    expect(
      (await other.api.post(`/api/orders/${other.id}/cancel`, { reason: 'Sin flores' }, token('warehouse'))).statusCode,
    ).toBe(201);
  });

  it('is paid once, in cash or by card, at delivery or at the counter', async () => {
    const { api, id } = await placedOrder();
    expectProblem(
      await api.post(`/api/orders/${id}/pay`, { method: 'bitcoin', place: 'counter' }, token('cashier')),
      400,
      'VALIDATION',
    );
    expect(
      (await api.post(`/api/orders/${id}/pay`, { method: 'card', place: 'counter' }, token('cashier'))).statusCode,
    ).toBe(201);
    expectProblem(
      await api.post(`/api/orders/${id}/pay`, { method: 'cash', place: 'delivery' }, token('driver')),
      409,
      'ORDER.ALREADY_PAID',
    );
    expectProblem(
      await api.post(`/api/orders/${id}/pay`, { method: 'cash', place: 'delivery' }, token('client', 'ana')),
      403,
      'FORBIDDEN',
    );
  });
});
