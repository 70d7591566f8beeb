import { describe, expect, it } from 'vitest';
import { SETTINGS_STREAM } from '../../domain/settings';
import { signToken } from '../../infra/auth/jwt';
import { shopTimeZone } from '../../read-api/shared/shop-settings';
import { useFreshCommandApi } from '../support/command-api';

// Issue 13: the shop's time zone (PUT /api/settings/time-zone) cuts the reports' periods.
const { config, freshApi } = useFreshCommandApi('cmdtz');
const UNKNOWN = 'Zona horaria desconocida: usa un nombre IANA, p. ej. America/New_York.';

describe("configuring the shop's time zone", () => {
  it('answers the change, appends nothing for the same zone again, and the read side folds it', async () => {
    const { put, stream, store } = await freshApi();
    expect(await shopTimeZone(store)).toBe('America/New_York'); // the default, before any event

    const changed = await put('/api/settings/time-zone', { timeZone: 'America/Bogota' });
    expect(changed.statusCode, changed.body).toBe(201);
    expect(changed.json()).toEqual({
      id: 'time-zone',
      streamId: SETTINGS_STREAM,
      revision: 0,
      position: expect.any(String),
    });
    const same = await put('/api/settings/time-zone', { timeZone: 'America/Bogota' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(changed.json());

    const events = await stream();
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'TimeZoneConfigured', data: { timeZone: 'America/Bogota' } },
    ]);
    expect(await shopTimeZone(store)).toBe('America/Bogota');
  });

  it('refuses an unknown zone, a NUL and a name of 65 characters with 400 in Spanish', async () => {
    const { put, stream } = await freshApi();
    const refused = async (timeZone: string) => {
      const res = await put('/api/settings/time-zone', { timeZone });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION' });
      return res.json().errors;
    };
    for (const timeZone of ['Mars/Olympus', `America/${'X'.repeat(57)}`]) {
      expect(await refused(timeZone)).toEqual([{ path: 'timeZone', message: UNKNOWN }]);
    }
    // A NUL is refused before the schema by the command-api's guard on every text, with its own message.
    expect(await refused('America/New_York\u0000')).toEqual([
      { path: 'timeZone', message: 'El texto contiene caracteres no permitidos (NUL o sustitutos sueltos).' },
    ]);
    expect(await stream()).toEqual([]);
  });

  it('refuses a role without system-config with 403, and lets the admin in', async () => {
    const { put, stream } = await freshApi();
    for (const role of ['cashier', 'accounting', 'warehouse']) {
      const token = signToken({ userId: `u-${role}`, roles: [role] }, config.jwtSecret);
      const res = await put(
        '/api/settings/time-zone',
        { timeZone: 'Europe/Madrid' },
        { authorization: `Bearer ${token}` },
      );
      expect(res.statusCode, role).toBe(403);
    }
    expect(await stream()).toEqual([]);
    const admin = signToken({ userId: 'a-1', roles: ['admin'] }, config.jwtSecret);
    const res = await put(
      '/api/settings/time-zone',
      { timeZone: 'Europe/Madrid' },
      { authorization: `Bearer ${admin}` },
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
