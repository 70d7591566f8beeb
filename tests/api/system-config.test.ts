import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import { FLAG_OFF_MESSAGES } from '../../domain/identity';
import { scheduleDueCycles } from '../../reactors/subscription-scheduler';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer, config } from './read-fixtures';

// Issue 20, spec 3's system config: PUT /api/system/config on the command-api, the GETs on the
// read-api (issue 38: the public part for anyone, the whole for system-config), and the flags
// honoured by both APIs — the Must-show: subscriptions off → their commands and reads answer 403 in
// Spanish; on again → they work. Both APIs over one real database.

let shop: InventoryShop;
let commands: FastifyInstance;
let reads: FastifyInstance;

const OWNER = bearer(['owner'], 'u-owner');
const ADMIN = bearer(['admin'], 'u-admin');

const DEFAULTS = {
  systemName: 'Flora',
  theme: { primary: '#6200EA', secondary: '#636366', accent: '#6200EA' },
  prices: { smallArrangement: 35, mediumArrangement: 55, largeArrangement: 75 },
  flags: { enableSubscriptions: true, enableDeliveryTracking: true, enableBotSupport: false },
};
type Config = typeof DEFAULTS;
const withFlags = (flags: Partial<Config['flags']>): Config => ({
  ...DEFAULTS,
  flags: { ...DEFAULTS.flags, ...flags },
});

beforeAll(async () => {
  shop = await openInventoryShop('system_config');
  commands = await buildCommandApi({ store: shop.store, db: shop.db, config, accounts: 'trust-token' });
  reads = await shop.app();
});
afterAll(async () => {
  await commands?.close();
  await shop?.close();
});

const put = (payload: unknown, headers = OWNER) =>
  commands.inject({ method: 'PUT', url: '/api/system/config', payload: payload as object, headers });
const addPlan = (code: string) =>
  commands.inject({
    method: 'POST',
    url: '/api/subscriptions/plans',
    payload: { code, name: `Plan ${code}`, frequency: 'weekly', price: 42 },
    headers: ADMIN,
  });
const readPlans = () => reads.inject({ url: '/api/subscriptions/plans' });

/** The read-api hears of the change within seconds (notice or age limit): its answer is awaited, not timed. */
async function readsAnswer(status: number, read: () => Promise<{ statusCode: number }>) {
  await expect.poll(async () => (await read()).statusCode, { timeout: 15_000, interval: 200 }).toBe(status);
}

describe('GET /api/system/public-config and GET /api/system/config (issue 38)', () => {
  it("answers anyone the public part with the defaults: Flora, #6200EA, the bot off, the shop's dollars", async () => {
    const res = await reads.inject({ url: '/api/system/public-config' });
    expect(res.statusCode, res.body).toBe(200);
    const { systemName, theme, flags } = DEFAULTS;
    const money = { currency: 'USD', locale: 'en-US', decimals: 2 }; // issue 43: one money per shop
    expect(res.json()).toEqual({ systemName, money, theme, flags }); // no quoted prices, no `customized`
  });

  it('answers the whole config to system-config only: 401 without a token, 403 for staff and customers', async () => {
    expect((await reads.inject({ url: '/api/system/config' })).statusCode).toBe(401);
    for (const roles of [['client'], ['warehouse'], ['accounting'], ['hr'], ['cashier'], ['delivery']]) {
      const res = await reads.inject({ url: '/api/system/config', headers: bearer(roles) });
      expect(res.statusCode, roles.join()).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    for (const headers of [ADMIN, OWNER]) {
      const res = await reads.inject({ url: '/api/system/config', headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ...DEFAULTS, customized: false });
    }
  });
});

describe('PUT /api/system/config', () => {
  it('refuses bad bodies with a 400 naming the field in Spanish', async () => {
    const bad: [unknown, string][] = [
      [{ ...DEFAULTS, theme: { ...DEFAULTS.theme, primary: 'violeta' } }, 'theme.primary'],
      [{ ...DEFAULTS, systemName: '' }, 'systemName'],
      [{ ...DEFAULTS, systemName: 'x'.repeat(61) }, 'systemName'],
      [{ ...DEFAULTS, prices: { ...DEFAULTS.prices, largeArrangement: 75.001 } }, 'prices.largeArrangement'],
      [{ ...DEFAULTS, prices: { ...DEFAULTS.prices, smallArrangement: -1 } }, 'prices.smallArrangement'],
      [{ ...DEFAULTS, flags: { ...DEFAULTS.flags, enableBotSupport: 'sí' } }, 'flags.enableBotSupport'],
      [{ ...DEFAULTS, extra: true }, ''],
      [{ systemName: 'Flora' }, 'theme'],
    ];
    for (const [body, path] of bad) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const { errors } = res.json() as { errors: { path: string; message: string }[] };
      expect(errors.map((e) => e.path).join(' '), JSON.stringify(body)).toContain(path);
      expect(errors[0]!.message).toMatch(/[a-záéíóúñ]/i);
    }
    expect(await readsDefaults()).toBe(true);
  });

  it('is for operators only: 401 without a token, 403 for staff and customers', async () => {
    expect((await put(DEFAULTS, {} as typeof OWNER)).statusCode).toBe(401);
    for (const roles of [['warehouse'], ['client'], ['manager'], ['accounting']]) {
      const res = await put(withFlags({ enableBotSupport: true }), bearer(roles));
      expect(res.statusCode, roles.join()).toBe(403);
      expect(res.json().detail).toBe('No tienes permiso para esta acción.');
    }
  });

  it('records a change as { id, revision, position } and the read-api shows it; the same again appends nothing', async () => {
    const renamed = { ...DEFAULTS, systemName: 'Flora Miami', theme: { ...DEFAULTS.theme, primary: '#00aa88' } };
    const res = await put(renamed);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: 'system', revision: 0, position: expect.any(String) });
    const again = await put(renamed);
    expect(again.statusCode).toBe(200);
    const shown = (await reads.inject({ url: '/api/system/config', headers: OWNER })).json();
    expect(shown).toMatchObject({ systemName: 'Flora Miami', theme: { primary: '#00AA88' }, customized: true });
    const told = (await reads.inject({ url: '/api/system/public-config' })).json();
    expect(told).toMatchObject({ systemName: 'Flora Miami', theme: { primary: '#00AA88' } });
    expect((await put(DEFAULTS)).statusCode).toBe(201);
  });
});

