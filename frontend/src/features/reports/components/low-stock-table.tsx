import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InventoryReport } from '@domain/reports';
import { formatCount } from '@/lib/money';
import '../tables.css';

/**
 * Spec 2.6 and 9: the products at or under their minimum, the top 10 as the server orders them (out
 * of stock first, those highlighted). `plain` for the print preview: names without links.
 */
export function LowStockTable({ rows, plain }: { rows: InventoryReport['lowStock']; plain?: boolean }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="rp-empty" data-testid="low-stock-empty">
        {t('reports.lowStock.empty')}
      </p>
    );
  const c = (key: string) => t(`reports.columns.${key}`);
  return (
    <div className="data-table-wrap flat">
      <table className="data-table rp-table" data-testid="low-stock-table">
        <thead>
          <tr>
            <th scope="col">{c('sku')}</th>
            <th scope="col">{c('product')}</th>
            <th scope="col">{c('category')}</th>
            <th scope="col" className="num">
              {c('stock')}
            </th>
            <th scope="col" className="num">
              {c('minimum')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const out = r.currentStock <= 0;
            return (
              <tr key={r.productId} className={out ? 'rp-out' : undefined} data-testid={`low-${r.sku}`}>
                <td className="mono" data-label={c('sku')}>
                  {r.sku}
                </td>
                <td className="rp-title" data-label={c('product')}>
                  {plain ? r.name : <Link to={`/admin/inventory/${encodeURIComponent(r.productId)}`}>{r.name}</Link>}
                  {out ? <span className="badge danger">{t('reports.lowStock.outOfStock')}</span> : null}
                </td>
                <td data-label={c('category')}>{r.category}</td>
                <td className="num rp-stock" data-label={c('stock')}>
                  {formatCount(r.currentStock)}
                </td>
                <td className="num" data-label={c('minimum')}>
                  {formatCount(r.minStockLevel)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
