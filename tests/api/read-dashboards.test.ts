import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../domain/accounting';
import { ROLES, ROUTE_ACCESS, ruleAllows } from '../../domain/identity';
import { addDays } from '../../domain/shared';
import { createDb } from '../../infra/db/pool';
import type { ReadModels } from '../../projections/read-models';
import { readProjectionStatus } from '../../projections/engine/status';
import { CommandHandler } from '../../application/handler';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import { handOffToStaff } from '../../read-api/bot/handoff';
import { CHANNELS, journalByDay, openDashboardShop, periods, type DashboardShop } from './read-dashboards-shop';
import { bearer } from './read-fixtures';
import { demoSignIn } from './identity-support';

// Issue 20's owner and admin dashboards over the demo shop, every area seeded through its commands:
// each figure against a reference the test computes itself — sales and the books from the journal's
// events (not the read models), the rest from the read models' rows summed here — then a manual
// entry through the command-api moves today's counter sales and the cash by its amount. The admin's
// answer holds no finances; a cashier is refused, an anonymous caller asked to sign in.

const OWNER = bearer(['owner'], 'u-owner');
const ADMIN = bearer(['admin'], 'u-admin');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let shop: DashboardShop;
beforeAll(async () => {
  shop = await openDashboardShop('read_dashboards');
}, 240_000);
afterAll(async () => shop?.close());

const get = async (url: string, headers: Record<string, string> = OWNER, status = 200) => {
  const res = await shop.read.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Json;
};
const rows = async <T>(query: string) => (await sql<T>`${sql.raw(query)}`.execute(shop.database.db)).rows;

