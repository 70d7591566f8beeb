import { useTranslation } from 'react-i18next';
import type { TopConsignmentProduct } from '@domain/reports';
import { formatCount, formatMoney } from '@/lib/money';
import { shownPercent } from '../lib/format';
import '../tables.css';

/** Spec 2.6 and 9 (combined only): the 10 products that sold most on consignment, by value sold. */
export function TopProductsTable({ rows }: { rows: TopConsignmentProduct[] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="rp-empty" data-testid="top-products-empty">
        {t('reports.top.empty')}
      </p>
    );
  const c = (key: string) => t(`reports.columns.${key}`);
  const numbers = ['consigned', 'soldUnits', 'returned', 'sold', 'percent'];
  return (
    <div className="data-table-wrap flat">
      <table className="data-table rp-table" data-testid="top-products-table">
        <thead>
          <tr>
            <th scope="col">{c('sku')}</th>
            <th scope="col">{c('product')}</th>
            {numbers.map((key) => (
              <th scope="col" className="num" key={key}>
                {c(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => {
            const cells = [
              formatCount(p.consignedQuantity),
              formatCount(p.soldQuantity),
              formatCount(p.returnedQuantity),
              formatMoney(p.soldValue, 'consignment'),
              shownPercent(p.salesPercentage),
            ];
            return (
              <tr key={p.productId} data-testid={`top-${p.sku}`}>
                <td className="mono" data-label={c('sku')}>
                  {p.sku}
                </td>
                <td className="rp-title" data-label={c('product')}>
                  {p.name}
                </td>
                {cells.map((text, i) => (
                  <td className="num" data-label={c(numbers[i]!)} key={numbers[i]}>
                    {text}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
