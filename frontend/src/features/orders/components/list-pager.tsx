import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/money';
import type { OrderPage } from '@domain/orders';
import '../locales/register';

/** 'Página X de Y' with previous and next and how many orders there are; nothing when all fit one page. */
export function ListPager({ data, onPage }: { data: OrderPage; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (data.pageCount <= 1) return null;
  const label = t('orders.page', { page: data.page, pages: data.pageCount });
  return (
    <nav className="pager" aria-label={label} data-testid="pager">
      <button className="link-button" type="button" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
        {t('orders.previous')}
      </button>
      <span>
        <span data-testid="page-label">{label}</span> ·{' '}
        {t('orders.results', { count: data.total, formatted: formatCount(data.total) })}
      </span>
      <button
        className="link-button"
        type="button"
        disabled={data.page >= data.pageCount}
        onClick={() => onPage(data.page + 1)}
      >
        {t('orders.next')}
      </button>
    </nav>
  );
}
