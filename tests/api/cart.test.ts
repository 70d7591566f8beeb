import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config';
import { buildReadApi } from '../../read-api/app';
import { expectProblem } from './inventory-support';
import { useOrdersApi } from './orders-support';

// The customer's cart on the server (issue 43): written whole by PUT /api/cart to their own stream,
// read back by GET /api/cart from any browser; the order's bounds; nobody reads another's; staff
// who do not order have none.

const { ordersApi, token } = useOrdersApi('servercart');
const ROSE = '4b1d2c3e-0000-4000-8000-000000000001';
const TULIP = '4b1d2c3e-0000-4000-8000-000000000002';

describe('/api/cart', () => {
  it('keeps the cart per customer, the same cart again writes nothing, bounds as an order’s', async () => {
    const api = await ordersApi();
    const read = await buildReadApi({
      db: api.database.db,
      store: api.store,
      pool: api.database.pool,
      config: loadConfig({ JWT_SECRET: 'servercart-secret' }),
      options: { accounts: 'trust-token' },
    });
    const put = (payload: object, who: string) =>
      api.app.inject({ method: 'PUT', url: '/api/cart', payload, headers: { authorization: `Bearer ${who}` } });
    const cartOf = async (who: string) =>
      (await read.inject({ url: '/api/cart', headers: { authorization: `Bearer ${who}` } })).json() as unknown;
    try {
      const ana = token('client', 'ana');
      expect(await cartOf(ana)).toEqual({ lines: [] });
      const lines = [
        { productId: ROSE, quantity: 2 },
        { productId: TULIP, quantity: 1 },
      ];
      const first = await put({ lines }, ana);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ id: 'ana', revision: expect.any(Number), position: expect.any(String) });
      expect((await put({ lines }, ana)).statusCode).toBe(200);
      expect(await cartOf(ana)).toEqual({ lines });
      // Another customer's cart is their own; a cashier does not order, so has none.
      expect(await cartOf(token('client', 'eve'))).toEqual({ lines: [] });
      expect(
        (await read.inject({ url: '/api/cart', headers: { authorization: `Bearer ${token('cashier')}` } })).statusCode,
      ).toBe(403);
      expectProblem(await put({ lines: [{ productId: ROSE, quantity: 0 }] }, ana), 400, 'VALIDATION');
      expectProblem(await put({ lines: [{ productId: ROSE, quantity: 1000 }] }, ana), 400, 'VALIDATION');
      expectProblem(await put({ lines: [lines[0], lines[0]] }, ana), 400, 'VALIDATION');
      expectProblem(await put({ lines, price: 1 }, ana), 400, 'VALIDATION');
      const many = Array.from({ length: 51 }, (_, i) => ({
        productId: `4b1d2c3e-0000-4000-8000-${String(i).padStart(12, '0')}`,
        quantity: 1,
      }));
      expectProblem(await put({ lines: many }, ana), 400, 'VALIDATION');
      expect((await put({ lines: [] }, ana)).statusCode).toBe(201);
      expect(await cartOf(ana)).toEqual({ lines: [] });
    } finally {
      await read.close();
    }
  });
});
