import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlanList, SubscriptionByIdView, SubscriptionPage, SubscriptionRun } from '@domain/subscriptions';
import type { UserListItem } from '@domain/users';
import { subscriptionsMinPosition } from './consistency';
import { subscriptionKeys, type RunQuery, type SubscriptionQuery } from './keys';

/** GET /api/subscriptions/plans — public: the active plans; `all` (staff) every plan, inactive ones too. */
export const usePlans = (all = false) =>
  useQuery({
    queryKey: subscriptionKeys.plans(all),
    queryFn: ({ signal }) =>
      api.get<PlanList>('/subscriptions/plans', {
        query: { all: all ? 'true' : undefined, minPosition: subscriptionsMinPosition() },
        signal,
        handleUnauthorized: false,
      }),
    select: (answer) => answer.items,
  });

/** GET /api/subscriptions — newest first, twenty a page, with the counts and the monthly recurring revenue. */
export const useSubscriptions = (q: SubscriptionQuery, enabled = true) =>
  useQuery({
    queryKey: subscriptionKeys.list(q),
    queryFn: ({ signal }) =>
      api.get<SubscriptionPage>('/subscriptions', {
        query: {
          status: q.status,
          customer: q.customer,
          page: q.page > 1 ? q.page : undefined,
          minPosition: subscriptionsMinPosition(),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * GET /api/subscriptions/:id — the subscription, its deliveries and its charges (another client's
 * answers 404 like an unknown id). `position` is the subscribe's, carried in the URL after it.
 */
export const useSubscription = (id: string, position?: string) =>
  useQuery({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<SubscriptionByIdView>(`/subscriptions/${encodeURIComponent(id)}`, {
        query: { minPosition: subscriptionsMinPosition() ?? position },
        signal,
      }),
  });

/** GET /api/subscriptions/deliveries?date&status — the day's subscription deliveries, to hand to delivery. */
export const useSubscriptionRun = (q: RunQuery) =>
  useQuery({
    queryKey: subscriptionKeys.run(q),
    queryFn: ({ signal }) =>
      api.get<SubscriptionRun>('/subscriptions/deliveries', {
        query: { date: q.date, status: q.status, minPosition: subscriptionsMinPosition() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** How many customers the staff's picker lists at once: a search narrows it. */
const CUSTOMER_CHOICES = 50;

/** GET /api/users?role=client — the active client accounts, for the staff subscribing a customer. */
export const useCustomers = (search: string, enabled = true) =>
  useQuery({
    queryKey: subscriptionKeys.customers(search),
    queryFn: ({ signal }) =>
      api.get<{ items: UserListItem[]; total: number }>('/users', {
        query: { role: 'client', status: 'active', search: search || undefined, pageSize: CUSTOMER_CHOICES },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
