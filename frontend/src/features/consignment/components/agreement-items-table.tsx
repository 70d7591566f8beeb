import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/lib/money';
import type { AgreementItemView } from '@domain/consignment';
import { ItemStatusBadge } from './status-badge';

const FIGURES = ['quantity', 'sold', 'returned', 'remaining', 'price', 'commission'] as const;

/**
 * Each item: consigned, sold, returned, still on the shelf, its agreed price and commission, and its state.
 * A table where there is room; where there is not (a phone, a narrow sheet) each item is a block of
 * labelled figures (consignment.css, a container query), so no column is ever cut off.
 */
export function AgreementItemsTable({ items }: { items: AgreementItemView[] }) {
  const { t } = useTranslation();
  const n = (x: number) => formatCount(x);
  const label = (c: string) => t(`consignment.details.columns.${c}`);
  return (
    <div className="data-table-wrap cs-table-wrap">
      <table className="data-table cs-table" data-testid="agreement-items">
        <thead>
          <tr>
            <th scope="col">{label('product')}</th>
            {FIGURES.map((c) => (
              <th key={c} scope="col" className="num">
                {label(c)}
              </th>
            ))}
            <th scope="col">{label('status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.product} data-testid={`item-${i.sku}`}>
              <td className="cs-product" data-testid="item-product">
                {i.productName}
                <div className="row-subtitle">{i.sku}</div>
              </td>
              <td className="num" data-label={label('quantity')}>
                {n(i.quantity)}
              </td>
              <td className="num" data-label={label('sold')} data-testid="item-sold">
                {n(i.soldQuantity)}
              </td>
              <td className="num" data-label={label('returned')} data-testid="item-returned">
                {n(i.returnedQuantity)}
              </td>
              <td className="num" data-label={label('remaining')} data-testid="item-remaining">
                {n(i.remaining)}
              </td>
              <td className="num" data-label={label('price')}>
                {formatMoney(i.unitPrice)}
              </td>
              <td className="num" data-label={label('commission')}>
                {i.commission} %
              </td>
              <td className="cs-status" data-testid="item-status">
                <ItemStatusBadge status={i.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
