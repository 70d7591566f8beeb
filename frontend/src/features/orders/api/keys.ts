import type { OrderStatus } from '@domain/orders';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Every orders query key starts with 'orders': the websocket's 'orders' notice (`refreshedBy`;
// every order to the staff, their own to a customer) and every order command invalidate them all. The public tracking answer
// sits under the same prefix, so this tab's own steps and cancellations refresh it as well.
export interface OrderQuery {
  status: OrderStatus | 'all';
  page: number;
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (q: OrderQuery) => ['orders', 'list', q] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  track: (code: string) => ['orders', 'track', code] as const,
};

export const refreshedBy: RefreshedBy = { orders: [orderKeys.all] };
