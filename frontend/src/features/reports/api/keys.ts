import type { ReportType } from '@domain/reports';
import type { ReportApiQuery } from '../lib/selection';

// Under 'reports': the websocket's notices of the reports, inventory and stock-ledger projections
// invalidate this prefix (lib/live-updates).
export const reportKeys = {
  all: ['reports'] as const,
  view: (type: ReportType, query: ReportApiQuery) => ['reports', type, query] as const,
};
