import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@domain/subscriptions';
import { useUrlParams } from '@/lib/use-url-params';
import type { SubscriptionQuery } from '../api/keys';

const isStatus = (v: string | null): v is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(v ?? '');

/** /admin/subscription's filters in the URL (status, customer, page): reload and back keep them. */
export function useAdminFilters() {
  const { params, update } = useUrlParams();
  const status = params.get('status');
  const page = Number(params.get('page') ?? 1);
  const query: SubscriptionQuery = {
    status: isStatus(status) ? status : undefined,
    customer: params.get('customer') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  return {
    query,
    setStatus: (s: string | undefined) => update({ status: s }),
    setCustomer: (c: string | undefined) => update({ customer: c }),
    setPage: (p: number) => update({ page: p > 1 ? p : undefined }),
  };
}

/** /admin/subscription/deliveries' day (none: the next two weeks) and status in the URL. */
export function useRunFilters() {
  const { params, update } = useUrlParams();
  return {
    date: params.get('date') || undefined,
    status: params.get('status') || undefined,
    setDate: (d: string | undefined) => update({ date: d }),
    setStatus: (s: string | undefined) => update({ status: s }),
  };
}
