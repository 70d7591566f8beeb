import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/toast-store';
import { downloadAccountingReport, type AccountingReport, type ExportFormat, type ExportQuery } from '../api/reads';
import '../locales/register';

/**
 * 'PDF' and 'Excel' of the report on screen, with its query (the period the server answered, so the
 * file is what the screen shows). Disabled only until there are figures; a refusal says the server's words.
 */
export function ReportExport({ report, query }: { report: AccountingReport; query: ExportQuery | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = (format: ExportFormat) => {
    if (!query) return;
    setBusy(format);
    downloadAccountingReport(report, query, format)
      .catch((error: unknown) =>
        toast.error(`${t('accounting.export.failed')}: ${error instanceof Error ? error.message : ''}`),
      )
      .finally(() => setBusy(null));
  };
  const button = (format: ExportFormat) => (
    <button
      type="button"
      className={format === 'pdf' ? 'chip primary' : 'chip'}
      disabled={!query || busy !== null}
      aria-busy={busy === format}
      onClick={() => run(format)}
      data-testid={`acc-export-${format}`}
    >
      {busy === format ? t('accounting.export.busy') : t(`accounting.export.${format}`)}
    </button>
  );
  return (
    <div className="chip-row acc-export" role="group" aria-label={t('accounting.export.label')}>
      {button('pdf')}
      {button('xlsx')}
    </div>
  );
}
