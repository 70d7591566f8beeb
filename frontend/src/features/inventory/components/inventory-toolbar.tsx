import { useTranslation } from 'react-i18next';
import { STOCK_STATUSES, type ProductQuery } from '@domain/inventory';
import { ListToolbar, optionsOf, selectFilter, type FeatureToolbarProps } from '@/components/ui/list-toolbar';
import { useCategories } from '../api/reads';

/** Spec 2.4: search box, category filter, stock-status filter (Todos, En stock, Stock bajo, Sin stock). */
export function InventoryToolbar({ filters, searchText, onSearch, onFilter }: FeatureToolbarProps<ProductQuery>) {
  const { t } = useTranslation();
  const known = useCategories().data ?? [];
  // A category in the URL that no product uses any more still shows as chosen.
  const categories = filters.category && !known.includes(filters.category) ? [filters.category, ...known] : known;
  const category = [{ value: '', label: t('inventory.allCategories') }, ...optionsOf(categories, (c) => c)];
  const stock = optionsOf(['all', ...STOCK_STATUSES], (s) => t(`inventory.stockStatus.${s}`));
  return (
    <ListToolbar
      searchLabel={t('inventory.search')}
      searchText={searchText}
      onSearch={onSearch}
      filters={[
        selectFilter(t('inventory.category'), filters.category, category, (c) => onFilter({ category: c })),
        selectFilter(
          t('inventory.stockStatusFilter'),
          filters.stockStatus,
          stock,
          (s) => onFilter({ stockStatus: s }),
          'all',
        ),
      ]}
    />
  );
}
