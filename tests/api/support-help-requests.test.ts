import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { helpRequestStream } from '../../domain/support';
import { loadConfig } from '../../infra/config';
import { createDb } from '../../infra/db/pool';
import type { ReadModels } from '../../projections/read-models';
import { prepareProjections } from '../../projections/registry';
import { buildReadApi } from '../../read-api/app';
import type { HandOff } from '../../read-api/bot/contract';
import { CommandHandler } from '../../application/handler';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import { handOffToStaff, helpRequestIdFor } from '../../read-api/bot/handoff';
import { useOrdersApi } from './orders-support';
import { catchUp } from '../support/catch-up';

// Issue 22's hand-off as a message to staff: Flora Bot's port leaves a help request (once, however
// often it is sent; a guest's too), the admin and the owner read it with its conversation and close
// it (once: a second close is a 409), nobody else may, and no bad input gets past the edge or a 5xx.

const PREFIX = 'support_help';
const { ordersApi, token } = useOrdersApi(PREFIX);
const ADMIN = token('admin', 'admin-1');
const CASHIER = token('cashier', 'cashier-1');
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const guestHandOff = (over: Partial<HandOff> = {}): HandOff => ({
  asker: { userId: 'guest', roles: [] },
  sessionId: 'kz1-abc',
  lang: 'es',
  message: 'Quiero cambiar la dirección de mi pedido',
  transcript: [
    { from: 'user', text: 'quiero hablar con una persona', at: '2026-01-15T14:59:00.000Z' },
    { from: 'bot', text: '¿Qué mensaje le dejo al personal?', at: '2026-01-15T14:59:01.000Z' },
  ],
  ...over,
});

async function desk() {
  const api = await ordersApi();
  const readModels = createDb<ReadModels>(api.database.pool);
  const handOff = handOffToStaff({
    handler: new CommandHandler({ store: api.store, snapshots: new SnapshotStore(api.database.db) }),
    db: readModels,
  });
  /** The users and help-requests read models up to the store's end, as the workers keep them. */
  async function project() {
    await prepareProjections(api.database.db);
    await catchUp(api.database.db, api.store, ['users', 'help-requests']);
  }
  async function reader() {
    const read = await buildReadApi({
      db: api.database.db,
      store: api.store,
      pool: api.database.pool,
      config: loadConfig({ JWT_SECRET: `${PREFIX}-secret` }), // the secret useOrdersApi signs with
      options: { accounts: 'trust-token' },
    });
    apps.push(read);
    return read;
  }
  const resolve = (id: string, payload: unknown, who = ADMIN) =>
    api.app.inject({
      method: 'POST',
      url: `/api/support/help-requests/${id}/resolve`,
      payload: payload as object,
      headers: { authorization: `Bearer ${who}` },
    });
  return { ...api, handOff, project, reader, resolve };
}

describe('the hand-off port', () => {
  it('leaves one help request however often the same hand-off is sent', async () => {
    const d = await desk();
    await d.handOff(guestHandOff());
    await Promise.all([d.handOff(guestHandOff()), d.handOff(guestHandOff())]);
    const id = helpRequestIdFor(guestHandOff());
    const events = await d.store.readStream(helpRequestStream(id));
    expect(events.map((e) => e.type)).toEqual(['HelpRequested']);
    expect(events[0]!.data).toMatchObject({
      requestId: id,
      requester: { userId: 'guest', name: null, contact: null },
      channel: 'bot',
      message: 'Quiero cambiar la dirección de mi pedido',
      transcript: guestHandOff().transcript,
    });
    // Another message of the same session is another request.
    await d.handOff(guestHandOff({ message: 'Y otra cosa' }));
    expect(helpRequestIdFor(guestHandOff({ message: 'Y otra cosa' }))).not.toBe(id);
  });

  it('names a signed-in requester from the users read model', async () => {
    const d = await desk();
    const carla = await d.user('client', 'Carla Cliente');
    await d.project();
    const handOff = guestHandOff({ asker: { userId: carla.id, roles: ['client'] }, lang: 'en' });
    await d.handOff(handOff);
    const [event] = await d.store.readStream(helpRequestStream(helpRequestIdFor(handOff)));
    expect(event!.data).toMatchObject({
      requester: { userId: carla.id, name: 'Carla Cliente', contact: `${carla.id}@flora.test` },
      lang: 'en',
    });
    expect(event!.metadata.actor).toEqual({ userId: carla.id, roles: ['client'] });
  });
});

