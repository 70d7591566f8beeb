import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config';
import { buildReadApi } from '../../read-api/app';
import { expectProblem } from './inventory-support';
import { brickell, useOrdersApi } from './orders-support';

// A customer's saved addresses: written to their own stream by the command-api, read back by the
// read-api; one default; nobody reads or writes another's.

const { ordersApi, token } = useOrdersApi('addrbook');

describe('/api/profile/addresses', () => {
  it('saves, lists (default first), changes the default, removes, each person only their own', async () => {
    const api = await ordersApi();
    const read = await buildReadApi({
      db: api.database.db,
      store: api.store,
      pool: api.database.pool,
      config: loadConfig({ JWT_SECRET: 'addrbook-secret' }),
      options: { accounts: 'trust-token' },
    });
    try {
      const ana = token('client', 'ana');
      const list = async (who = ana) =>
        (await read.inject({ url: '/api/profile/addresses', headers: { authorization: `Bearer ${who}` } })).json()
          .items as { id: string; name: string; isDefault: boolean }[];
      const home = (await api.post('/api/profile/addresses', brickell, ana)).json().id as string;
      const office = await api.post('/api/profile/addresses', { ...brickell, name: 'Oficina', zipCode: '33132' }, ana);
      expect(office.statusCode).toBe(201);
      expect((await list()).map((a) => [a.name, a.isDefault])).toEqual([
        ['Casa', true],
        ['Oficina', false],
      ]);
      const officeId = office.json().id as string;
      expect(
        (
          await api.app.inject({
            method: 'PATCH',
            url: `/api/profile/addresses/${officeId}`,
            payload: { isDefault: true },
            headers: { authorization: `Bearer ${ana}` },
          })
        ).statusCode,
      ).toBe(201);
      expect((await list())[0]).toMatchObject({ id: officeId, isDefault: true });
      expect(
        (
          await api.app.inject({
            method: 'DELETE',
            url: `/api/profile/addresses/${officeId}`,
            headers: { authorization: `Bearer ${ana}` },
          })
        ).statusCode,
      ).toBe(201);
      expect(await list()).toEqual([{ id: home, ...brickell, isDefault: true }]);
      // Another customer sees none of Ana's, and cannot change them.
      const eve = token('client', 'eve');
      expect(await list(eve)).toEqual([]);
      expectProblem(
        await api.app.inject({
          method: 'PATCH',
          url: `/api/profile/addresses/${home}`,
          payload: { city: 'Doral' },
          headers: { authorization: `Bearer ${eve}` },
        }),
        404,
        'ADDRESS.NOT_FOUND',
      );
      expectProblem(await api.post('/api/profile/addresses', { ...brickell, zipCode: '331' }, ana), 400, 'VALIDATION');
      expectProblem(await api.post('/api/profile/addresses', { ...brickell, lat: 1 }, ana), 400, 'VALIDATION');
    } finally {
      await read.close();
    }
  });
});
