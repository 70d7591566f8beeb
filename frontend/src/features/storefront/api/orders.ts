import { useMutation, useQuery } from '@tanstack/react-query';
import type { OrderView, PlaceOrderBody } from '@domain/orders';
import { api, type CommandAnswer } from '@/lib/api-client';
import { storefrontKeys } from './keys';

/** 201 { id, revision, position }: the order's id and where its events stand, for the next read. */
export type PlacedOrder = CommandAnswer;

/** POST /api/orders (command-api). A refusal is problem+json: Spanish `detail`, `errors[].path`. */
export const usePlaceOrder = () =>
  useMutation({ mutationFn: (body: PlaceOrderBody) => api.post<PlacedOrder>('/orders', body) });

/** How often, and how many times, the confirmation asks again while the stock is being taken. */
const RECHECK_MS = 2000;
const RECHECKS = 3;

/**
 * GET /api/orders/:id?minPosition — read-your-writes: the order as placed, never a 404 before the read
 * model has it. The stock reactor takes the units right after; when another customer took the last
 * ones it cancels the order ('Sin stock suficiente de …'), so a pending order is read a few times more.
 */
export const usePlacedOrder = (id: string, position: string | undefined) =>
  useQuery({
    queryKey: storefrontKeys.order(id),
    queryFn: ({ signal }) =>
      api.get<OrderView>(`/orders/${encodeURIComponent(id)}`, { query: { minPosition: position }, signal }),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount <= RECHECKS ? RECHECK_MS : false,
  });
