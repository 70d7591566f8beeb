import type { ReportKind } from '@domain/reports';
import type { ReportApiQuery } from '../lib/selection';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Under 'reports': the websocket's notices of the reports, inventory and stock-ledger projections
// invalidate this prefix (the reports' stock comes from the last two).
export const reportKeys = {
  all: ['reports'] as const,
  view: (type: ReportKind, query: ReportApiQuery) => ['reports', type, query] as const,
};

export const refreshedBy: RefreshedBy = {
  reports: [reportKeys.all],
  inventory: [reportKeys.all],
  'stock-ledger': [reportKeys.all],
};
