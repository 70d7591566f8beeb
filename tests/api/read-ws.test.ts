import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signToken } from '../../infra/auth/jwt';
import { notifyProjections, openReadDatabase, tokenFor } from './read-fixtures';

// GET /api/ws through a real websocket client on a listening server.

interface Message {
  type: string;
  projection?: string;
  position?: string | null;
  changed?: { entity: string; id: string }[];
}

/** A client that queues what it receives, so a test can take messages in order. */
class Client {
  private readonly queue: Message[] = [];
  private waiting?: (m: Message) => void;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as Message;
      if (this.waiting) this.waiting(m);
      else this.queue.push(m);
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  next(): Promise<Message> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => {
      this.waiting = (m) => {
        this.waiting = undefined;
        resolve(m);
      };
    });
  }
}

let ctx: Awaited<ReturnType<typeof openReadDatabase>>;
let app: FastifyInstance;
let base: string;
const opened: WebSocket[] = [];

beforeAll(async () => {
  ctx = await openReadDatabase();
  // 'stock' stands for any read model a warehouse user may see.
  app = await ctx.app({
    projectionAccess: { audit: 'accounting-view', stock: 'view-inventory', inventory: 'view-inventory' },
  });
  base = await listen(app);
});
afterEach(() => opened.splice(0).forEach((s) => s.terminate()));
afterAll(async () => ctx?.close());

