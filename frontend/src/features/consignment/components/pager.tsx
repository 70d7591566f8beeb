import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/money';

/** 'Página X de Y' with previous and next. */
export function Pager({ page, pageCount, total, onPage }: { page: number; pageCount: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, pageCount);
  return (
    <div className="pager">
      <button className="link-button" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('consignment.previous')}</button>
      <span>{t('consignment.page', { page, pages })} · {t('consignment.results', { count: total, formatted: formatCount(total, 'consignment') })}</span>
      <button className="link-button" type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('consignment.next')}</button>
    </div>
  );
}
