import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import type { ImportReport } from '@domain/inventory';
import { formatCount } from '@/lib/money';

const SHOWN_ERRORS = 200;

/** The file's report: counts, then one line per row that did not apply (row, field, message). */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const counts = ['rows', 'created', 'updated', 'unchanged', 'failed'] as const;
  return (
    <div data-testid="import-report">
      <GroupedList header={t('inventory.csv.report')}>
        {counts.map((k) => (
          <ListRow
            key={k}
            title={t(`inventory.csv.count_${k}`)}
            detail={formatCount(report[k])}
            testId={`import-${k}`}
          />
        ))}
      </GroupedList>
      {report.errors.length ? (
        <div className="data-table-wrap">
          <table className="data-table inv-table" data-testid="import-errors">
            <caption>{t('inventory.csv.errors', { count: report.errors.length })}</caption>
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