async function listen(server: FastifyInstance) {
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

function open(url: string, options: WebSocket.ClientOptions = {}): Promise<Client> {
  const socket = new WebSocket(url, options);
  opened.push(socket);
  const client = new Client(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/** A client that can set headers sends its token there (browsers bring a ticket: below). */
const signedAs = (token: string): WebSocket.ClientOptions => ({ headers: { authorization: `Bearer ${token}` } });

/** A ticket as POST /api/ws/ticket stores it (command-api/auth/ws-ticket.ts), for `token`. */
async function ticketFor(token: string, expiresAt = new Date(Date.now() + 30_000)): Promise<string> {
  const ticket = `t${Math.random().toString(36).slice(2)}${'x'.repeat(16)}`;
  await sql`insert into ws_tickets (id, token, expires_at) values (${ticket}, ${token}, ${expiresAt})`.execute(ctx.db);
  return ticket;
}

/** Connected and subscribed: the server says ready once the socket hears the feed. */
async function connect(roles: string[], origin = base) {
  const client = await open(`${origin}/api/ws`, signedAs(tokenFor(roles)));
  expect(await client.next()).toEqual({ type: 'ready' });
  return client;
}

const auditNotice = {
  projection: 'audit',
  position: '1001/1',
  changed: [{ entity: 'stream', id: 'product-1' }],
};
const stockNotice = { projection: 'stock', position: '1002/2', changed: [{ entity: 'product', id: 'p-1' }] };

describe('GET /api/ws', () => {
  it('forwards a projection notice to a user who may see it', async () => {
    const accountant = await connect(['accounting']);
    await notifyProjections(ctx.db, auditNotice);
    expect(await accountant.next()).toEqual({ type: 'projection', ...auditNotice });
  });

  it("carries a product's new stock to those who may see it, and drops values that are not flat", async () => {
    const warehouse = await connect(['warehouse']);
    const values = { currentStock: 12, consignedStock: 3, updatedAt: '2026-11-27T03:00:00.000Z' };
    const notice = {
      projection: 'inventory',
      position: '1003/3',
      changed: [
        { entity: 'product', id: 'p-1', values },
        { entity: 'product', id: 'p-2', values: { nested: { currentStock: 1 } } },
        { entity: 'product', id: 'p-3', values: { note: 'x'.repeat(65) } },
      ],
    };
    await notifyProjections(ctx.db, notice);
    expect(await warehouse.next()).toEqual({
      type: 'projection',
      projection: 'inventory',
      position: '1003/3',
      changed: [
        { entity: 'product', id: 'p-1', values },
        { entity: 'product', id: 'p-2' },
        { entity: 'product', id: 'p-3' },
      ],
    });
  });

  it('opens with a ticket once; a spent, expired or unknown ticket, or a token in the URL, is 401', async () => {
    const ticket = await ticketFor(tokenFor(['owner']));
    const client = await open(`${base}/api/ws?ticket=${ticket}`);
    expect(await client.next()).toEqual({ type: 'ready' });
    await expect(open(`${base}/api/ws?ticket=${ticket}`)).rejects.toThrow('HTTP 401');
    const stale = await ticketFor(tokenFor(['owner']), new Date(Date.now() - 1000));
    await expect(open(`${base}/api/ws?ticket=${stale}`)).rejects.toThrow('HTTP 401');
    await expect(open(`${base}/api/ws?ticket=${'n'.repeat(32)}`)).rejects.toThrow('HTTP 401');
    await expect(open(`${base}/api/ws?token=${tokenFor(['owner'])}`)).rejects.toThrow('HTTP 401');
  });

  it("refuses another site's page (Origin) with 403; the app's own origin opens", async () => {
    const token = tokenFor(['owner']);
    const evil = { ...signedAs(token), origin: 'http://evil.example' };
    await expect(open(`${base}/api/ws`, evil)).rejects.toThrow('HTTP 403');
    const own = await open(`${base}/api/ws`, { ...signedAs(token), origin: base.replace(/^ws/, 'http') });
    expect(await own.next()).toEqual({ type: 'ready' });
  });

  it('keeps from each socket the notices its user may not see', async () => {
    const warehouse = await connect(['warehouse']);
    const accountant = await connect(['accounting']);
    const admin = await connect(['admin']);
    // Delivered in this order, so a socket's first message shows what it was spared.
    await notifyProjections(ctx.db, auditNotice, stockNotice);
    expect(await warehouse.next()).toMatchObject({ projection: 'stock' });
    expect(await accountant.next()).toMatchObject({ projection: 'audit' });
    expect(await admin.next()).toMatchObject({ projection: 'audit' });
    expect(await admin.next()).toMatchObject({ projection: 'stock' });
  });

  it("tells a customer that their own orders moved, naming no one else's", async () => {
    const connectAs = async (userId: string) => {
      const client = await open(`${base}/api/ws`, signedAs(tokenFor(['client'], userId)));
      expect(await client.next()).toEqual({ type: 'ready' });
      return client;
    };
    const ana = await connectAs('c-ana');
    const luis = await connectAs('c-luis');
    const orders = (position: string, customer: string, extra: object = {}) => ({
      projection: 'orders',
      position,
      changed: [
        { entity: 'customer', id: customer },
        { entity: 'order', id: `o-of-${customer}` },
      ],
      ...extra,
    });
    // Luis's order moves, then Ana's: Ana hears only hers, without its id; Luis only his.
    await notifyProjections(ctx.db, orders('1010/1', 'c-luis'), orders('1011/1', 'c-ana'));
    expect(await ana.next()).toEqual({
      type: 'projection',
      projection: 'orders',
      position: '1011/1',
      changed: [{ entity: 'customer', id: 'c-ana' }],
    });
    expect(await luis.next()).toMatchObject({ position: '1010/1', changed: [{ entity: 'customer', id: 'c-luis' }] });
    // A notice cut short may have left anyone out: every customer hears it, naming no one.
    await notifyProjections(ctx.db, orders('1012/1', 'c-other', { truncated: true }));
    for (const customer of [ana, luis])
      expect(await customer.next()).toEqual({
        type: 'projection',
        projection: 'orders',
        position: '1012/1',
        changed: [],
        truncated: true,
      });
  });

  it('tells operators only of projections it has no rule for', async () => {
    const accountant = await connect(['accounting']);
    const admin = await connect(['admin']);
    await notifyProjections(ctx.db, { projection: 'unlisted', position: '1003/3', changed: [] }, auditNotice);
    expect(await accountant.next()).toMatchObject({ projection: 'audit' });
    expect(await admin.next()).toMatchObject({ projection: 'unlisted' });
  });

  it('ignores what is not a projection notice on the channel', async () => {
    const accountant = await connect(['accounting']);
    await notifyProjections(ctx.db, 'not json', { position: '1/1' }, auditNotice);
    expect(await accountant.next()).toMatchObject({ projection: 'audit' });
  });

  it("keeps a projection's pass (a batch it had nothing in) from the sockets, yet moves where reads answer from", async () => {
    const accountant = await connect(['accounting']);
    const passed = { projection: 'audit', position: '1000/9', changed: [], passed: true };
    await notifyProjections(ctx.db, passed, auditNotice);
    expect(await accountant.next()).toEqual({ type: 'projection', ...auditNotice });
    expect(app.projectionFeed.appliedPosition('audit')).toBe(auditNotice.position);
    await notifyProjections(ctx.db, { ...passed, position: '1003/1' });
    await expect.poll(() => app.projectionFeed.appliedPosition('audit')).toBe('1003/1');
  });

  it('asks sockets to refetch after the LISTEN connection was lost, then forwards again', async () => {
    const accountant = await connect(['accounting']);
    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = 'flora-read-api-listener'`.execute(ctx.db);
    expect(await accountant.next()).toEqual({ type: 'resync' });
    await notifyProjections(ctx.db, auditNotice);
    expect(await accountant.next()).toMatchObject({ projection: 'audit' });
  });

  it.each([
    ['no token', {}],
    ['a forged token', signedAs('aaa.bbb.ccc')],
    ['a token signed with another secret', signedAs(signToken({ userId: 'u-x', roles: ['owner'] }, 'another-secret'))],
  ])('refuses the upgrade with 401 for %s', async (_what, options) => {
    await expect(open(`${base}/api/ws`, options)).rejects.toThrow('HTTP 401');
  });

  it('closes with 4401 when the token expires', async () => {
    const client = await open(`${base}/api/ws`, signedAs(tokenFor(['accounting'], 'u-short', 2)));
    expect(await client.closed).toMatchObject({ code: 4401 });
  });
});

describe('keepalive and shutdown', () => {
  it('pings, drops a socket that stops answering, and says 1001 going away on close', async () => {
    // Long enough that the healthy client's pong is never late on a busy machine.
    const lively = await ctx.app({ keepaliveMs: 250 });
    const origin = await listen(lively);
    const healthy = await connect(['accounting'], origin);
    const pinged = new Promise((resolve) => healthy.socket.once('ping', resolve));
    const silent = await open(`${origin}/api/ws`, { ...signedAs(tokenFor(['accounting'])), autoPong: false });
    await pinged;
    expect((await silent.closed).code).toBe(1006);
    await lively.close();
    expect((await healthy.closed).code).toBe(1001);
  });
});
