import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Every point-of-sale query key starts with 'pos': a sale, a refund or a session opened or closed
// (its command, or the pos projection's notice) invalidates them all, so the counter, the cashier's
// reports and the dashboard agree. The stock a sale moves is the inventory's own notice.

/** GET /api/pos/sessions' filters. */
export interface SessionQuery {
  status?: 'open' | 'closed';
  cashier?: string;
  page?: number;
}

/** GET /api/pos/sales' filters: a session, a period (ISO-8601 bounds), a page. */
export interface SaleQuery {
  sessionId?: string;
  from?: string;
  to?: string;
  page?: number;
}

export const posKeys = {
  all: ['pos'] as const,
  sessions: (q: SessionQuery) => ['pos', 'sessions', q] as const,
  session: (id: string) => ['pos', 'session', id] as const,
  sales: (q: SaleQuery) => ['pos', 'sales', q] as const,
  sale: (id: string) => ['pos', 'sale', id] as const,
  lookup: (code: string) => ['pos', 'lookup', code] as const,
  search: (text: string) => ['pos', 'search', text] as const,
  terms: ['pos', 'terms'] as const,
};

export const refreshedBy: RefreshedBy = { pos: [posKeys.all] };
