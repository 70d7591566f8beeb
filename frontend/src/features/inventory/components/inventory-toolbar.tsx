import { useTranslation } from 'react-i18next';
import { STOCK_STATUSES, type ProductQuery } from '@domain/inventory';
import { useCategories } from '../api/get-categories';
import type { ParamChanges } from '@/lib/use-url-params';

interface Props {
  filters: ProductQuery;
  searchText: string;
  onSearch: (text: string) => void;
  onFilter: (changes: ParamChanges) => void;
}

/** Spec 2.4: search box, category filter, stock-status filter (Todos, En stock, Stock bajo, Sin stock). */
export function InventoryToolbar({ filters, searchText, onSearch, onFilter }: Props) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  // A category in the URL that no product uses any more still shows as chosen.
  const options =
    filters.category && !categories.includes(filters.category) ? [filters.category, ...categories] : categories;
  return (
    <div className="toolbar" role="search">
      <input
        className="search"
        type="search"
        placeholder={t('inventory.search')}
        aria-label={t('inventory.search')}
        value={searchText}
        onChange={(e) => onSearch(e.target.value)}
      />
      <select
        className="select"
        aria-label={t('inventory.category')}
        value={filters.category ?? ''}
        onChange={(e) => onFilter({ category: e.target.value || undefined })}
      >
        <option value="">{t('inventory.allCategories')}</option>
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t('inventory.stockStatusFilter')}
        value={filters.stockStatus ?? 'all'}
        onChange={(e) => onFilter({ stockStatus: e.target.value === 'all' ? undefined : e.target.value })}
      >
        <option value="all">{t('inventory.stockStatus.all')}</option>
        {STOCK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`inventory.stockStatus.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
