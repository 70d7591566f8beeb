import { z } from 'zod';
import type { RouteRule } from '../identity/routes';

// Issue 21: the changes feed the offline desktop inventory pulls (architecture 7, GET /api/sync/changes).
// Shared by the read-api (its query schema) and the app's sync (what it asks); the answer is in responses.ts.

/**
 * What the feed can send. inventory = products (as GET /api/inventory/products lists them),
 * consignments = agreements with their items, partners, orders and deliveries (spec 3's priority
 * tables: inventory, orders, deliveries) as their own list routes answer them.
 */
export const SYNC_TABLES = ['inventory', 'consignments', 'partners', 'orders', 'deliveries'] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/** Rows per page unless `limit` says otherwise (at most SYNC_PAGE_MAX). */
export const SYNC_PAGE_DEFAULT = 200;
export const SYNC_PAGE_MAX = 1000;

export const syncChangesQuery = z
  .object({
    /** The `position` of the previous answer; absent for the first sync (a snapshot of every row). */
    after: z.string().min(1).max(200).optional(),
    /** The `cursor` of the previous answer while a snapshot or a page of changes is not finished. */
    cursor: z.string().min(1).max(600).optional(),
    /**
     * Comma-separated SYNC_TABLES, in the order wanted (the desktop's priority tables first); left out,
     * every table the caller may read, in SYNC_TABLES' order.
     */
    tables: z.string().min(1).max(200).optional(),
    limit: z.coerce.number().int().min(1).max(SYNC_PAGE_MAX).default(SYNC_PAGE_DEFAULT),
    /** includeImages off: product rows come with `images: []` (a lighter offline copy). */
    images: z.enum(['true', 'false']).default('true'),
  })
  .strict();

/**
 * Who may read each table: the rule of that table's own list route (read-api), here too so the app
 * pulls and offers only the tables its user may read (tests/api/sync-changes.test.ts checks they agree).
 */
export const SYNC_TABLE_ACCESS: Readonly<Record<SyncTable, RouteRule>> = {
  inventory: { permissions: ['view-inventory'] },
  consignments: { permissions: ['manage-consignments'] },
  partners: { permissions: ['manage-consignments'] },
  orders: { permissions: ['order-history', 'process-orders'] },
  deliveries: { permissions: ['view-deliveries', 'assigned-deliveries'] },
};
