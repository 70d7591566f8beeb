import type { SubscriptionStatus } from '@domain/subscriptions';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Every subscription query key starts with 'subscriptions': the websocket's notices of the
// subscriptions' read models (`refreshedBy`) and every subscription or plan command invalidate them
// all, so a plan edited, a pause or a delivery scheduled reaches every open screen. A cycle shows
// its delivery's status: the deliveries' notices refresh them too.

/** GET /api/subscriptions' filters (a client gets only their own, whatever they ask). */
export interface SubscriptionQuery {
  status?: SubscriptionStatus;
  /** A customer's id (staff). */
  customer?: string;
  page: number;
}

/** GET /api/subscriptions/deliveries' filters: the day (yyyy-mm-dd; the server's today when absent) and a status. */
export interface RunQuery {
  date?: string;
  status?: string;
}

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: (all: boolean) => ['subscriptions', 'plans', all ? 'all' : 'active'] as const,
  list: (q: SubscriptionQuery) => ['subscriptions', 'list', q] as const,
  detail: (id: string) => ['subscriptions', 'detail', id] as const,
  run: (q: RunQuery) => ['subscriptions', 'run', q] as const,
  /** The staff's choice of customer: the client accounts (users read model). */
  customers: (search: string) => ['subscriptions', 'customers', search] as const,
};

export const refreshedBy: RefreshedBy = { subscriptions: [subscriptionKeys.all], deliveries: [subscriptionKeys.all] };
