import { useTranslation } from 'react-i18next';
import { STOCK_STATUSES, type ProductQuery } from '@domain/inventory';
import { ListToolbar, optionsOf } from '@/components/ui/list-toolbar';
import type { ParamChanges } from '@/lib/use-url-params';
import { useCategories } from '../api/get-categories';

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
    <ListToolbar
      searchLabel={t('inventory.search')}
      searchText={searchText}
      onSearch={onSearch}
      filters={[
        {
          label: t('inventory.category'),
          value: filters.category ?? '',
          options: [{ value: '', label: t('inventory.allCategories') }, ...optionsOf(options, (c) => c)],
          onChange: (v) => onFilter({ category: v || undefined }),
        },
        {
          label: t('inventory.stockStatusFilter'),
          value: filters.stockStatus ?? 'all',
          options: optionsOf(['all', ...STOCK_STATUSES], (s) => t(`inventory.stockStatus.${s}`)),
          onChange: (v) => onFilter({ stockStatus: v === 'all' ? undefined : v }),
        },
      ]}
    />
  );
}
