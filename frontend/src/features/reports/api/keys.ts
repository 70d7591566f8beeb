import type { ReportType } from '@domain/reports';
import type { ReportApiQuery } from '../lib/selection';

// Under 'reports': the websocket's notices of the `reports` projection invalidate this prefix
// (lib/live-updates falls back to the projection's name); hooks/use-report-live adds the others.
export const reportKeys = {
  all: ['reports'] as const,
  view: (type: ReportType, query: ReportApiQuery) => ['reports', type, query] as const,
};
