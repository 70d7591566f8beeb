import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '@domain/reports';
import { failureText } from '@/lib/problem';
import { toast, useToastStore } from '@/stores/toast-store';
import { downloadReport, type ExportFormat } from '../api/reads';
import type { ReportApiQuery } from '../lib/selection';
import { isOnline } from '@/lib/connection';

const KIND: Record<ExportFormat, string> = { pdf: 'PDF', xlsx: 'Excel' };

/**
 * The two export buttons: a download with its progress and outcome toasts; offline (spec 2.6) the
 * print preview of what is on screen instead, with its notice, so neither button is ever dead.
 */
export function useReportExport(view: ReportView | undefined, query: ReportApiQuery) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [preview, setPreview] = useState(false);
  const run = async (format: ExportFormat) => {
    if (!view || busy) return;
    if (!isOnline()) return setPreview(true);
    const kind = KIND[format];
    setBusy(format);
    const progress = toast.progress(t('reports.export.preparing', { kind }));
    try {
      await downloadReport(view, query, format);
      toast.success(t('reports.export.done', { kind }), progress);
    } catch (error) {
      if (error instanceof TypeError) {
        // The request never reached the server (the network dropped on the way): offline after all.
        useToastStore.getState().dismiss(progress);
        setPreview(true);
      } else toast.error(failureText(t('reports.export.failed'), error), progress);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run, preview, closePreview: () => setPreview(false) };
}
