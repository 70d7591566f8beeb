import { downloadFile } from '@/lib/download-file';

// The four reports as files (read-api/accounting, through the reports' writers): fetched with the
// bearer token and handed to the browser (lib/download-file.ts), with the query the screen shows.

export type ExportFormat = 'pdf' | 'xlsx';
export type AccountingReport = 'trial-balance' | 'income-statement' | 'balance-sheet' | 'general-ledger';
export type ExportQuery = Record<string, string | number | undefined>;

const ACCEPT: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/accounting/reports/:report/export.pdf|xlsx — the server's file name when it gives one. */
export const downloadAccountingReport = (report: AccountingReport, query: ExportQuery, format: ExportFormat) => {
  const day = query.to ?? query.asOf ?? '';
  const account = query.account ? `-${query.account}` : '';
  return downloadFile(
    `/accounting/reports/${report}/export.${format}`,
    `contabilidad-${report}${account}${day ? `-${day}` : ''}.${format}`,
    { accept: ACCEPT[format], query },
  );
};