const readsDefaults = async () =>
  (await reads.inject({ url: '/api/system/public-config' })).json().systemName === DEFAULTS.systemName;

describe('enableSubscriptions, honoured by both APIs (the Must-show)', () => {
  it('off: a subscription command and a subscription read answer 403 in Spanish; on again: both work', async () => {
    expect((await addPlan('antes')).statusCode).toBe(201);
    await readsAnswer(200, readPlans);

    expect((await put(withFlags({ enableSubscriptions: false }))).statusCode).toBe(201);
    const refused = await addPlan('durante');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({
      code: 'FEATURE_DISABLED',
      detail: 'Las suscripciones están desactivadas en la configuración del sistema.',
    });
    await readsAnswer(403, readPlans);
    expect((await readPlans()).json().detail).toBe(FLAG_OFF_MESSAGES.enableSubscriptions);
    // An anonymous call to a protected route is still told to sign in first.
    expect((await commands.inject({ method: 'POST', url: '/api/subscriptions', payload: {} })).statusCode).toBe(401);
    // Other areas do not notice.
    expect((await reads.inject({ url: '/api/inventory/products', headers: ADMIN })).statusCode).toBe(200);

    expect((await put(DEFAULTS)).statusCode).toBe(201);
    expect((await addPlan('despues')).statusCode).toBe(201);
    await readsAnswer(200, readPlans);
  });

  it('off: the scheduler makes no cycle (and so no delivery) and says it was switched off', async () => {
    expect((await put(withFlags({ enableSubscriptions: false }))).statusCode).toBe(201);
    const run = await scheduleDueCycles({
      handler: commands.commands,
      db: shop.db,
      pool: shop.pool,
      now: () => new Date('2026-11-26T12:00:00Z'),
    });
    expect(run).toMatchObject({ switchedOff: true, scheduled: 0 });
    expect((await put(DEFAULTS)).statusCode).toBe(201);
    const on = await scheduleDueCycles({
      handler: commands.commands,
      db: shop.db,
      pool: shop.pool,
      now: () => new Date(),
    });
    expect(on.switchedOff).toBeUndefined();
  });
});

describe('enableDeliveryTracking', () => {
  it('off: the public tracking answers 403 in Spanish; on again: it answers as before (404 for an unknown code)', async () => {
    const track = () => reads.inject({ url: '/api/track/NOPE1234' });
    const before = (await track()).statusCode;
    expect(before).not.toBe(403);
    expect((await put(withFlags({ enableDeliveryTracking: false }))).statusCode).toBe(201);
    await readsAnswer(403, track);
    expect((await track()).json().detail).toBe(FLAG_OFF_MESSAGES.enableDeliveryTracking);
    expect((await put(DEFAULTS)).statusCode).toBe(201);
    await readsAnswer(before, track);
  });
});
