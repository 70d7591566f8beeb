import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notifyProjections, openReadDatabase, tokenFor } from './read-fixtures';

// The pos read model's notices on GET /api/ws (the default access, read-api/shared/ws.ts): the counter's
// staff (cashier, pos_supervisor) and the admin and owner hear of every session and sale; the
// warehouse and the customers do not.

let ctx: Awaited<ReturnType<typeof openReadDatabase>>;
let app: FastifyInstance;
let base: string;
const opened: WebSocket[] = [];

beforeAll(async () => {
  ctx = await openReadDatabase();
  app = await ctx.app();
  base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterEach(() => opened.splice(0).forEach((s) => s.terminate()));
afterAll(async () => ctx?.close());

/** Connected and ready; the messages it receives after, in order. */
async function connect(roles: string[]) {
  const socket = new WebSocket(`${base}/api/ws`, { headers: { authorization: `Bearer ${tokenFor(roles)}` } });
  opened.push(socket);
  const queue: { type: string; projection?: string }[] = [];
  const waiting: ((m: (typeof queue)[number]) => void)[] = [];
  socket.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as (typeof queue)[number];
    const w = waiting.shift();
    if (w) w(m);
    else queue.push(m);
  });
  const next = () =>
    queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise<(typeof queue)[number]>((r) => waiting.push(r));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  expect(await next()).toEqual({ type: 'ready' });
  return { next };
}

const posNotice = { projection: 'pos', position: '2001/1', changed: [{ entity: 'sale', id: 's-1' }] };
const inventoryNotice = { projection: 'inventory', position: '2002/2', changed: [{ entity: 'product', id: 'p-1' }] };

describe('pos notices on GET /api/ws', () => {
  it('reach the counter’s staff, the admin and the owner, and no one else', async () => {
    const hearing = await Promise.all([['cashier'], ['pos_supervisor'], ['admin'], ['owner']].map(connect));
    const warehouse = await connect(['warehouse']);
    // Delivered in this order: the warehouse's first message shows it was spared the pos notice.
    await notifyProjections(ctx.db, posNotice, inventoryNotice);
    for (const client of hearing) expect(await client.next()).toEqual({ type: 'projection', ...posNotice });
    expect(await warehouse.next()).toMatchObject({ projection: 'inventory' });
  });
});
