import { useTranslation } from 'react-i18next';
import type { ReportView } from '@domain/reports';
import { Sheet } from '@/components/ui/sheet';
import { ReportBody } from './report-body';
import { ReportHeader } from './report-header';

/**
 * Spec 2.6, offline: an export shows only this print preview — the report as the document would
 * lay it out (its title, what it stands on, every figure and table) — and the notice that documents
 * cannot be sent to a printer directly. The sheet's 'Cerrar' closes it.
 */
export function PrintPreview({ view, open, onClose }: { view: ReportView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet title={t('reports.preview.title')} open={open} onClose={onClose} wide>
      <p className="notice" role="status" data-testid="print-offline-notice">
        {t('reports.preview.offline')}
      </p>
      <article className="rp-print" data-testid="print-preview">
        <h2>{t(`reports.preview.documentTitle.${view.type}`)}</h2>
        <ReportHeader view={view} />
        <ReportBody view={view} charts={false} />
      </article>
    </Sheet>
  );
}
