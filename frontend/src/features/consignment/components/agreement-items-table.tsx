import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/lib/money';
import type { AgreementItemView } from '../../../../../domain/consignment/views';
import { ItemStatusBadge } from './status-badge';

const COLUMNS = ['product', 'quantity', 'sold', 'returned', 'remaining', 'price', 'commission', 'status'] as const;
// The agreed price and commission give way on a phone; the card and the sale form show them.
const WIDE_ONLY = new Set<string>(['price', 'commission']);
const classOf = (c: string) => [c === 'product' || c === 'status' ? '' : 'num', WIDE_ONLY.has(c) ? 'wide-only' : ''].join(' ').trim() || undefined;

/** Each item: consigned, sold, returned, still on the shelf, its agreed price and commission, and its state. */
export function AgreementItemsTable({ items }: { items: AgreementItemView[] }) {
  const { t } = useTranslation();
  const n = (x: number) => formatCount(x, 'consignment');
  return (
    <div className="cs-table-wrap">
      <table className="cs-table" data-testid="agreement-items">
        <thead>
          <tr>{COLUMNS.map((c) => <th key={c} scope="col" className={classOf(c)}>{t(`consignment.details.columns.${c}`)}</th>)}</tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.product} data-testid={`item-${i.sku}`}>
              <td>{i.productName}<div className="row-subtitle">{i.sku}</div></td>
              <td className="num">{n(i.quantity)}</td>
              <td className="num" data-testid="item-sold">{n(i.soldQuantity)}</td>
              <td className="num" data-testid="item-returned">{n(i.returnedQuantity)}</td>
              <td className="num" data-testid="item-remaining">{n(i.remaining)}</td>
              <td className={classOf('price')}>{formatMoney(i.unitPrice, 'consignment')}</td>
              <td className={classOf('commission')}>{i.commission} %</td>
              <td><ItemStatusBadge status={i.status} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
