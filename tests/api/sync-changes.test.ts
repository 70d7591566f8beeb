import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../command-api/seed/users';
import { ROLES } from '../../domain/identity';
import { SYNC_TABLE_ACCESS, SYNC_TABLES, type SyncTable } from '../../domain/sync/changes';
import type { SyncChange, SyncChangesPage } from '../../domain/sync/responses';
import { accessAllows } from '../../infra/http/auth';
import { SYNC_TABLE_READERS } from '../../read-api/sync/queries/tables';
import { demoSignIn } from './identity-support';
import { openDashboardShop, type DashboardShop } from './read-dashboards-shop';
import { bearer } from './read-fixtures';

// Issue 21: GET /api/sync/changes, the offline desktop inventory's feed (architecture 7), against the
// demo shop with every reactor and projection: a snapshot paged by a cursor equals the list routes
// row for row; later, `after` sends exactly the rows events changed; each table is read only by
// whom its list route lets in; and no input, however bad, is a 5xx.

let shop: DashboardShop;
const OWNER_ID = demoUserId('owner@flora.test');
const OWNER = bearer(['owner'], OWNER_ID);
const DRIVER_ID = demoUserId('driver@flora.test');
const DRIVER = bearer(['driver'], DRIVER_ID);
const CLIENT_ID = demoUserId('client@flora.test');
const CLIENT = bearer(['client'], CLIENT_ID);
let COMMANDS: Record<string, string>;
const ALL: SyncTable[] = ['inventory', 'consignments', 'partners', 'orders', 'deliveries'];

beforeAll(async () => {
  shop = await openDashboardShop('sync_changes');
  COMMANDS = await demoSignIn(shop.command, 'owner@flora.test');
}, 180_000);
afterAll(async () => shop?.close());

const ask = (query: string, headers: Record<string, string> = OWNER) =>
  shop.read.inject({ url: `/api/sync/changes?${query}`, headers });

