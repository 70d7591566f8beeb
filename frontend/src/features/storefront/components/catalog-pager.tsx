import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/money';

/** 'Página X de Y' with previous and next, and how many products match; hidden on a single page. */
export function CatalogPager({
  page,
  pageCount,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const results = t('storefront.catalog.results', { count: total, formatted: formatCount(total) });
  if (pageCount <= 1) return <p className="sf-results">{results}</p>;
  const label = t('storefront.catalog.page', { page, pages: pageCount });
  return (
    <nav className="pager sf-pager" aria-label={label} data-testid="pager">
      <button className="link-button" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('storefront.catalog.previous')}
      </button>
      <span>
        <span data-testid="page-label">{label}</span> · {results}
      </span>
      <button className="link-button" type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('storefront.catalog.next')}
      </button>
    </nav>
  );
}
