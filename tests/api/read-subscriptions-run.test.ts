import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../domain/delivery';
import type { PlanView, SubscriptionPage, SubscriptionRunItem } from '../../domain/subscriptions';
import { bearer } from './read-fixtures';
import { CUSTOMERS, LUIS, OFFICE, openBookedShop, type SubscriptionBook } from './read-subscriptions-book';
import { HOME, type SubscriptionShop } from './read-subscriptions-shop';

// The run sheet (GET /api/subscriptions/deliveries) over the test shop's book: the scheduled cycles
// with their delivery's status and the planned ones, by day, zone and customer; then a read that
// passes ?minPosition waits for the subscriptions model to apply a write.

let shop: SubscriptionShop;
let app: FastifyInstance;
let book: SubscriptionBook;

beforeAll(async () => ({ shop, book, app } = await openBookedShop('read_subscriptions_run')));
afterAll(async () => shop?.close());

const as = bearer;
const DELIVERY = as(['delivery']);
type Run = { from: string; to: string; items: SubscriptionRunItem[] };

async function run(query = '', headers = DELIVERY): Promise<Run> {
  const res = await app.inject({ url: `/api/subscriptions/deliveries${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Run;
}
const rows = (r: Run) => r.items.map((i) => [i.deliveryDate, i.subscriptionId, i.status]);

describe('GET /api/subscriptions/deliveries', () => {
  it('without a date: today and the next thirteen days, scheduled and planned, by day', async () => {
    const found = await run();
    expect([found.from, found.to]).toEqual(['2026-01-16', '2026-01-29']);
    expect(rows(found)).toEqual([
      ['2026-01-16', book.biweekly, 'IN_TRANSIT'],
      ['2026-01-19', book.resumed, 'PLANNED'], // every other Monday from the 19th
      ['2026-01-20', book.weekly, 'PLANNED'], // the 27th skipped
      ['2026-01-28', book.pausedUntil, 'PLANNED'], // the 21st inside the pause
    ]);
    expect(found.items.filter((i) => weekdayOf(i.deliveryDate) === 7)).toEqual([]);
    expect(found.items[0]).toEqual({
      subscriptionId: book.biweekly,
      cycleDay: '2026-01-16',
      deliveryDate: '2026-01-16',
      deliveryId: book.today.deliveryId,
      trackingCode: book.today.trackingCode,
      status: 'IN_TRANSIT',
      driverName: LUIS.name,
      customerName: 'Ana Pérez',
      planName: 'Quincenal',
      deliveryAddress: HOME,
      zoneName: 'Brickell',
      notes: '',
      recipientPhone: '+1 305 555 0101',
    });
    // Planned: where the subscription goes now (moved to Miami Beach on the 15th).
    expect(found.items[2]).toMatchObject({
      cycleDay: '2026-01-20',
      deliveryId: null,
      trackingCode: null,
      driverName: null,
      customerName: 'Ana Pérez',
      planName: 'Semanal',
      deliveryAddress: OFFICE,
      zoneName: 'Miami Beach',
      notes: 'Dejar en recepción',
    });
  });

  it('one day, past or coming, and by status', async () => {
    const past = await run('?date=2026-01-06');
    expect([past.from, past.to]).toEqual(['2026-01-06', '2026-01-06']);
    // The scheduled one went where the subscription was then, however it moved since.
    expect(past.items).toMatchObject([{ subscriptionId: book.weekly, status: 'DELIVERED', deliveryAddress: HOME }]);
    expect(rows(await run('?date=2026-01-20'))).toEqual([['2026-01-20', book.weekly, 'PLANNED']]);
    expect(rows(await run('?status=PLANNED')).map((r) => r[0])).toEqual(['2026-01-19', '2026-01-20', '2026-01-28']);
    expect(rows(await run('?status=IN_TRANSIT'))).toEqual([['2026-01-16', book.biweekly, 'IN_TRANSIT']]);
    expect((await run('?date=2026-01-01&status=PENDING')).items).toMatchObject([{ subscriptionId: book.monthly }]);
    expect((await run('?date=2026-01-20&status=DELIVERED')).items).toEqual([]);
  });

  it('orders a day by zone, then customer', async () => {
    const extra = await shop.subscribe({
      customerId: CUSTOMERS.beto,
      frequency: 'weekly',
      preferredDay: 2,
      startDate: '2026-01-19',
      subscribedAt: '2026-01-16T14:00:00.000Z',
    });
    await shop.projectSubscriptions();
    // Beto's in Brickell before Ana's in Miami Beach.
    expect(rows(await run('?date=2026-01-20', as(['admin'])))).toEqual([
      ['2026-01-20', extra, 'PLANNED'],
      ['2026-01-20', book.weekly, 'PLANNED'],
    ]);
  });

  it('is for the subscription admin and the delivery staff only; its parameters are checked', async () => {
    for (const roles of [['client'], ['driver'], ['warehouse']]) {
      const res = await app.inject({ url: '/api/subscriptions/deliveries', headers: as(roles) });
      expect(res.statusCode, roles.join()).toBe(403);
    }
    for (const query of ['?date=2026-02-30', '?status=LATE', '?zone=brickell']) {
      const res = await app.inject({ url: `/api/subscriptions/deliveries${query}`, headers: DELIVERY });
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('read-your-writes', () => {
  it('a read passing ?minPosition waits until the subscriptions model has applied it', async () => {
    const position = await shop.record(book.open, '2026-01-16T14:50:00.000Z', {
      type: 'SubscriptionResumed',
      data: { subscriptionId: book.open, resumedOn: '2026-01-16' },
    });
    const url = `/api/subscriptions?status=paused&minPosition=${encodeURIComponent(position)}`;
    const waiting = app.inject({ url, headers: as(['admin']) });
    await shop.projectSubscriptions();
    const res = await waiting;
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SubscriptionPage).items.map((s) => s.id)).toEqual([book.pausedUntil]);
  });

  it('the plan book too, for anyone', async () => {
    const plan = {
      id: 'express',
      name: 'Express',
      description: 'De vuelta.',
      frequency: 'weekly' as const,
      priceCents: 2599,
      isActive: true,
    };
    const position = await shop.planBook('2026-01-16T14:55:00.000Z', {
      type: 'SubscriptionPlanEdited',
      data: { plan },
    });
    const waiting = app.inject({ url: `/api/subscriptions/plans?minPosition=${encodeURIComponent(position)}` });
    await shop.projectSubscriptions();
    const res = await waiting;
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { items: PlanView[] }).items;
    expect(items.map((p) => [p.id, p.price])).toEqual([
      ['weekly', 39.99],
      ['biweekly', 59.99],
      ['monthly', 89.99],
      ['express', 25.99],
      ['premium', 129.99],
    ]);
  });
});