describe('the owner dashboard', () => {
  it('shows sales by channel, the books, stock, deliveries, subscriptions and staff as the shop holds them', async () => {
    const owner = await get('/api/dashboards/owner');
    const p = periods(shop.today());
    expect(owner.period).toMatchObject({ today: p.today, weekStart: p.week, monthStart: p.month });
    const sum = await journalByDay(shop.store);
    for (const [span, from] of [
      ['today', p.today],
      ['week', p.week],
      ['month', p.month],
    ] as const) {
      for (const [channel, code] of Object.entries(CHANNELS))
        expect(owner.sales[span][channel], `${span} ${channel}`).toBe(sum([code], from, p.today));
      expect(owner.sales[span].total).toBe(sum(Object.values(CHANNELS), from, p.today));
    }
    // The demo sells: a dashboard of zeros would pass the sums above.
    expect(owner.sales.month.total).toBeGreaterThan(0);
    expect(owner.sales.series).toHaveLength(30);
    expect(owner.sales.series.at(-1)).toEqual({ day: p.today, ...owner.sales.today });
    expect(owner.sales.series[0].day).toBe(addDays(p.today, -29));
    for (const d of owner.sales.series) expect(d.total).toBe(sum(Object.values(CHANNELS), d.day, d.day));

    const cogs = -sum([ACCOUNTS.costOfGoodsSold], p.month, p.today);
    const asset = (code: string) => -sum([code], '0000-00-00', p.today);
    expect(owner.books.month).toEqual({
      salesCents: owner.sales.month.total,
      costOfSalesCents: cogs,
      marginCents: owner.sales.month.total - cogs,
      marginBasisPoints: Math.round(((owner.sales.month.total - cogs) / owner.sales.month.total) * 10_000),
    });
    expect(owner.books.cash).toEqual({
      tillCents: asset(ACCOUNTS.cash),
      cardsCents: asset(ACCOUNTS.cardClearing),
      bankCents: asset(ACCOUNTS.bank),
      totalCents: asset(ACCOUNTS.cash) + asset(ACCOUNTS.cardClearing) + asset(ACCOUNTS.bank),
    });
    expect(owner.books.receivables.totalCents).toBe(
      asset(ACCOUNTS.receivables) + asset(ACCOUNTS.consignmentReceivables),
    );

    const products = await rows<{
      price_cents: string;
      current_stock: number;
      min_stock_level: number;
      status: string;
    }>('select price_cents, current_stock, min_stock_level, status from inventory_products');
    const active = products.filter((r) => r.status === 'active');
    expect(owner.stock).toEqual({
      valueCents: products.reduce((s, r) => s + Number(r.price_cents) * r.current_stock, 0),
      units: products.reduce((s, r) => s + r.current_stock, 0),
      products: active.length,
      lowStock: active.filter((r) => r.current_stock > 0 && r.current_stock <= r.min_stock_level).length,
      outOfStock: active.filter((r) => r.current_stock <= 0).length,
    });
    expect(owner.stock.valueCents).toBeGreaterThan(0);

    const deliveries = await rows<{ status: string }>(
      `select status from deliveries where delivery_date = '${p.today}'::date`,
    );
    const of = (s: string) => deliveries.filter((d) => d.status === s).length;
    expect(owner.deliveries).toEqual({
      PENDING: of('PENDING'),
      IN_TRANSIT: of('IN_TRANSIT'),
      DELIVERED: of('DELIVERED'),
      CANCELLED: of('CANCELLED'),
      total: deliveries.length - of('CANCELLED'),
    });

    // The subscription admin's own list says how many are active and what they bring a month.
    const subs = await get('/api/subscriptions', ADMIN);
    expect(owner.subscriptions.active).toBe(subs.counts.active);
    expect(owner.subscriptions.active).toBeGreaterThan(0);
    expect(owner.subscriptions.monthlyRecurringCents).toBe(Math.round(subs.monthlyRecurringRevenue * 100));

    const staff = await rows<{ status: string; open_shift_id: string | null }>(
      'select status, open_shift_id from hr_employees',
    );
    expect(owner.staff.clockedIn).toBe(staff.filter((e) => e.open_shift_id !== null).length);
    expect(owner.staff.employees).toBe(staff.filter((e) => e.status !== 'terminated').length);
    expect(owner.staff.onShift).toHaveLength(owner.staff.clockedIn);
  });

  it('counts the help requests Flora Bot left for a person, and one more after a hand-off', async () => {
    const open = async () => (await rows<{ id: string }>(`select id from help_requests where status = 'open'`)).length;
    const before = await get('/api/dashboards/owner');
    expect(before.helpRequests.open).toBe(await open());
    const handOff = handOffToStaff({
      handler: new CommandHandler({ store: shop.store, snapshots: new SnapshotStore(shop.database.db) }),
      db: createDb<ReadModels>(shop.database.pool),
    });
    const asker = { userId: 'guest', roles: [] };
    await handOff({
      asker,
      sessionId: 'dash-1',
      lang: 'es',
      message: 'Llámenme, por favor: 305 555 0101',
      transcript: [],
    });
    await shop.settle();
    const after = await get('/api/dashboards/owner');
    expect(after.helpRequests.open).toBe(before.helpRequests.open + 1);
    expect(after.helpRequests.open).toBe(await open());
  });

  it('moves at once with the books: a manual sale at the counter raises today’s sales and the cash', async () => {
    const before = await get('/api/dashboards/owner');
    const res = await shop.command.inject({
      method: 'POST',
      url: '/api/accounting/journal-entries',
      headers: await demoSignIn(shop.command, 'owner@flora.test'),
      payload: {
        date: shop.today(),
        description: 'Venta de mostrador sin ticket',
        lines: [
          { accountCode: ACCOUNTS.cash, debit: 123.45 },
          { accountCode: ACCOUNTS.counterSales, credit: 123.45 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await shop.settle();
    const after = await get('/api/dashboards/owner');
    expect(after.sales.today.counter - before.sales.today.counter).toBe(12_345);
    expect(after.sales.month.total - before.sales.month.total).toBe(12_345);
    expect(after.books.cash.tillCents - before.books.cash.tillCents).toBe(12_345);
    expect(after.books.month.marginCents - before.books.month.marginCents).toBe(12_345);
  });
});

describe('the admin dashboard', () => {
  it('shows the same shop figures without finances, with the users and the projections’ health', async () => {
    const [owner, admin] = [await get('/api/dashboards/owner'), await get('/api/dashboards/admin', ADMIN)];
    for (const key of ['period', 'sales', 'stock', 'deliveries', 'subscriptions', 'staff', 'helpRequests'])
      expect(admin[key], key).toEqual(owner[key]);
    expect(admin).not.toHaveProperty('books');
    for (const word of ['margin', 'costOfSales', 'tillCents', 'cardsCents', 'bankCents', 'receivable'])
      expect(JSON.stringify(admin)).not.toContain(word);

    const users = await rows<{ roles: string[]; status: string; created_at: Date }>(
      'select roles, status, created_at from users',
    );
    const activeUsers = users.filter((u) => u.status === 'active');
    expect(admin.users.active).toBe(activeUsers.length);
    expect(admin.users.inactive).toBe(users.length - activeUsers.length);
    expect(admin.users.byRole.cashier).toBe(activeUsers.filter((u) => u.roles.includes('cashier')).length);
    expect(admin.users.byRole.owner).toBeGreaterThan(0);

    const status = await readProjectionStatus(shop.database.db, shop.store);
    expect(admin.projections.items.map((i: { name: string }) => i.name)).toEqual(status.map((s) => s.name).sort());
    expect(admin.projections.running).toBe(status.filter((s) => s.status === 'running').length);
    expect(admin.projections.faulted).toBe(0);
  });

  it('answers the owner on the admin dashboard too (spec 2.2: the owner passes everything)', async () => {
    expect((await get('/api/dashboards/admin')).users.active).toBeGreaterThan(0);
  });
});

describe('who may read them', () => {
  it('refuses a cashier and the admin the owner’s figures, asks an anonymous caller to sign in', async () => {
    const cashier = bearer(['cashier'], 'u-cashier');
    expect((await get('/api/dashboards/owner', cashier, 403)).detail).toEqual(expect.any(String));
    await get('/api/dashboards/admin', cashier, 403);
    await get('/api/dashboards/owner', ADMIN, 403);
    await get('/api/dashboards/owner', {}, 401);
    await get('/api/dashboards/admin', {}, 401);
  });

  it('answers each role as the screens’ rules say (the guard and the API agree)', async () => {
    for (const [url, screen] of [
      ['/api/dashboards/owner', '/admin/owner'],
      ['/api/dashboards/admin', '/admin'],
    ] as const)
      for (const role of ROLES) {
        const res = await shop.read.inject({ url, headers: bearer([role], `u-${role}`) });
        expect(res.statusCode, `${url} as ${role}`).toBe(
          ruleAllows({ roles: [role] }, ROUTE_ACCESS[screen]!) ? 200 : 403,
        );
      }
  });

  it('refuses a parameter it does not know, in Spanish', async () => {
    const bad = await get('/api/dashboards/owner?from=2026-01-01', OWNER, 400);
    expect(bad.errors[0]).toMatchObject({ path: 'from', message: 'Parámetro desconocido.' });
  });
});
