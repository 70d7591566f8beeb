import { REPORT_FILE_NAMES, type ReportView } from '@domain/reports';
import { downloadFile } from '@/lib/download-file';
import type { ReportApiQuery } from '../lib/selection';

export type ExportFormat = 'pdf' | 'xlsx';

const ACCEPT: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * GET /api/reports/:type/export.pdf|xlsx with the screen's parameters and the position its figures
 * stand at, so the file holds exactly what the screen shows even if events arrived since.
 */
export const downloadReport = (view: ReportView, query: ReportApiQuery, format: ExportFormat) =>
  downloadFile(
    `/reports/${view.type}/export.${format}`,
    `reporte-${REPORT_FILE_NAMES[view.type]}-${view.position}.${format}`,
    {
      accept: ACCEPT[format],
      query: { ...query, position: view.position },
    },
  );
