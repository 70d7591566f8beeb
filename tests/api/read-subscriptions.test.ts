import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanView, SubscriptionPage } from '../../domain/subscriptions';
import { CUSTOMERS, OFFICE, openBookedShop, type SubscriptionBook } from './read-subscriptions-book';
import type { SubscriptionShop } from './read-subscriptions-shop';
import { bearer } from './read-fixtures';

// The subscription reads over the test shop's book (read-subscriptions-book): the public plan book,
// the list with its counts and monthly revenue as of the shop's today, and a customer's own only (one
// subscription whole: read-subscriptions-detail).

let shop: SubscriptionShop;
let app: FastifyInstance;
let book: SubscriptionBook;

beforeAll(async () => ({ shop, book, app } = await openBookedShop('read_subscriptions', 7)));
afterAll(async () => shop?.close());

const as = bearer;
const ANA = as(['client'], CUSTOMERS.ana);
const ADMIN = as(['admin']);

async function get<T>(url: string, headers: Record<string, string> = {}, status = 200): Promise<T> {
  const res = await app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

describe('GET /api/subscriptions/plans', () => {
  it('shows anyone the active plans: the default three at their prices, then the added ones', async () => {
    const { items } = await get<{ items: PlanView[] }>('/api/subscriptions/plans');
    expect(items.map((p) => [p.code, p.name, p.frequency, p.price, p.active])).toEqual([
      ['weekly', 'Semanal', 'weekly', 39.99, true],
      ['biweekly', 'Quincenal', 'biweekly', 59.99, true],
      ['monthly', 'Mensual', 'monthly', 89.99, true],
      ['premium', 'Premium', 'monthly', 129.99, true],
    ]);
    expect(items[0]).toEqual({
      id: 'weekly',
      code: 'weekly',
      name: 'Semanal',
      description: 'Un arreglo fresco cada semana.',
      frequency: 'weekly',
      price: 39.99,
      active: true,
    });
  });

  it('shows the subscription admin the deactivated ones with ?all=true, and no one else', async () => {
    const { items } = await get<{ items: PlanView[] }>('/api/subscriptions/plans?all=true', ADMIN);
    expect(items.map((p) => [p.id, p.active])).toEqual([
      ['weekly', true],
      ['biweekly', true],
      ['monthly', true],
      ['express', false],
      ['premium', true],
    ]);
    await get('/api/subscriptions/plans?all=true', {}, 401);
    await get('/api/subscriptions/plans?all=true', ANA, 403);
    await get('/api/subscriptions/plans?all=true', as(['delivery']), 403);
    expect((await get<{ items: PlanView[] }>('/api/subscriptions/plans', ANA)).items).toHaveLength(4);
    await get('/api/subscriptions/plans?todos=1', {}, 400);
  });
});

describe('GET /api/subscriptions', () => {
  it('lists every subscription for the admin, newest first, as of the shop’s today', async () => {
    const page = await get<SubscriptionPage>('/api/subscriptions', ADMIN);
    const b = book;
    expect(page.items.map((s) => s.id)).toEqual([
      b.open,
      b.cancelled,
      b.resumed,
      b.pausedUntil,
      b.monthly,
      b.biweekly,
      b.weekly,
    ]);
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 20, pageCount: 1 });
    expect(page.counts).toEqual({ active: 4, paused: 2, cancelled: 1 });
    // 39.99 × 52/12 + 59.99 × 26/12 (twice: Carla's changed plan) + 89.99 = 523.2367
    expect(page.monthlyRecurringRevenue).toBe(523.24);
    const byId = new Map(page.items.map((s) => [s.id, s]));
    const view = (id: string) => {
      const s = byId.get(id)!;
      return [s.status, s.pausedUntil, s.nextDeliveryDate, s.customerName];
    };
    expect(view(b.weekly)).toEqual(['active', null, '2026-01-20', 'Ana Pérez']);
    expect(view(b.biweekly)).toEqual(['active', null, '2026-01-16', 'Ana Pérez']); // its pause ended on the 10th
    expect(view(b.monthly)).toEqual(['active', null, '2026-02-02', 'Beto Díaz']); // the 1st is a Sunday
    expect(view(b.pausedUntil)).toEqual(['paused', '2026-01-24', '2026-01-28', 'Beto Díaz']);
    expect(view(b.resumed)).toEqual(['active', null, '2026-01-19', 'Carla Gómez']);
    expect(view(b.cancelled)).toEqual(['cancelled', null, null, 'Carla Gómez']);
    expect(view(b.open)).toEqual(['paused', null, null, null]);
    expect(byId.get(b.resumed)).toMatchObject({
      planId: 'biweekly',
      plan: 'biweekly',
      frequency: 'biweekly',
      price: 59.99,
    });
    expect(byId.get(b.weekly)).toEqual({
      id: b.weekly,
      customerId: CUSTOMERS.ana,
      customerName: 'Ana Pérez',
      planId: 'weekly',
      planName: 'Semanal',
      plan: 'weekly',
      frequency: 'weekly',
      price: 39.99,
      status: 'active',
      pausedUntil: null,
      deliveryAddress: OFFICE,
      zoneName: 'Miami Beach',
      preferredDay: 2,
      startDate: '2025-12-01',
      nextDeliveryDate: '2026-01-20',
      nextDelivery: '2026-01-20',
      createdAt: '2025-11-28T15:00:00.000Z',
    });
  });

  it('filters by the status as of today (a pause that ended reads active) and by customer', async () => {
    const ids = async (query: string) =>
      (await get<SubscriptionPage>(`/api/subscriptions?${query}`, ADMIN)).items.map((s) => s.id);
    expect(await ids('status=active')).toEqual([book.resumed, book.monthly, book.biweekly, book.weekly]);
    expect(await ids('status=paused')).toEqual([book.open, book.pausedUntil]);
    expect(await ids('status=cancelled')).toEqual([book.cancelled]);
    const paused = await get<SubscriptionPage>('/api/subscriptions?status=paused', ADMIN);
    expect(paused).toMatchObject({ total: 2, counts: { active: 4, paused: 2, cancelled: 1 } });
    const beto = await get<SubscriptionPage>(`/api/subscriptions?customer=${CUSTOMERS.beto}`, ADMIN);
    expect(beto.items.map((s) => s.id)).toEqual([book.pausedUntil, book.monthly]);
    expect(beto).toMatchObject({
      total: 2,
      counts: { active: 1, paused: 1, cancelled: 0 },
      monthlyRecurringRevenue: 89.99,
    });
    expect(await ids('status=active&page=2')).toEqual([]);
  });

  it('shows a client their own only, whatever customer they ask for', async () => {
    for (const query of ['', `?customer=${CUSTOMERS.beto}`]) {
      const own = await get<SubscriptionPage>(`/api/subscriptions${query}`, ANA);
      expect(own.items.map((s) => s.id)).toEqual([book.biweekly, book.weekly]);
      // 39.99 × 52/12 + 59.99 × 26/12 = 303.2683
      expect(own).toMatchObject({
        total: 2,
        counts: { active: 2, paused: 0, cancelled: 0 },
        monthlyRecurringRevenue: 303.27,
      });
    }
  });

  it('refuses other roles, unknown parameters and bad values', async () => {
    await get('/api/subscriptions', as(['delivery']), 403);
    await get('/api/subscriptions', {}, 401);
    await get('/api/subscriptions?estado=active', ADMIN, 400);
    await get('/api/subscriptions?status=late', ADMIN, 400);
    await get('/api/subscriptions?page=0', ADMIN, 400);
  });
});
