import { MIAMI_BEACH, openSubscriptionShop, PLANS, type SubscriptionShop } from './read-subscriptions-shop';

// The test shop's subscriptions, read on Friday 16 January 2026 at 10:00 in Miami (15:00 UTC):
// seven subscriptions of four customers in every standing (active, a pause that ended, paused until a
// day, paused without end, resumed, changed plan and address, cancelled), four scheduled cycles with
// their deliveries and charges, and a plan book with two plans added (one deactivated).

export const NOW = '2026-01-16T15:00:00.000Z';
export const TODAY = '2026-01-16';
export const LUIS = { id: 'drv-luis', name: 'Luis Mora' };
export const OFFICE = { name: 'Oficina', street: '1500 Ocean Dr', city: 'Miami Beach', state: 'FL', zipCode: '33139' };
export const CUSTOMERS = { ana: 'client-ana', beto: 'client-beto', carla: 'client-carla', dora: 'client-dora' };

const noon = (day: string) => `${day}T17:00:00.000Z`;

export async function subscriptionBook(shop: SubscriptionShop) {
  await shop.registerCustomer(CUSTOMERS.ana, 'Ana Pérez');
  await shop.registerCustomer(CUSTOMERS.beto, 'Beto Díaz');
  await shop.registerCustomer(CUSTOMERS.carla, 'Carla Gómez'); // Dora has no account in the users model
  await shop.registerDriver(LUIS.id, LUIS.name);

  // Ana, weekly on Tuesdays: one delivered and paid, one waiting and waived, the 27th skipped, moved to Miami Beach.
  const weekly = await shop.subscribe({
    customerId: CUSTOMERS.ana,
    frequency: 'weekly',
    preferredDay: 2,
    startDate: '2025-12-01',
    subscribedAt: '2025-11-28T15:00:00.000Z',
    notes: 'Dejar en recepción',
  });
  const delivered = await shop.scheduleCycle(
    weekly,
    'weekly',
    { cycleDay: '2026-01-06', deliveryDay: '2026-01-06' },
    noon('2026-01-04'),
  );
  await shop.assign(delivered.deliveryId, LUIS.id, LUIS.name, '2026-01-06T14:00:00.000Z');
  await shop.onTheRoad(delivered.deliveryId, LUIS.id, delivered.trackingCode, '2026-01-06T15:00:00.000Z');
  await shop.complete(delivered.deliveryId, LUIS.id, 'Ana', null, '2026-01-06T16:00:00.000Z');
  const paid = {
    cycleDay: '2026-01-06',
    method: 'card' as const,
    amountCents: 3999,
    paidAt: '2026-01-06T18:00:00.000Z',
  };
  await shop.record(weekly, paid.paidAt, { type: 'SubscriptionChargePaid', data: { subscriptionId: weekly, ...paid } });
  const waiting = await shop.scheduleCycle(
    weekly,
    'weekly',
    { cycleDay: '2026-01-13', deliveryDay: '2026-01-13' },
    noon('2026-01-11'),
  );
  const waived = { cycleDay: '2026-01-13', reason: 'Flores dañadas', waivedAt: '2026-01-14T10:00:00.000Z' };
  await shop.record(weekly, waived.waivedAt, {
    type: 'SubscriptionChargeWaived',
    data: { subscriptionId: weekly, ...waived },
  });
  await shop.record(weekly, noon('2026-01-15'), {
    type: 'SubscriptionCycleSkipped',
    data: { subscriptionId: weekly, cycleDay: '2026-01-27' },
  });
  await shop.record(weekly, noon('2026-01-15'), {
    type: 'SubscriptionAddressChanged',
    data: { subscriptionId: weekly, deliveryAddress: OFFICE, zone: MIAMI_BEACH },
  });

  // Ana, every other Friday: a pause that ended on the 10th (never resumed: it reads active), today's on the road.
  const biweekly = await shop.subscribe({
    customerId: CUSTOMERS.ana,
    frequency: 'biweekly',
    preferredDay: 5,
    startDate: '2025-12-15',
    subscribedAt: '2025-12-10T15:00:00.000Z',
  });
  await shop.record(biweekly, noon('2026-01-02'), {
    type: 'SubscriptionPaused',
    data: { subscriptionId: biweekly, pause: { from: '2026-01-02', until: '2026-01-10' } },
  });
  const today = await shop.scheduleCycle(
    biweekly,
    'biweekly',
    { cycleDay: '2026-01-16', deliveryDay: '2026-01-16' },
    noon('2026-01-14'),
  );
  await shop.assign(today.deliveryId, LUIS.id, LUIS.name, '2026-01-16T14:00:00.000Z');
  await shop.onTheRoad(today.deliveryId, LUIS.id, today.trackingCode, '2026-01-16T14:30:00.000Z');

  // Beto, monthly on the 1st (February and March fall on Sundays); the first one scheduled.
  const monthly = await shop.subscribe({
    customerId: CUSTOMERS.beto,
    frequency: 'monthly',
    preferredDay: 4,
    startDate: '2026-01-01',
    subscribedAt: '2025-12-20T15:00:00.000Z',
  });
  await shop.scheduleCycle(
    monthly,
    'monthly',
    { cycleDay: '2026-01-01', deliveryDay: '2026-01-01' },
    noon('2025-12-30'),
  );

  // Beto, weekly on Wednesdays, paused until the 24th.
  const pausedUntil = await shop.subscribe({
    customerId: CUSTOMERS.beto,
    frequency: 'weekly',
    preferredDay: 3,
    startDate: '2025-12-22',
    subscribedAt: '2025-12-22T15:00:00.000Z',
  });
  await shop.record(pausedUntil, noon('2026-01-12'), {
    type: 'SubscriptionPaused',
    data: { subscriptionId: pausedUntil, pause: { from: '2026-01-12', until: '2026-01-24' } },
  });

  // Carla, weekly on Mondays: paused without end, resumed on the 14th, then every other Monday from the 19th.
  const resumed = await shop.subscribe({
    customerId: CUSTOMERS.carla,
    frequency: 'weekly',
    preferredDay: 1,
    startDate: '2025-12-29',
    subscribedAt: '2025-12-29T15:00:00.000Z',
  });
  await shop.record(resumed, noon('2026-01-10'), {
    type: 'SubscriptionPaused',
    data: { subscriptionId: resumed, pause: { from: '2026-01-10', until: null } },
  });
  await shop.record(resumed, noon('2026-01-14'), {
    type: 'SubscriptionResumed',
    data: { subscriptionId: resumed, resumedOn: '2026-01-14' },
  });
  await shop.record(resumed, noon('2026-01-15'), {
    type: 'SubscriptionPlanChanged',
    data: {
      subscriptionId: resumed,
      plan: PLANS.biweekly,
      cadence: { frequency: 'biweekly', anchor: '2026-01-19' },
      from: '2026-01-19',
    },
  });

  // Carla, weekly on Saturdays, cancelled.
  const cancelled = await shop.subscribe({
    customerId: CUSTOMERS.carla,
    frequency: 'weekly',
    preferredDay: 6,
    startDate: '2026-01-03',
    subscribedAt: '2026-01-03T15:00:00.000Z',
  });
  await shop.record(cancelled, '2026-01-12T15:00:00.000Z', {
    type: 'SubscriptionCancelled',
    data: { subscriptionId: cancelled, reason: 'Se muda', cancelledAt: '2026-01-12T15:00:00.000Z' },
  });

  // Dora, weekly on Thursdays, paused without end since yesterday.
  const open = await shop.subscribe({
    customerId: CUSTOMERS.dora,
    frequency: 'weekly',
    preferredDay: 4,
    startDate: '2026-01-05',
    subscribedAt: '2026-01-05T15:00:00.000Z',
  });
  await shop.record(open, noon('2026-01-15'), {
    type: 'SubscriptionPaused',
    data: { subscriptionId: open, pause: { from: '2026-01-15', until: null } },
  });

  const premium = {
    id: 'premium',
    name: 'Premium',
    description: 'Rosas importadas cada mes.',
    frequency: 'monthly' as const,
    priceCents: 12999,
    isActive: true,
  };
  const express = { ...premium, id: 'express', name: 'Express', frequency: 'weekly' as const, priceCents: 2499 };
  await shop.planBook(
    noon('2026-01-10'),
    { type: 'SubscriptionPlanAdded', data: { plan: premium } },
    { type: 'SubscriptionPlanAdded', data: { plan: express } },
  );
  await shop.planBook(noon('2026-01-12'), {
    type: 'SubscriptionPlanEdited',
    data: { plan: { ...express, isActive: false } },
  });

  return { weekly, biweekly, monthly, pausedUntil, resumed, cancelled, open, delivered, waiting, today };
}

export type SubscriptionBook = Awaited<ReturnType<typeof subscriptionBook>>;

/** A test file's shop: the book recorded, projected (in batches of `batchSize`), and a read-api at NOW. */
export async function openBookedShop(prefix: string, batchSize?: number) {
  const shop = await openSubscriptionShop(prefix);
  const book = await subscriptionBook(shop);
  await shop.projectSubscriptions(batchSize);
  return { shop, book, app: await shop.appAt(NOW) };
}
