import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import type { PagedListProps } from './paged-list';
import { Pager } from './pager';
import { SkeletonTableRows } from './skeleton';

/** A page of rows as the read side answers it (invoices, orders, subscriptions). */
export interface TablePage<T> {
  items: readonly T[];
  page: number;
  pageCount: number;
  total: number;
}

export interface TableColumn {
  key: string;
  label: string;
  /** A figure: right-aligned, its placeholder too. */
  num?: boolean;
}

interface Props<T> extends PagedListProps<TablePage<T>> {
  columns: readonly TableColumn[];
  /** One `<tr>` per item, its key and cells the feature's own (the cells carry `data-label` for the phone). */
  row: (item: T) => ReactNode;
  /** The load failed before anything showed: what the failure's card says. */
  failedTitle: string;
  /** What an empty page shows instead of the table. */
  empty: ReactNode;
  /** The feature whose pager texts it shows (`${ns}.page`…). */
  ns: string;
  /** How many placeholder rows stand for the page while it loads. */
  skeletonRows: number;
  /** The feature's spacing: added to `data-table-wrap` and `data-table stacks`. */
  wrapClassName?: string;
  tableClassName: string;
  testId: string;
}

/**
 * The staff's paged tables (invoices, the orders' queue, subscriptions): the failure card, the empty
 * state, placeholder rows while the first page loads, the header, and the pager when there are several
 * pages. On a phone `stacks` folds each row into a card. The rows stay the feature's.
 */
export function PagedTable<T>(p: Props<T>) {
  const { data } = p;
  if (p.error && !data) return <LoadFailed title={p.failedTitle} reason={p.error.message} onRetry={p.onRetry} />;
  return (
    <>
      {data && data.items.length === 0 ? (
        p.empty
      ) : (
        <div className={classes('data-table-wrap', p.wrapClassName)} aria-busy={p.isLoading || undefined}>
          <table className={classes('data-table stacks', p.tableClassName)} data-testid={p.testId}>
            <thead>
              <tr>
                {p.columns.map((c) => (
                  <th key={c.key} scope="col" className={c.num ? 'num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data ? (
                data.items.map(p.row)
              ) : (
                <SkeletonTableRows rows={p.skeletonRows} cells={p.columns.map((c) => (c.num ? 'num' : undefined))} />
              )}
            </tbody>
          </table>
        </div>
      )}
      {data ? (
        <Pager
          ns={p.ns}
          onlyWhenPaged
          page={data.page}
          pageCount={data.pageCount}
          total={data.total}
          onPage={p.onPage}
        />
      ) : null}
    </>
  );
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
