import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { recordPosition } from '../../command-api/delivery/acting';
import type { AppDatabase } from '../../infra/db/app-tables';
import { TRACKING_CLOSED } from '../../read-api/track/routes/live';
import { openDeliveryShop, type DeliveryShop } from './read-deliveries-shop';
import { notifyProjections, tokenFor } from './read-fixtures';

// A driver's position, as the command side records it (upsert + NOTIFY in one statement), pushed by
// the read-api: every driver's to the delivery staff and a driver's own to them, never to a customer;
// to a public tracking page its order's driver only while on the way, rounded, without the driver's id.

const NOW = '2026-01-16T15:00:00.000Z';
const RAUL = { id: 'drv-raul', name: 'Raúl' };
let shop: DeliveryShop;
let base: string;
let onTheRoad: { id: string; code: string };
let waiting: { id: string; code: string };

beforeAll(async () => {
  shop = await openDeliveryShop('readpos');
  await shop.registerDriver(RAUL.id, RAUL.name);
  onTheRoad = await shop.scheduled({ customerId: 'client-1', n: 1 }, { at: '2026-01-16T13:00:00.000Z' });
  waiting = await shop.scheduled({ customerId: 'client-1', n: 2 }, { at: '2026-01-16T13:01:00.000Z' });
  for (const d of [onTheRoad, waiting]) await shop.assign(d.id, RAUL.id, RAUL.name, '2026-01-16T14:00:00.000Z');
  await shop.onTheRoad(onTheRoad.id, RAUL.id, onTheRoad.code, '2026-01-16T14:30:00.000Z');
  await shop.projectDeliveries();
  const app = await shop.appAt(NOW);
  base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
}, 60_000);
afterAll(async () => shop?.close());

const opened: WebSocket[] = [];
afterEach(() => opened.splice(0).forEach((s) => s.terminate()));

/** A socket whose messages queue up in order; `next()` resolves with the first one not yet taken. */
function open(path: string, token?: string) {
  const socket = new WebSocket(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  opened.push(socket);
  const queue: unknown[] = [];
  let waiter: ((m: unknown) => void) | undefined;
  socket.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as unknown;
    const take = waiter;
    waiter = undefined;
    if (take) take(m);
    else queue.push(m);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = () => (queue.length ? Promise.resolve(queue.shift()) : new Promise((r) => (waiter = r)));
  return { next, closed };
}
async function staffSocket(roles: string[], userId: string) {
  const s = open('/api/ws', tokenFor(roles, userId));
  expect(await s.next()).toEqual({ type: 'ready' });
  return s;
}
const ping = (longitude: number, at = NOW) =>
  recordPosition(shop.db as unknown as Kysely<AppDatabase>, {
    driverId: RAUL.id,
    latitude: 25.7612345,
    longitude,
    accuracy: 9,
    at,
  });
/** A notice every customer hears (a rebuilt orders model): what comes after it was not sent before it. */
const marker = { projection: 'orders', position: '9999/1', changed: [], rebuilt: true };

describe('positions over the staff socket', () => {
  it('reach the delivery staff and the driver themselves, whole; never a customer', async () => {
    const [staff, raul, client] = [
      await staffSocket(['delivery'], 'u-staff'),
      await staffSocket(['driver'], RAUL.id),
      await staffSocket(['client'], 'client-1'),
    ];
    await ping(-80.1912345);
    const whole = {
      type: 'position',
      driverId: RAUL.id,
      latitude: 25.7612345,
      longitude: -80.1912345,
      accuracy: 9,
      at: NOW,
    };
    expect(await staff.next()).toEqual(whole);
    expect(await raul.next()).toEqual(whole);
    await notifyProjections(shop.db, marker);
    expect(await client.next()).toMatchObject({ type: 'projection', projection: 'orders', rebuilt: true });
  });
});

describe('the public tracking socket', () => {
  it('shows the order’s driver on the way, to about 100 m and without their id, and says when the order moves', async () => {
    const page = open(`/api/track/${onTheRoad.code}/live`);
    expect(await page.next()).toEqual({ type: 'ready' });
    await notifyProjections(shop.db, {
      projection: 'deliveries',
      position: '9998/1',
      changed: [{ entity: 'delivery', id: onTheRoad.id }],
    });
    expect(await page.next()).toEqual({ type: 'changed' });
    await ping(-80.1987654, '2026-01-16T15:00:01.000Z');
    expect(await page.next()).toEqual({
      type: 'position',
      latitude: 25.761,
      longitude: -80.199,
      at: '2026-01-16T15:00:01.000Z',
    });
  });

  it('shows nothing of a driver whose package is still waiting at the shop', async () => {
    const page = open(`/api/track/${waiting.code.toLowerCase()}/live`);
    expect(await page.next()).toEqual({ type: 'ready' });
    await notifyProjections(shop.db, {
      projection: 'orders',
      position: '9997/1',
      changed: [{ entity: 'order', id: waiting.id }],
    });
    expect(await page.next()).toEqual({ type: 'changed' });
    await ping(-80.19, '2026-01-16T15:00:02.000Z');
    await notifyProjections(shop.db, {
      projection: 'orders',
      position: '9996/1',
      changed: [{ entity: 'order', id: waiting.id }],
    });
    expect(await page.next()).toEqual({ type: 'changed' }); // no position came before it
  });

  it('closes at once for a code no package has', async () => {
    const page = open('/api/track/ABCDEFGHJKMN/live');
    expect(await page.closed).toBe(TRACKING_CLOSED);
  });
});
