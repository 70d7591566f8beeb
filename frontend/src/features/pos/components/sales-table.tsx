import { useTranslation } from 'react-i18next';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import type { PaymentMethod, SaleListItem } from '@domain/pos';
import { money, registerNumber, time } from '../lib/format';
import '../locales/register';

const COLUMNS = ['number', 'time', 'cashier', 'register', 'methods', 'total'] as const;

/**
 * The dashboard's sales (or refunds: what was given back of the total). A row opens the sale: a tap
 * anywhere on it, or its number, a button the keyboard reaches (Tab, then Enter or Space).
 */
export function SalesTable({
  items,
  refunds,
  testId = 'admin-sales',
  onOpen,
}: {
  items: SaleListItem[] | undefined;
  refunds?: boolean;
  testId?: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const col = (c: string) => t(`pos.admin.columns.${c}`);
  return (
    <div className="data-table-wrap" aria-busy={!items}>
      <table className="data-table stacks pos-sales-table" data-testid={testId}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} className={c === 'total' ? 'num' : undefined}>
                {col(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!items ? (
            <SkeletonTableRows rows={4} cells={[undefined, undefined, undefined, undefined, undefined, 'num']} />
          ) : (
            items.map((s) => (
              // The number's button has no handler of its own: its click (a tap, Enter, Space) reaches the row's.
              <tr key={s.id} data-testid="admin-sale-row" className="pos-sale-row" onClick={() => onOpen(s.id)}>
                <td data-label={col('number')}>
                  <button
                    type="button"
                    className="link-button pos-sale-open"
                    aria-label={t('pos.sale.open', { number: s.number })}
                    data-testid="admin-sale-open"
                  >
                    {s.number}
                  </button>
                </td>
                <td data-label={col('time')}>{time(s.madeAt)}</td>
                <td data-label={col('cashier')}>{s.cashierName ?? t('pos.admin.noName')}</td>
                <td data-label={col('register')}>{t('pos.register', { n: registerNumber(s.registerId) })}</td>
                <td data-label={col('methods')}>
                  {s.methods.map((m: PaymentMethod) => t(`pos.method.${m}`)).join(' + ')}
                </td>
                <td data-label={col('total')} className="num">
                  {refunds ? `−${money(s.refunded)} / ${money(s.total)}` : money(s.total)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
