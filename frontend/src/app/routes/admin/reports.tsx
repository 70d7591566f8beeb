import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { useReport, PositionNotReached } from '@/features/reports/api/reads';
import { ExportButtons } from '@/features/reports/components/export-buttons';
import { PrintPreview } from '@/features/reports/components/print-preview';
import { ReportBody, ReportSkeleton } from '@/features/reports/components/report-body';
import { ReportControls } from '@/features/reports/components/report-controls';
import { ReportHeader } from '@/features/reports/components/report-header';
import { useReportExport } from '@/features/reports/hooks/use-report-export';
import { useReportSelection } from '@/features/reports/hooks/use-report-selection';
import '@/features/reports/locales/register';
import '@/features/reports/reports.css';

/**
 * /admin/reports (spec 2.6): the type and period (kept in the URL), what the figures stand on, the
 * summary cards, the charts and tables of the type, and the PDF and Excel exports of exactly that.
 */
export function Component() {
  const { t } = useTranslation();
  const s = useReportSelection();
  const report = useReport(s.selection.type, s.query, s.problem === null);
  const view = report.data;
  const exporter = useReportExport(s.problem ? undefined : view, s.query);
  // Still waiting for a pinned position: the server's words, while it is asked again.
  const waiting = report.failureReason instanceof PositionNotReached && !view ? report.failureReason.message : null;
  // A refused selection is said by the controls, and nothing of another selection stays on screen.
  const shown = s.problem ? undefined : view;

  return (
    <div className="reports-wide" data-testid="reports-screen">
      <LargeTitle title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <div className="chip-row rp-actions">
        <ExportButtons busy={exporter.busy} ready={Boolean(shown)} onExport={(f) => void exporter.run(f)} />
      </div>
      <ReportControls s={s} />
      {report.error && !s.problem ? (
        <div className="error-banner" role="alert" data-testid="report-error">
          {t('reports.loadFailed')}: {report.error.message}{' '}
          <button className="link-button" type="button" onClick={() => void report.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {waiting ? (
        <p className="notice" role="status" data-testid="report-waiting">
          {waiting}
        </p>
      ) : null}
      {shown ? (
        <div
          className="rp-report"
          data-testid="report"
          data-type={shown.type}
          data-period={shown.period}
          aria-busy={report.isPlaceholderData || report.isFetching}
        >
          <ReportHeader view={shown} pinned={Boolean(s.selection.position)} onUnpin={s.unpin} />
          <ReportBody view={shown} onCause={s.setCause} />
        </div>
      ) : !s.problem && !report.error ? (
        <ReportSkeleton />
      ) : null}
      {shown ? <PrintPreview view={shown} open={exporter.preview} onClose={exporter.closePreview} /> : null}
    </div>
  );
}