async function page(query: string, headers: Record<string, string> = OWNER): Promise<SyncChangesPage> {
  const res = await ask(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page a query leads to, following each cursor. */
async function walk(query: string, headers: Record<string, string> = OWNER) {
  const pages: SyncChangesPage[] = [];
  let cursor: string | undefined;
  do {
    const next = await page(cursor ? `${query}&cursor=${cursor}` : query, headers);
    pages.push(next);
    cursor = next.cursor;
  } while (cursor && pages.length < 1000);
  return { pages, changes: pages.flatMap((p) => p.changes), last: pages[pages.length - 1]! };
}

async function getJson(url: string, headers: Record<string, string> = OWNER) {
  const res = await shop.read.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** Every item of a paged list route. */
async function everyItem(url: string, headers: Record<string, string> = OWNER): Promise<{ id: string }[]> {
  const items: { id: string }[] = [];
  for (let n = 1; ; n += 1) {
    const body = await getJson(`${url}${url.includes('?') ? '&' : '?'}page=${n}`, headers);
    items.push(...body.items);
    if (n >= body.pageCount) return items;
  }
}

const byId = (rows: { id: string }[]) => new Map(rows.map((r) => [r.id, r]));
const rowsOf = (changes: SyncChange[], table: SyncTable) => changes.filter((c) => c.table === table);

async function command(method: 'POST' | 'PATCH', url: string, payload: object) {
  const res = await shop.command.inject({ method, url, payload, headers: COMMANDS });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

describe('the snapshot (no after)', () => {
  it('pages every table two rows at a time, at one position, equal to the list routes', async () => {
    const { pages, changes, last } = await walk(`tables=${ALL.join(',')}&limit=2`);
    expect(pages.length).toBeGreaterThan(5);
    for (const p of pages) expect(p.changes.length).toBeLessThanOrEqual(2);
    expect(last.cursor).toBeUndefined();
    expect(last.position).not.toBeNull();
    expect(new Set(pages.map((p) => p.position))).toEqual(new Set([last.position]));
    // Table after table, in the order asked, and no row twice.
    const order = changes.map((c) => ALL.indexOf(c.table));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(changes.map((c) => `${c.table}/${c.id}`)).size).toBe(changes.length);

    const lists: Record<SyncTable, { id: string }[]> = {
      inventory: await everyItem('/api/inventory/products?pageSize=100'),
      consignments: await everyItem('/api/consignment/agreements?pageSize=100'),
      partners: await getJson('/api/consignment/partners'),
      orders: await everyItem('/api/orders'),
      deliveries: await everyItem('/api/deliveries'),
    };
    for (const table of ALL) {
      const synced = rowsOf(changes, table);
      expect(synced.length, table).toBe(lists[table].length);
      expect(synced.length, table).toBeGreaterThan(0);
      expect(byId(synced.map((c) => c.row as { id: string })), table).toEqual(byId(lists[table]));
    }
  });

  it('leaves the images out with images=false, and starts where the tables asked for have caught up', async () => {
    const { changes, last } = await walk('tables=inventory&limit=1000&images=false');
    expect(changes.length).toBeGreaterThan(0);
    for (const c of changes) expect((c.row as { images: unknown[] }).images).toEqual([]);
    expect(changes.some((c) => c.row !== null)).toBe(true);
    const checkpoints = await shop.database.db
      .selectFrom('projection_checkpoints')
      .select(['name', 'position'])
      .where('name', 'in', ['inventory', 'orders'])
      .execute();
    const at = (name: string) => checkpoints.find((c) => c.name === name)!.position;
    expect(last.position).toBe(at('inventory'));
    const both = await page('tables=inventory,orders&limit=1');
    const least = shop.store.comparePositions(at('inventory')!, at('orders')!) < 0 ? 'inventory' : 'orders';
    expect(both.position).toBe(at(least));
  });

  it('shows a customer their own orders only, and a driver their own deliveries', async () => {
    const own = await walk('tables=orders&limit=3', CLIENT);
    expect(byId(own.changes.map((c) => c.row as { id: string }))).toEqual(byId(await everyItem('/api/orders', CLIENT)));
    expect(own.changes.length).toBeGreaterThan(0);
    // Another customer reads none of them (the demo's orders are all this customer's).
    expect((await walk('tables=orders', bearer(['client'], 'u-otra-clienta'))).changes).toEqual([]);
    const driver = await walk('tables=deliveries&limit=1000', DRIVER);
    expect(byId(driver.changes.map((c) => c.row as { id: string }))).toEqual(
      byId(await everyItem('/api/deliveries', DRIVER)),
    );
    expect(driver.changes.length).toBeGreaterThan(0);
    for (const c of driver.changes) expect((c.row as { driver: { id: string } }).driver.id).toBe(DRIVER_ID);
  });
});

describe('the changes (after a position)', () => {
  it('sends exactly the products a movement and a new product changed, then nothing', async () => {
    const before = await walk('tables=inventory&limit=1000');
    const moved = before.changes[0]!.id;
    const added = randomUUID();
    await command('POST', '/api/inventory/movements', { productId: moved, type: 'purchase', quantity: 3 });
    await command('POST', '/api/inventory/products', {
      productId: added,
      name: 'Gerbera de prueba sync',
      sku: `SYNC-${added.slice(0, 8)}`,
      price: 25,
      category: 'Flores',
      currentStock: 4,
    });
    await shop.settle();

    const changed = await walk(`tables=inventory&after=${before.last.position}`);
    expect(changed.changes.map((c) => c.id).sort()).toEqual([moved, added].sort());
    for (const c of changed.changes) {
      const { stockByLocation: _, ...row } = await getJson(`/api/inventory/products/${c.id}`);
      expect(c.row).toEqual(row);
    }
    const movedRow = changed.changes.find((c) => c.id === moved)!.row as { currentStock: number };
    const movedBefore = before.changes[0]!.row as { currentStock: number };
    expect(movedRow.currentStock).toBe(movedBefore.currentStock + 3);

    const again = await page(`tables=inventory&after=${changed.last.position}`);
    expect(again).toEqual({ changes: [], position: changed.last.position });
  });

  it('shows a consignment sale on the agreement and on its product’s stock', async () => {
    const before = await walk('tables=consignments,inventory,partners&limit=1000');
    type Agreement = {
      id: string;
      status: string;
      items: { product: string; remaining: number; soldQuantity: number }[];
    };
    const agreement = rowsOf(before.changes, 'consignments')
      .map((c) => c.row as Agreement)
      .find((a) => a.status === 'active' && a.items.some((i) => i.remaining > 0))!;
    expect(agreement).toBeDefined();
    const item = agreement.items.find((i) => i.remaining > 0)!;
    await command('POST', `/api/consignment/agreements/${agreement.id}/sales`, {
      items: [{ productId: item.product, quantity: 1 }],
    });
    await shop.settle();

    const changed = await walk(`tables=consignments,inventory,partners&after=${before.last.position}`);
    const sold = changed.changes.find((c) => c.table === 'consignments' && c.id === agreement.id)!;
    expect(sold).toBeDefined();
    // The feed's row is the agreement as the list answers it: the detail's partner feedback (issue 45) aside.
    const {
      acknowledgements: _,
      discrepancies: __,
      ...detail
    } = await getJson(`/api/consignment/agreements/${agreement.id}`);
    expect(sold.row).toEqual(detail);
    const soldItem = (sold.row as Agreement).items.find((i) => i.product === item.product)!;
    expect(soldItem.soldQuantity).toBe(item.soldQuantity + 1);
    const product = changed.changes.find((c) => c.table === 'inventory' && c.id === item.product)!;
    const productBefore = before.changes.find((c) => c.table === 'inventory' && c.id === item.product)!;
    expect((product.row as { consignedStock: number }).consignedStock).toBe(
      (productBefore.row as { consignedStock: number }).consignedStock - 1,
    );
  });

  it('sends a renamed partner with its agreements, which show the new name', async () => {
    const before = await walk('tables=partners,consignments&limit=1000');
    type Agreement = { id: string; partner: { id: string; tradeName: string } };
    const agreements = rowsOf(before.changes, 'consignments').map((c) => c.row as Agreement);
    const partnerId = agreements[0]!.partner.id;
    await command('PATCH', `/api/consignment/partners/${partnerId}`, { tradeName: 'Florería Renombrada' });
    await shop.settle();

    const changed = await walk(`tables=partners,consignments&after=${before.last.position}`);
    const theirs = agreements.filter((a) => a.partner.id === partnerId).map((a) => a.id);
    expect(changed.changes.map((c) => `${c.table}/${c.id}`).sort()).toEqual(
      [`partners/${partnerId}`, ...theirs.map((id) => `consignments/${id}`)].sort(),
    );
    for (const c of rowsOf(changed.changes, 'consignments')) {
      expect((c.row as Agreement).partner.tradeName).toBe('Florería Renombrada');
    }
    // Asked for the partners alone, the agreements stay out.
    const alone = await walk(`tables=partners&after=${before.last.position}`);
    expect(alone.changes.map((c) => c.id)).toEqual([partnerId]);
  });

  it('walks many changes with a cursor, one row a page, none missed or repeated', async () => {
    const before = await walk('tables=inventory&limit=1000');
    const ids = before.changes.slice(0, 5).map((c) => c.id);
    for (const productId of ids) {
      await command('POST', '/api/inventory/movements', { productId, type: 'purchase', quantity: 1 });
    }
    await shop.settle();
    const { pages, changes, last } = await walk(`tables=inventory&after=${before.last.position}&limit=1`);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const p of pages) expect(p.changes.length).toBeLessThanOrEqual(1);
    expect(changes.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(last.cursor).toBeUndefined();
    expect((await page(`tables=inventory&after=${last.position}`)).changes).toEqual([]);
  });
});

describe('tables left out', () => {
  // Issue 39: `tables` defaults to every table the caller may sync, in the feed's order.
  const cases: [string, Record<string, string>, SyncTable[]][] = [
    ['the owner', OWNER, ALL],
    ['a client (their own orders)', CLIENT, ['orders']],
    ['a driver (their own deliveries)', DRIVER, ['deliveries']],
    ['the warehouse', bearer(['warehouse']), ['inventory', 'consignments', 'partners', 'orders']],
  ];
  it.each(cases)('sends %s every table they may sync, paged alike', async (_, headers, tables) => {
    const left = await walk('limit=3', headers);
    const named = await walk(`tables=${tables.join(',')}&limit=3`, headers);
    expect(left.changes).toEqual(named.changes);
    expect(left.last.position).toBe(named.last.position);
    expect(new Set(left.changes.map((c) => c.table))).toEqual(new Set(tables));
    // From that position on, the same default: nothing changed since.
    expect((await page(`after=${left.last.position}`, headers)).changes).toEqual([]);
  });
});

describe('bad requests and access', () => {
  const expectProblem = async (
    query: string,
    status: number,
    path?: string,
    headers: Record<string, string> = OWNER,
  ) => {
    const res = await ask(query, headers);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    if (path) expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    return res.json();
  };

  it('refuses bad tables, positions, cursors, limits and unknown keys with a 400 naming them', async () => {
    expect((await expectProblem('tables=inventory,flores', 400, 'tables')).detail).toContain('flores');
    await expectProblem('tables=inventory,inventory', 400, 'tables');
    await expectProblem('tables=', 400, 'tables');
    await expectProblem('tables=inventory&after=no-es-posicion', 400, 'after');
    await expectProblem('tables=inventory&after=99999999999999', 400, 'after');
    // Past what the store's columns hold, even before its head: refused, not a failed query.
    await expectProblem('tables=inventory&after=1/99999999999999999999999', 400, 'after');
    await expectProblem('tables=inventory&cursor=basura', 400, 'cursor');
    await expectProblem('tables=inventory&cursor=%%%', 400);
    const forged = Buffer.from(JSON.stringify({ k: 's', tables: ['inventory'], p: 'x', t: 9, id: null })).toString(
      'base64url',
    );
    await expectProblem(`tables=inventory&cursor=${forged}`, 400, 'cursor');
    const nul = Buffer.from(JSON.stringify({ k: 's', tables: ['inventory'], p: null, t: 0, id: 'a\u0000' }));
    await expectProblem(`tables=inventory&cursor=${nul.toString('base64url')}`, 400, 'cursor');
    const far = Buffer.from(JSON.stringify({ k: 'c', tables: ['inventory'], from: '1/99999999999999999999' }));
    await expectProblem(`tables=inventory&cursor=${far.toString('base64url')}`, 400, 'cursor');
    const first = await page('tables=inventory,partners&limit=1');
    await expectProblem(`tables=partners,inventory&cursor=${first.cursor}`, 400, 'cursor');
    await expectProblem('tables=inventory&limit=0', 400, 'limit');
    await expectProblem('tables=inventory&limit=1001', 400, 'limit');
    await expectProblem('tables=inventory&limit=dos', 400, 'limit');
    await expectProblem('tables=inventory&desde=1', 400);
    await expectProblem('tables=inventory&images=quizas', 400, 'images');
  });

  it('answers each table by its own list route’s rule', async () => {
    const orders = await expectProblem('tables=deliveries,orders', 403, 'tables', DRIVER);
    expect(orders.detail).toContain('orders');
    await expectProblem('tables=inventory', 403, 'tables', DRIVER);
    expect((await ask('tables=deliveries', DRIVER)).statusCode).toBe(200);
    expect((await ask('tables=inventory,consignments,partners,orders', bearer(['warehouse']))).statusCode).toBe(200);
    await expectProblem('tables=deliveries', 403, 'tables', bearer(['warehouse']));
    await expectProblem('tables=inventory', 403, undefined, bearer(['hr']));
    await expectProblem('tables=inventory', 401, undefined, {});
  });

  it('refuses a table the caller may not read with 403 before looking at the rest of the query', async () => {
    // Issue 39: the shape of a query is told only to those who may send it.
    await expectProblem('tables=inventory&limit=dos', 403, 'tables', CLIENT);
    await expectProblem('tables=orders,inventory&desde=1', 403, 'tables', CLIENT);
    await expectProblem('tables=deliveries&images=quizas', 403, 'tables', bearer(['warehouse']));
    await expectProblem('limit=dos', 403, undefined, bearer(['hr']));
    // A table the caller may read: their query's mistakes are theirs to hear.
    await expectProblem('tables=orders&limit=dos', 400, 'limit', CLIENT);
  });

  it('holds the same rule per table as the app reads (domain/sync/changes.ts), for every role', () => {
    for (const role of ROLES)
      for (const table of SYNC_TABLES)
        expect(accessAllows({ roles: [role] }, SYNC_TABLE_ACCESS[table]), `${role} ${table}`).toBe(
          accessAllows({ roles: [role] }, SYNC_TABLE_READERS[table].access),
        );
  });

  it('documents the route in Spanish in the OpenAPI document', async () => {
    const docs = await getJson('/api/read-docs/json', {});
    expect(docs.paths['/api/sync/changes'].get.summary).toMatch(/copia sin conexión/);
  });
});
