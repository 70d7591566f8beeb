import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import type { PagedListProps } from '@/components/ui/paged-list';
import type { Page, ProductQuery, ProductSort, ProductView } from '@domain/inventory';
import { formatCount, formatMoney } from '@/lib/money';
import { Pager } from '@/components/ui/pager';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import { StockBadge } from '@/components/stock-badge';

export type ProductAction = 'details' | 'stock' | 'movement';

interface Props extends PagedListProps<Page<ProductView>> {
  filters: ProductQuery;
  onSort: (column: ProductSort) => void;
  onAction: (action: ProductAction, product: ProductView) => void;
}

// Category and status give way on a phone: the stock figure keeps the status colour there.
const COLUMNS: { key: ProductSort | 'category' | 'status'; numeric?: boolean; wide?: boolean }[] = [
  { key: 'sku' },
  { key: 'name' },
  { key: 'category', wide: true },
  { key: 'stock', numeric: true },
  { key: 'price', numeric: true },
  { key: 'status', wide: true },
];
const STOCK_TONE = { in_stock: '', low_stock: 'warning-text', out_of_stock: 'danger-text' } as const;
const SORTABLE = new Set<string>(['sku', 'name', 'stock', 'price']);

/** Spec 2.4's table, sortable by SKU, name, stock and price (the server sorts and pages). */
export function ProductsTable({ data, isLoading, error, onRetry, filters, onSort, onPage, onAction }: Props) {
  const { t } = useTranslation();
  if (error && !data) {
    return <LoadFailed title={t('inventory.loadFailed')} reason={error.message} onRetry={onRetry} />;
  }
  const ariaSort = (key: string) =>
    filters.sort !== key ? 'none' : filters.order === 'desc' ? 'descending' : 'ascending';
  const arrow = (key: string) => (filters.sort !== key ? '↕' : filters.order === 'desc' ? '↓' : '↑');
  return (
    <>
      <div className="data-table-wrap" aria-busy={isLoading || undefined}>
        <table className="data-table inv-table products" data-testid="products-table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={[c.numeric ? 'num' : '', c.wide ? 'wide-only' : ''].join(' ').trim() || undefined}
                  aria-sort={SORTABLE.has(c.key) ? ariaSort(c.key) : undefined}
                >
                  {SORTABLE.has(c.key) ? (
                    <button type="button" className="sort-button" onClick={() => onSort(c.key as ProductSort)}>
                      {t(`inventory.columns.${c.key}`)} <span aria-hidden>{arrow(c.key)}</span>
                    </button>
                  ) : (
                    t(`inventory.columns.${c.key}`)
                  )}
                </th>
              ))}
              <th scope="col" className="actions">
                {t('inventory.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {isLoading && !data ? (
              <SkeletonTableRows
                rows={6}
                cells={[...COLUMNS.map((c) => (c.wide ? 'wide-only' : undefined)), undefined]}
              />
            ) : null}
            {data?.items.map((p) => (
              <ProductRow key={p.id} product={p} onAction={onAction} />
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 ? (
          <EmptyState icon="box" title={t('inventory.empty')}>
            {t('inventory.emptyHint')}
          </EmptyState>
        ) : null}
      </div>
      {data && data.total > 0 ? (
        <Pager ns="inventory" page={data.page} pageCount={data.pageCount} total={data.total} onPage={onPage} />
      ) : null}
    </>
  );
}

/** One row; memoised: a stock patch replaces only its product's object, so the other rows stay as they are. */
const ProductRow = memo(function ProductRow({
  product: p,
  onAction,
}: {
  product: ProductView;
  onAction: Props['onAction'];
}) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`product-${p.sku}`} onClick={() => onAction('details', p)}>
      <td className="mono sku">{p.sku}</td>
      <td className="name" data-testid="name">
        {p.name}
        {p.status !== 'active' ? <span className="badge">{t(`inventory.status.${p.status}`)}</span> : null}
      </td>
      <td className="wide-only">{p.categories.join(', ')}</td>
      <td
        className={`num stock ${STOCK_TONE[p.stockStatus]}`}
        data-label={t('inventory.columns.stock')}
        data-testid="stock"
      >
        {formatCount(p.currentStock)}
      </td>
      <td className="num price" data-testid="price">
        {formatMoney(p.price)}
      </td>
      <td className="wide-only">
        <StockBadge status={p.stockStatus} />
      </td>
      <td className="actions" data-testid="actions" onClick={(e) => e.stopPropagation()}>
        <button type="button" className="chip" onClick={() => onAction('stock', p)}>
          {t('inventory.actions.stockShort')}
        </button>
        <button type="button" className="chip" onClick={() => onAction('movement', p)}>
          {t('inventory.actions.movementShort')}
        </button>
        <button type="button" className="chip" onClick={() => onAction('details', p)}>
          {t('inventory.actions.details')}
        </button>
      </td>
    </tr>
  );
});
