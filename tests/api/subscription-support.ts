import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { subscriptionStream, type SubscriptionEvent } from '../../domain/subscriptions';
import type { RecordedEvent } from '../../infra/event-store/port';
import { brickell, useOrdersApi } from './orders-support';

// Subscriptions' command routes on a fresh database, the shop's clock pinned to Thursday 2026-01-15
// (orders-support): a customer's weekly plan from Friday the 16th, delivered on Tuesdays.

export const weeklyBody = (over: Record<string, unknown> = {}) => ({
  planId: 'weekly',
  deliveryAddress: brickell,
  recipientPhone: '+1 305 555 0101',
  startDate: '2026-01-16',
  preferredDay: 2,
  notes: 'Dejar con el portero',
  ...over,
});

export function useSubscriptionsApi(prefix: string) {
  const { ordersApi, token } = useOrdersApi(prefix);
  async function subscriptionsApi(clock?: () => Date) {
    const api = await ordersApi(clock);
    const patch = (url: string, payload: object, who: string) =>
      api.app.inject({ method: 'PATCH', url, payload, headers: { authorization: `Bearer ${who}` } });
    const subscribe = async (who: string, over: Record<string, unknown> = {}) => {
      const res = await api.post('/api/subscriptions', weeklyBody(over), who);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const events = async (id: string) =>
      (await api.store.readStream(subscriptionStream(id))) as (RecordedEvent & SubscriptionEvent)[];
    const countEvents = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from events`.execute(
            api.database.db as unknown as Kysely<unknown>,
          )
        ).rows[0]!.n,
      );
    return { ...api, patch, subscribe, events, countEvents };
  }
  return { subscriptionsApi, token };
}
