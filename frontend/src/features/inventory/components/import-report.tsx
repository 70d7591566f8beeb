import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import type { ImportReport } from '@domain/inventory';
import { formatCount } from '@/lib/money';

const SHOWN_ERRORS = 200;

const REPORT_COUNTS = ['rows', 'created', 'updated', 'unchanged', 'failed'] as const;
// Before the import nothing is created yet: the preview counts the rows that would go in.
const PREVIEW_COUNTS = ['rows', 'valid', 'failed'] as const;

/**
 * The file's report, or its preview: counts, then one line per row that does not apply (row, field,
 * message). A row may fail on several fields: the caption counts rows, as the counts do.
 */
export function ImportReportView({ report, preview = false }: { report: ImportReport; preview?: boolean }) {
  const { t } = useTranslation();
  const counts = { ...report, valid: report.rows - report.failed };
  return (
    <div data-testid={preview ? 'import-preview' : 'import-report'}>
      <GroupedList header={t(preview ? 'inventory.csv.preview' : 'inventory.csv.report')}>
        {(preview ? PREVIEW_COUNTS : REPORT_COUNTS).map((k) => (
          <ListRow
            key={k}
            title={t(`inventory.csv.count_${k}`)}
            detail={formatCount(counts[k])}
            testId={`import-${k}`}
          />
        ))}
      </GroupedList>
      {report.errors.length ? (
        <div className="data-table-wrap">
          <table className="data-table inv-table" data-testid="import-errors">
            <caption>{t('inventory.csv.errors', { count: report.failed })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('inventory.csv.row')}</th>
                <th scope="col">{t('inventory.csv.field')}</th>
                <th scope="col">{t('inventory.csv.message')}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.slice(0, SHOWN_ERRORS).map((e, i) => (
                <tr key={`${e.row}-${e.field}-${i}`}>
                  <td className="num">{e.row}</td>
                  <td className="mono">{e.field}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.errors.length > SHOWN_ERRORS ? (
            <p className="group-footer">
              {t('inventory.csv.moreErrors', { count: report.errors.length - SHOWN_ERRORS })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
