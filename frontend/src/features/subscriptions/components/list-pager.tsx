import { useTranslation } from 'react-i18next';
import type { Page } from '@domain/subscriptions';
import '../locales/register';

/** 'Página X de Y' with previous and next and how many there are; nothing when all fit one page. */
export function ListPager({ data, onPage }: { data: Page<unknown>; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (data.pageCount <= 1) return null;
  const label = t('subscriptions.page', { page: data.page, pages: data.pageCount });
  return (
    <nav className="pager" aria-label={label} data-testid="pager">
      <button className="link-button" type="button" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
        {t('subscriptions.previous')}
      </button>
      <span>
        <span data-testid="page-label">{label}</span> · {t('subscriptions.results', { count: data.total })}
      </span>
      <button
        className="link-button"
        type="button"
        disabled={data.page >= data.pageCount}
        onClick={() => onPage(data.page + 1)}
      >
        {t('subscriptions.next')}
      </button>
    </nav>
  );
}
