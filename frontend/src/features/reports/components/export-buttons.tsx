import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../api/reads';

/** 'Exportar PDF' and 'Exportar Excel': disabled only until there are figures to export. */
export function ExportButtons({
  busy,
  ready,
  onExport,
}: {
  busy: ExportFormat | null;
  ready: boolean;
  onExport: (format: ExportFormat) => void;
}) {
  const { t } = useTranslation();
  const button = (format: ExportFormat, label: string) => (
    <button
      type="button"
      className={format === 'pdf' ? 'chip primary' : 'chip'}
      disabled={!ready || busy !== null}
      aria-busy={busy === format}
      onClick={() => onExport(format)}
      data-testid={`export-${format}`}
    >
      {busy === format ? t('reports.export.exporting') : label}
    </button>
  );
  return (
    <>
      {button('pdf', t('reports.export.pdf'))}
      {button('xlsx', t('reports.export.excel'))}
    </>
  );
}
