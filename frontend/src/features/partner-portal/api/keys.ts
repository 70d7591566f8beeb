import { consignmentKeys } from '@/lib/consignment-reads';

// The portal reads the consignment routes, which answer a partner with their own only. Its keys start
// with 'consignment' like the shop's (lib/consignment-reads.ts): the websocket's 'consignment' notice —
// which reaches a partner for their own agreements only — refreshes them through consignment's own
// refreshedBy, and the portal's two commands through afterConsignmentCommand. So the portal declares
// no refreshedBy of its own: the same notice would read every query twice.

/** Every agreement of the partner on one page (a partner holds a handful; the route's maximum). */
export const PORTAL_AGREEMENTS = { pageSize: 100 } as const;

export const portalKeys = {
  partner: () => consignmentKeys.partners({}),
  agreements: () => consignmentKeys.agreements(PORTAL_AGREEMENTS),
  /** An agreement's events as of `soldUnits` sold: a sale that changes the count reads them anew. */
  history: (id: string, soldUnits: number) => ['consignment', 'portal-history', id, soldUnits] as const,
  /** The same agreement's events whatever was sold (the item history sheet). */
  historyOf: (id: string) => ['consignment', 'portal-history', id] as const,
  settlements: () => ['consignment', 'settlements'] as const,
};
