import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { CATALOG_SEARCH_MAX } from '@domain/catalog';
import { useCatalogPage, useCategories } from '@/features/storefront/api/reads';
import { CatalogResults } from '@/features/storefront/components/catalog-results';
import { CategoryChips } from '@/features/storefront/components/category-chips';
import { useCatalogFilters } from '@/features/storefront/hooks/use-catalog-filters';
import { canOrder } from '@/features/storefront/lib/access';
import '@/features/storefront/locales/register';
import { useSessionStore } from '@/stores/session-store';

/**
 * /catalog (issue 14; view-catalog): the active products as cards, a search box (debounced) and the
 * category chips, kept in the URL, 24 a page. It is also the landing of a client and of any role
 * spec 2.2 sends to the catalogue, hence its test id.
 */
export function Component() {
  const { t } = useTranslation();
  const orderable = canOrder(useSessionStore((s) => s.user));
  const { filters, searchText, setSearchText, setCategory, setPage, clear } = useCatalogFilters();
  const page = useCatalogPage(filters);
  const categories = useCategories();
  return (
    <div className="sf-catalog" data-testid="landing-catalog">
      <LargeTitle title={t('storefront.catalog.title')} subtitle={t('storefront.catalog.subtitle')} />
      <div className="toolbar" role="search">
        <input
          className="search"
          type="search"
          placeholder={t('storefront.catalog.search')}
          aria-label={t('storefront.catalog.search')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          maxLength={CATALOG_SEARCH_MAX}
        />
      </div>
      <CategoryChips categories={categories.data ?? []} value={filters.category} onChange={setCategory} />
      <CatalogResults query={page} orderable={orderable} onPage={setPage} onClear={clear} />
    </div>
  );
}