describe('staff read and close help requests', () => {
  it('lists it with its transcript; the admin resolves it once; a cashier may do neither', async () => {
    const d = await desk();
    await d.handOff(guestHandOff());
    const id = helpRequestIdFor(guestHandOff());
    await d.project();
    const read = await d.reader();
    const get = (url: string, who = ADMIN) => read.inject({ url, headers: { authorization: `Bearer ${who}` } });

    const open = await get('/api/support/help-requests');
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ status: 'open', total: 1, page: 1, pageCount: 1 });
    expect(open.json().items[0]).toMatchObject({
      id,
      requester: { userId: 'guest', guest: true, name: null },
      message: 'Quiero cambiar la dirección de mi pedido',
      transcript: guestHandOff().transcript,
      status: 'open',
      resolvedAt: null,
    });
    expect((await get(`/api/support/help-requests/${id}`)).json()).toMatchObject({ id, status: 'open' });
    expect((await get('/api/support/help-requests', CASHIER)).statusCode).toBe(403);
    expect((await get(`/api/support/help-requests/${id}`, CASHIER)).statusCode).toBe(403);

    expect((await d.resolve(id, { note: 'Llamé' }, CASHIER)).statusCode).toBe(403);
    const done = await d.resolve(id, { note: '  Le llamé y cambiamos la dirección  ' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ id, revision: 1 });
    const again = await d.resolve(id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'HELP_REQUEST.ALREADY_RESOLVED',
      detail: 'Esta solicitud de ayuda ya fue atendida.',
    });
    // The owner may too (the same rule); unknown requests are 404.
    const unknown = await d.resolve('00000000-0000-4000-8000-00000000abcd', {}, token('owner'));
    expect(unknown.statusCode).toBe(404);

    await d.project();
    const position = encodeURIComponent(done.json().position);
    const resolved = (await get(`/api/support/help-requests?status=resolved&minPosition=${position}`)).json();
    expect(resolved.items).toHaveLength(1);
    expect(resolved.items[0]).toMatchObject({
      id,
      status: 'resolved',
      resolvedBy: 'admin-1',
      note: 'Le llamé y cambiamos la dirección',
      resolvedAt: expect.any(String),
    });
    expect((await get('/api/support/help-requests?status=open')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses bad bodies, ids and queries with a 400, never a 5xx', async () => {
    const d = await desk();
    await d.handOff(guestHandOff());
    const id = helpRequestIdFor(guestHandOff());
    for (const body of [
      { note: 'x'.repeat(501) },
      { note: 42 },
      { note: 'ok', extra: true },
      { note: 'a\u0000b' },
      { note: '\ud800' },
      [],
    ]) {
      const res = await d.resolve(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect((await d.resolve('not-a-uuid', {})).statusCode).toBe(400);
    // The request is still open after all that.
    expect((await d.store.readStream(helpRequestStream(id))).map((e) => e.type)).toEqual(['HelpRequested']);

    await d.project();
    const read = await d.reader();
    for (const url of [
      '/api/support/help-requests?status=closed',
      '/api/support/help-requests?page=0',
      '/api/support/help-requests?page=1.5',
      '/api/support/help-requests?sort=x',
      '/api/support/help-requests/not-a-uuid',
    ]) {
      const res = await read.inject({ url, headers: { authorization: `Bearer ${ADMIN}` } });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
