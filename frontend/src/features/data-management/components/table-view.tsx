import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TABLE_PAGE, useTablePage } from '../api/reads';
import '../locales/register';

/** A cell as text: JSON for objects and arrays, empty for null. */
const cellText = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** One table read-only, a page at a time: a live one (source 'live') or a time travel's (its id). */
export function TableView({
  source,
  table,
  title,
  testId,
}: {
  source: 'live' | number;
  table: string;
  title: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const page = useTablePage(source, table, offset);
  const data = page.data;
  return (
    <section className="dm-table-view" data-testid={testId} aria-label={title}>
      <header className="dm-table-head">
        <h3>{title}</h3>
        <span className="dm-muted" data-testid={`${testId}-total`} data-total={data?.total}>
          {data ? t('dataManagement.timeTravel.rows', { count: data.total }) : ''} ·{' '}
          {t('dataManagement.timeTravel.readOnly')}
        </span>
      </header>
      {page.isError && !data ? (
        <LoadFailed
          title={t('dataManagement.timeTravel.loadFailed')}
          reason={page.error.message}
          onRetry={() => void page.refetch()}
        />
      ) : !data ? (
        <SkeletonRows rows={3} />
      ) : data.total === 0 ? (
        <p className="notice">{t('dataManagement.timeTravel.empty')}</p>
      ) : (
        <>
          <div className="data-table-wrap dm-scroll">
            <table className="data-table dm-table">
              <thead>
                <tr>
                  {data.columns.map((c) => (
                    <th key={c}>{c}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((v, j) => (
                      <td key={j} title={cellText(v)}>
                        {cellText(v)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="pager">
            <button
              type="button"
              className="link-button"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - TABLE_PAGE))}
            >
              {t('dataManagement.timeTravel.previous')}
            </button>
            <span>
              {t('dataManagement.timeTravel.page', {
                from: offset + 1,
                to: Math.min(offset + TABLE_PAGE, data.total),
                total: data.total,
              })}
            </span>
            <button
              type="button"
              className="link-button"
              disabled={offset + TABLE_PAGE >= data.total}
              onClick={() => setOffset(offset + TABLE_PAGE)}
            >
              {t('dataManagement.timeTravel.next')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
