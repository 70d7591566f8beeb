import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../domain/delivery';
import type { SubscriptionByIdView } from '../../domain/subscriptions';
import { CUSTOMERS, LUIS, OFFICE, openBookedShop, type SubscriptionBook } from './read-subscriptions-book';
import type { SubscriptionShop } from './read-subscriptions-shop';
import { codeOf } from './read-orders-shop';
import { bearer } from './read-fixtures';

// One subscription over the test shop's book (read-subscriptions-book): its scheduled deliveries with
// their status, the next planned ones (never on a Sunday), its payments; a customer's own only.

let shop: SubscriptionShop;
let app: FastifyInstance;
let book: SubscriptionBook;

beforeAll(async () => ({ shop, book, app } = await openBookedShop('read_subscriptions_detail', 7)));
afterAll(async () => shop?.close());

const as = bearer;
const ANA = as(['client'], CUSTOMERS.ana);
const ADMIN = as(['admin']);

async function get<T>(url: string, headers: Record<string, string> = {}, status = 200): Promise<T> {
  const res = await app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

describe('GET /api/subscriptions/:id', () => {
  it('shows the scheduled deliveries with their status, the next planned ones, and a payment per cycle', async () => {
    const found = await get<SubscriptionByIdView>(`/api/subscriptions/${book.weekly}`, ANA);
    expect(found.subscription).toMatchObject({
      id: book.weekly,
      notes: 'Dejar en recepción',
      recipientPhone: '+1 305 555 0101',
      cancelReason: null,
      cancelledAt: null,
      skips: ['2026-01-27'],
      pauses: [],
      deliveryAddress: OFFICE,
    });
    const scheduled = { subscriptionId: book.weekly };
    expect(found.deliveries).toEqual([
      {
        ...scheduled,
        cycleDay: '2026-01-06',
        deliveryDate: '2026-01-06',
        deliveryId: book.delivered.deliveryId,
        trackingCode: codeOf(100),
        status: 'DELIVERED',
        driverName: LUIS.name,
      },
      {
        ...scheduled,
        cycleDay: '2026-01-13',
        deliveryDate: '2026-01-13',
        deliveryId: book.waiting.deliveryId,
        trackingCode: codeOf(101),
        status: 'PENDING',
        driverName: null,
      },
      // The 27th was skipped.
      ...['2026-01-20', '2026-02-03', '2026-02-10', '2026-02-17'].map((day) => ({
        ...scheduled,
        cycleDay: day,
        deliveryDate: day,
        deliveryId: null,
        trackingCode: null,
        status: 'PLANNED',
        driverName: null,
      })),
    ]);
    expect(found.payments).toEqual([
      {
        cycleDay: '2026-01-06',
        deliveryDate: '2026-01-06',
        amount: 39.99,
        status: 'paid',
        method: 'card',
        paidAt: '2026-01-06T18:00:00.000Z',
        waivedReason: null,
      },
      {
        cycleDay: '2026-01-13',
        deliveryDate: '2026-01-13',
        amount: 39.99,
        status: 'waived',
        method: null,
        paidAt: null,
        waivedReason: 'Flores dañadas',
      },
    ]);
  });

  it('plans a Sunday cycle for the Monday after, never on a Sunday', async () => {
    const found = await get<SubscriptionByIdView>(`/api/subscriptions/${book.monthly}`, ADMIN);
    expect(found.deliveries.map((d) => [d.cycleDay, d.deliveryDate, d.status])).toEqual([
      ['2026-01-01', '2026-01-01', 'PENDING'],
      ['2026-02-01', '2026-02-02', 'PLANNED'],
      ['2026-03-01', '2026-03-02', 'PLANNED'],
      ['2026-04-01', '2026-04-01', 'PLANNED'],
      ['2026-05-01', '2026-05-01', 'PLANNED'],
    ]);
    expect(found.deliveries.filter((d) => weekdayOf(d.deliveryDate) === 7)).toEqual([]);
    expect(found.payments.map((p) => [p.cycleDay, p.amount, p.status])).toEqual([['2026-01-01', 89.99, 'due']]);
  });

  it('plans nothing for a cancelled subscription or one paused without end, and shows the resumed pause', async () => {
    const cancelled = await get<SubscriptionByIdView>(`/api/subscriptions/${book.cancelled}`, ADMIN);
    expect(cancelled.subscription).toMatchObject({ status: 'cancelled', cancelReason: 'Se muda' });
    expect(cancelled.subscription.cancelledAt).toBe('2026-01-12T15:00:00.000Z');
    expect(cancelled.deliveries).toEqual([]);
    expect((await get<SubscriptionByIdView>(`/api/subscriptions/${book.open}`, ADMIN)).deliveries).toEqual([]);
    const resumed = await get<SubscriptionByIdView>(`/api/subscriptions/${book.resumed}`, ADMIN);
    expect(resumed.subscription.pauses).toEqual([{ from: '2026-01-10', until: '2026-01-14' }]);
    expect(resumed.deliveries.map((d) => d.deliveryDate)).toEqual([
      '2026-01-19',
      '2026-02-02',
      '2026-02-16',
      '2026-03-02',
    ]);
  });

  it('answers another customer’s subscription exactly like an unknown one, and a malformed id with a 400', async () => {
    const another = await app.inject({ url: `/api/subscriptions/${book.monthly}`, headers: ANA });
    const unknown = await app.inject({ url: `/api/subscriptions/${randomUUID()}`, headers: ANA });
    for (const res of [another, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'SUBSCRIPTION.NOT_FOUND', detail: 'Suscripción no encontrada.' });
    }
    const malformed = await app.inject({ url: '/api/subscriptions/no-es-un-id', headers: ADMIN });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toMatch(/^application\/problem\+json/);
    await get(`/api/subscriptions/${book.weekly}?x=1`, ADMIN, 400);
  });
});
