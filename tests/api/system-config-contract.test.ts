import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { bearer, config } from './read-fixtures';

// Issue 39, the system config as ARCHITECTURE 7 has it: GET|PUT /api/system/config (the old
// /api/settings/system stays as an alias), a PUT of exactly what the GET answered is taken (the
// computed `customized` must say what the server says), and a flag switched on holds at the
// write's position in every process: the next call that passes ?minPosition= sees it.

let shop: InventoryShop;
let commands: FastifyInstance;
/** A second command-api over the same store: another process, whose copy of the flags is its own. */
let otherCommands: FastifyInstance;
let reads: FastifyInstance;

const OWNER = bearer(['owner'], 'u-owner');
const ADMIN = bearer(['admin'], 'u-admin');
const CLIENT = bearer(['client'], 'u-client');

beforeAll(async () => {
  shop = await openInventoryShop('system_config_contract');
  const deps = { store: shop.store, db: shop.db, config, accounts: 'trust-token' as const };
  commands = await buildCommandApi(deps);
  otherCommands = await buildCommandApi(deps);
  reads = await shop.app();
});
afterAll(async () => {
  await commands?.close();
  await otherCommands?.close();
  await shop?.close();
});

const read = (url = '/api/system/config') => reads.inject({ url, headers: OWNER });
const put = (payload: object, url = '/api/system/config') =>
  commands.inject({ method: 'PUT', url, payload, headers: OWNER });
const withPosition = (url: string, position: string) => `${url}?minPosition=${encodeURIComponent(position)}`;

describe('GET|PUT /api/system/config (the contract path)', () => {
  it('answers the whole config at the contract path, and the same at the old path', async () => {
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ systemName: 'Flora', customized: false });
    expect((await read('/api/settings/system')).json()).toEqual(res.json());
    expect((await reads.inject({ url: '/api/system/config' })).statusCode).toBe(401);
    expect((await reads.inject({ url: '/api/system/config', headers: CLIENT })).statusCode).toBe(403);
  });

  it('takes back exactly what the GET answered (customized included), at either path', async () => {
    const shown = (await read()).json();
    const same = await put(shown);
    expect(same.statusCode, same.body).toBe(200); // nothing changed: nothing appended
    const renamed = await put({ ...shown, systemName: 'Flora Norte' });
    expect(renamed.statusCode, renamed.body).toBe(201);
    const after = (await read()).json();
    expect(after).toMatchObject({ systemName: 'Flora Norte', customized: true });
    const back = await put({ ...after, systemName: 'Flora' }, '/api/settings/system');
    expect(back.statusCode, back.body).toBe(201);
  });

  it('refuses a customized that is not the server’s (400 naming it) and keys it does not know', async () => {
    const shown = (await read()).json();
    const wrong = await put({ ...shown, systemName: 'Otra', customized: !shown.customized });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.json().errors.map((e: { path: string }) => e.path)).toEqual(['customized']);
    expect((await read()).json().systemName).toBe('Flora');
    const unknown = await put({ ...shown, color: '#000000' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the OpenAPI documents', () => {
  it('publish both paths (the old one deprecated) and the GET’s answer, customized included', async () => {
    const commandPaths = (await commands.inject({ url: '/api/docs/json' })).json().paths;
    expect(commandPaths['/api/system/config'].put.deprecated).toBeUndefined();
    expect(commandPaths['/api/settings/system'].put.deprecated).toBe(true);
    const readPaths = (await reads.inject({ url: '/api/read-docs/json' })).json().paths;
    const answer = readPaths['/api/system/config'].get.responses['200'].content['application/json'].schema;
    expect(answer.properties).toHaveProperty('customized');
    expect(readPaths['/api/settings/system'].get.deprecated).toBe(true);
    expect(readPaths['/api/system/public-config'].get.responses['200']).toBeDefined();
  });
});

describe('a flag holds at the write’s position in every process', () => {
  const flagsOf = async () => (await read()).json();
  const switchFlag = async (flags: object) => {
    const { customized: _, ...shown } = await flagsOf();
    const res = await put({ ...shown, flags: { ...shown.flags, ...flags } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().position as string;
  };

  it('read-api: the bot switched on answers the next message that passes the PUT’s position', async () => {
    const ask = (url: string) =>
      reads.inject({ method: 'POST', url, payload: { text: 'hola', sessionId: 'flag-position' } });
    expect((await ask('/api/bot/message')).statusCode).toBe(503); // the read-api now holds "off"
    const position = await switchFlag({ enableBotSupport: true });
    const res = await ask(withPosition('/api/bot/message', position));
    expect(res.statusCode, res.body).not.toBe(503);
    await switchFlag({ enableBotSupport: false });
  });

  it('command-api: another process takes a subscription command at the position that switched them on', async () => {
    const addPlan = (url: string, code: string) =>
      otherCommands.inject({
        method: 'POST',
        url,
        payload: { code, name: `Plan ${code}`, frequency: 'weekly', price: 42 },
        headers: ADMIN,
      });
    await switchFlag({ enableSubscriptions: false });
    expect((await addPlan('/api/subscriptions/plans', 'apagado')).statusCode).toBe(403); // it holds "off"
    const position = await switchFlag({ enableSubscriptions: true });
    const res = await addPlan(withPosition('/api/subscriptions/plans', position), 'encendido');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a minPosition that is not a position (400), as a read does', async () => {
    const res = await reads.inject({ method: 'POST', url: '/api/bot/message?minPosition=nope', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_POSITION');
  });
});
