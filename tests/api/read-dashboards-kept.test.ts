import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS } from '../../domain/accounting';
import { createDb } from '../../infra/db/pool';
import type { ReadModels } from '../../projections/read-models';
import { keptOwnerFigures, readOwnerFigures } from '../../read-api/dashboards/queries/owner-figures';
import { periodsAt } from '../../read-api/dashboards/queries/shop-periods';
import type { ProjectionFeed } from '../../read-api/shared/projection-feed';
import { shopTimeZone } from '../../read-api/shared/shop-settings';
import { demoSignIn } from './identity-support';
import { openDashboardShop, type DashboardShop } from './read-dashboards-shop';
import { bearer } from './read-fixtures';

// Issue 42: the owner's answer is kept between two changes of its read models. A sale read back with
// the position its command answered shows in the figures at once; kept answers follow the
// checkpoints even when no notice is heard; another day or another zone is another answer, each the
// one a read without the cache gives; and every caller is checked before any kept answer is given.

const OWNER = bearer(['owner'], 'u-owner');
const URL = '/api/dashboards/owner';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let shop: DashboardShop;
let owner: Record<string, string>;
let db: Kysely<ReadModels>;
beforeAll(async () => {
  shop = await openDashboardShop('read_dashboards_kept');
  db = createDb<ReadModels>(shop.database.pool);
  owner = await demoSignIn(shop.command, 'owner@flora.test');
}, 240_000);
afterAll(async () => shop?.close());

const get = async (url: string, headers: Record<string, string> = OWNER, status = 200) => {
  const res = await shop.read.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(status);
  if (status === 200) expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return { body: res.json() as Json, position: res.headers['x-read-position'] as string | undefined };
};
/** A counter sale of `cents` on `day` through the command-api; the position its command answered. */
async function sale(cents: number, day: string): Promise<string> {
  const res = await shop.command.inject({
    method: 'POST',
    url: '/api/accounting/journal-entries',
    headers: owner,
    payload: {
      date: day,
      description: 'Venta de mostrador sin ticket',
      lines: [
        { accountCode: ACCOUNTS.cash, debit: cents / 100 },
        { accountCode: ACCOUNTS.counterSales, credit: cents / 100 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().position as string;
}
/** The figures as a read without the cache gives them, as the client reads them. */
const uncached = async (timeZone: string, now: Date) =>
  JSON.parse(JSON.stringify((await readOwnerFigures(db, periodsAt(timeZone, now))).figures)) as Json;

describe('the owner dashboard kept between changes', () => {
  it('shows a sale read back with its position, though the answer before it was kept', async () => {
    const before = await get(URL);
    expect((await get(URL)).body).toEqual(before.body);
    expect(before.position).toEqual(expect.any(String));
    const position = await sale(12_345, shop.today());
    await shop.settle();
    const after = await get(`${URL}?minPosition=${encodeURIComponent(position)}`);
    expect(after.body.sales.today.counter - before.body.sales.today.counter).toBe(12_345);
    expect(after.body.books.cash.tillCents - before.body.books.cash.tillCents).toBe(12_345);
    expect(after.body.books.month.marginCents - before.body.books.month.marginCents).toBe(12_345);
    // It says where it stands: at the sale or past it.
    expect(shop.store.comparePositions(after.position!, position)).toBeGreaterThanOrEqual(0);
  });

  it('follows the checkpoints, not the notices: a process that hears none still reads the change', async () => {
    const deaf = { subscribe: () => () => {} } as unknown as ProjectionFeed;
    const now = new Date();
    const timeZone = await shopTimeZone(shop.store);
    const ask = keptOwnerFigures({ db: db, store: shop.store, feed: deaf, now: () => now });
    const first = await ask(false);
    // Kept: the same answer, and two asked at once share one read.
    expect(await ask(false)).toBe(first);
    const [a, b] = await Promise.all([ask(false), ask(false)]);
    expect(b).toBe(a);

    await sale(500, periodsAt(timeZone, now).today);
    await shop.settle();
    const after = await ask(false);
    expect(after.figures.sales.today.counter - first.figures.sales.today.counter).toBe(500);
    expect(JSON.parse(JSON.stringify(after.figures))).toEqual(await uncached(timeZone, now));
  });

  it('keeps another day as another answer, each the one read without the cache', async () => {
    const deaf = { subscribe: () => () => {} } as unknown as ProjectionFeed;
    const timeZone = await shopTimeZone(shop.store);
    const today = new Date();
    const earlier = new Date(today.getTime() - 3 * 86_400_000);
    let now = today;
    const ask = keptOwnerFigures({ db: db, store: shop.store, feed: deaf, now: () => now });
    const onToday = await ask(false);
    now = earlier;
    const onEarlier = await ask(false);
    expect(onEarlier.figures.period.today).toBe(periodsAt(timeZone, earlier).today);
    expect(onEarlier.figures.period.today).not.toBe(onToday.figures.period.today);
    expect(JSON.parse(JSON.stringify(onEarlier.figures))).toEqual(await uncached(timeZone, earlier));
    now = today;
    expect(JSON.parse(JSON.stringify((await ask(false)).figures))).toEqual(await uncached(timeZone, today));
  });

  it('answers every owner alike, and checks each caller before any kept answer', async () => {
    const first = await get(URL, bearer(['owner'], 'u-owner-1'));
    expect((await get(URL, bearer(['owner'], 'u-owner-2'))).body).toEqual(first.body);
    expect((await get(URL, bearer(['cashier'], 'u-cashier'), 403)).body.detail).toEqual(expect.any(String));
    await get(URL, bearer(['admin'], 'u-admin'), 403);
    await get(URL, {}, 401);
    const bad = await get(`${URL}?today=2020-01-01`, OWNER, 400);
    expect(bad.body.errors[0]).toMatchObject({ path: 'today', message: 'Parámetro desconocido.' });
    expect((await get(`${URL}?minPosition=nope`, OWNER, 400)).body.code).toBe('INVALID_POSITION');
  });

  // Last: the shop's zone stays changed.
  it('cuts the days in the zone just configured: read back with its position, then for everyone', async () => {
    const before = await get(URL);
    const zone = before.body.period.timeZone === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const res = await shop.command.inject({
      method: 'PUT',
      url: '/api/settings/time-zone',
      headers: owner,
      payload: { timeZone: zone },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await shop.settle();
    const moved = await get(`${URL}?minPosition=${encodeURIComponent(res.json().position as string)}`);
    expect(moved.body.period.timeZone).toBe(zone);
    expect(moved.body).toEqual(await uncached(zone, new Date()));
    // A read without a position hears of the change from the audit projection's notice.
    await vi.waitFor(async () => expect((await get(URL)).body.period.timeZone).toBe(zone), { timeout: 10_000 });
  });
});
