import { useTranslation } from 'react-i18next';

/** Spec 2.8: 'Página X de Y' with previous and next, shown when there is more than one page. */
export function Pager({ page, pageCount, total, onPage }: { page: number; pageCount: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('billing.page', { page, pages: pageCount })} data-testid="billing-pager">
      <button className="link-button" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('billing.previous')}</button>
      <span>
        <span data-testid="page-label">{t('billing.page', { page, pages: pageCount })}</span>
        {' · '}{t('billing.results', { count: total, formatted: total.toLocaleString('es-CO') })}
      </span>
      <button className="link-button" type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>{t('billing.next')}</button>
    </nav>
  );
}
