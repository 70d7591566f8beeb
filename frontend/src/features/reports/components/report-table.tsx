import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../tables.css';

/**
 * A column of a report table: its title (reports.columns.<key>, also each cell's label on a phone),
 * how its cells read — a figure (right-aligned), a code, the row's title, or plain text — and its cell.
 */
export interface ReportColumn<R> {
  key: string;
  kind?: 'num' | 'mono' | 'title';
  /** Extra classes for the cells (not the heading). */
  className?: string;
  cell: (row: R) => ReactNode;
}

const CELL_CLASS = { num: 'num', mono: 'mono', title: 'rp-title' } as const;

/** Spec 2.6's tables (low stock, partners, top products): one markup, the empty state in their words. */
export function ReportTable<R>({
  name,
  rows,
  columns,
  empty,
  rowKey,
  rowTestId,
  rowClassName,
}: {
  /** data-testid of the table: `<name>-table`, and of its empty state: `<name>-empty`. */
  name: string;
  rows: readonly R[];
  columns: ReportColumn<R>[];
  empty: string;
  rowKey: (row: R) => string;
  rowTestId: (row: R) => string;
  rowClassName?: (row: R) => string | undefined;
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="rp-empty" data-testid={`${name}-empty`}>
        {empty}
      </p>
    );
  const title = (key: string) => t(`reports.columns.${key}`);
  return (
    <div className="data-table-wrap flat">
      <table className="data-table rp-table" data-testid={`${name}-table`}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" className={c.kind === 'num' ? 'num' : undefined} key={c.key}>
                {title(c.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)} data-testid={rowTestId(row)}>
              {columns.map((c) => (
                <td
                  className={[c.kind && CELL_CLASS[c.kind], c.className].filter(Boolean).join(' ') || undefined}
                  data-label={title(c.key)}
                  key={c.key}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
