import { randomUUID } from 'node:crypto';
import {
  firstCycleDay,
  PLAN_BOOK_STREAM,
  subscriptionStream,
  type Frequency,
  type PlanBookEvent,
  type SubscribedPlan,
  type SubscriptionEvent,
} from '../../domain/subscriptions';
import { openDeliveryShop, type DeliveryShop } from './read-deliveries-shop';
import { codeOf } from './read-orders-shop';

// Subscriptions as their streams hold them: the test appends the subscription and plan book events
// itself (with the actor and time it chooses), and schedules each cycle's delivery with the delivery
// decider as the scheduler's reactor does, on the deliveries test shop (store, users and deliveries
// read models, read-apis on a fixed clock) with the subscriptions read model.

export const SUBSCRIPTION_MODELS = ['users', 'deliveries', 'subscriptions'] as const;

export const PLANS: Record<Frequency, SubscribedPlan> = {
  weekly: { planId: 'weekly', name: 'Semanal', frequency: 'weekly', priceCents: 3999 },
  biweekly: { planId: 'biweekly', name: 'Quincenal', frequency: 'biweekly', priceCents: 5999 },
  monthly: { planId: 'monthly', name: 'Mensual', frequency: 'monthly', priceCents: 8999 },
};

export const BRICKELL = { id: 'brickell', name: 'Brickell', estimatedDeliveryTime: 45 };
export const MIAMI_BEACH = { id: 'miami-beach', name: 'Miami Beach', estimatedDeliveryTime: 60 };
export const HOME = { name: 'Casa', street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zipCode: '33131' };

export interface NewSubscription {
  customerId: string;
  frequency: Frequency;
  /** ISO weekday of the deliveries (1 = Monday … 6 = Saturday). */
  preferredDay: number;
  startDate: string;
  subscribedAt: string;
  notes?: string;
}

export async function openSubscriptionShop(prefix: string) {
  const shop: DeliveryShop = await openDeliveryShop(prefix);
  let codes = 100;

  /** Events appended to a stream as one command would; the position written. */
  async function append(stream: string, events: (SubscriptionEvent | PlanBookEvent)[], at: string) {
    const history = await shop.store.readStream(stream);
    const commandId = randomUUID();
    const metadata = {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor: { userId: 'u-admin', roles: ['admin'] },
      source: { app: 'test' },
      occurredAt: at,
      schemaVersion: 1,
    };
    const last = history[history.length - 1];
    const appended = await shop.store.appendToStream(
      stream,
      events.map((e) => ({ type: e.type, data: e.data, metadata })),
      { expected: last ? last.revision : 'no_stream' },
    );
    return appended.position;
  }

  /** A subscription in Brickell, its first cycle on the preferred day on or after its start. */
  async function subscribe(s: NewSubscription) {
    const subscriptionId = randomUUID();
    const cadence = { frequency: s.frequency, anchor: firstCycleDay(s.startDate, s.preferredDay) };
    const data = {
      subscriptionId,
      customerId: s.customerId,
      plan: PLANS[s.frequency],
      deliveryAddress: HOME,
      recipientPhone: '+1 305 555 0101',
      zone: BRICKELL,
      preferredDay: s.preferredDay,
      startDate: s.startDate,
      cadence,
      notes: s.notes ?? '',
      subscribedAt: s.subscribedAt,
    };
    await append(subscriptionStream(subscriptionId), [{ type: 'Subscribed', data }], s.subscribedAt);
    return subscriptionId;
  }

  /** Later events of a subscription (not `then`: the shop would be a thenable). */
  const record = (subscriptionId: string, at: string, ...events: SubscriptionEvent[]) =>
    append(subscriptionStream(subscriptionId), events, at);

  /** A cycle scheduled as the scheduler does: its delivery made by the delivery decider, then the cycle. */
  async function scheduleCycle(
    subscriptionId: string,
    plan: Frequency,
    { cycleDay, deliveryDay }: { cycleDay: string; deliveryDay: string },
    at: string,
  ) {
    const deliveryId = randomUUID();
    const trackingCode = codeOf(codes++);
    const { street, city, state, zipCode } = HOME;
    const data = {
      deliveryId,
      source: { type: 'subscription' as const, id: subscriptionId, number: `S-${cycleDay}` },
      trackingCode,
      customerName: 'Cliente',
      recipientPhone: '+1 305 555 0101',
      destination: { address: { street, city, state, zipCode }, location: { latitude: 25.762, longitude: -80.19 } },
      zone: BRICKELL,
      deliveryDate: deliveryDay,
    };
    await shop.delivery(deliveryId, { type: 'ScheduleDelivery', data }, { at });
    const deliverTo = { deliveryAddress: HOME, recipientPhone: '+1 305 555 0101', zone: BRICKELL };
    await record(subscriptionId, at, {
      type: 'SubscriptionCycleScheduled',
      data: { subscriptionId, cycleDay, deliveryDay, deliveryId, chargeCents: PLANS[plan].priceCents, deliverTo },
    });
    return { deliveryId, trackingCode };
  }

  return {
    ...shop,
    append,
    subscribe,
    record,
    scheduleCycle,
    planBook: (at: string, ...events: PlanBookEvent[]) => append(PLAN_BOOK_STREAM, events, at),
    registerCustomer: (userId: string, name: string) => shop.registerDriver(userId, name, ['client']),
    projectSubscriptions: (batchSize = 50) => shop.project(batchSize, SUBSCRIPTION_MODELS),
  };
}

export type SubscriptionShop = Awaited<ReturnType<typeof openSubscriptionShop>>;
