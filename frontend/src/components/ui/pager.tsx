import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/money';

interface Props {
  /** The feature whose texts it shows: `${ns}.page`, `.results`, `.previous`, `.next` (an area's own number format). */
  ns: string;
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
  /** Spec 2.8 (billing): shown only when there is more than one page. */
  onlyWhenPaged?: boolean;
}

/** 'Página X de Y' with previous and next, and how many results there are. */
export function Pager({ ns, page, pageCount, total, onPage, onlyWhenPaged = false }: Props) {
  const { t } = useTranslation();
  if (onlyWhenPaged && pageCount <= 1) return null;
  const pages = Math.max(1, pageCount);
  const label = t(`${ns}.page`, { page, pages });
  return (
    <nav className="pager" aria-label={label} data-testid="pager">
      <button className="link-button" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(`${ns}.previous`)}
      </button>
      <span>
        <span data-testid="page-label">{label}</span> ·{' '}
        {t(`${ns}.results`, { count: total, formatted: formatCount(total) })}
      </span>
      <button className="link-button" type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t(`${ns}.next`)}
      </button>
    </nav>
  );
}
