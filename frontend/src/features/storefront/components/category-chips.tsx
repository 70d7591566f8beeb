import { useTranslation } from 'react-i18next';
import type { CatalogCategoryView } from '@domain/catalog';

/** 'Todas' and each category of the active products, with how many it lists; the chosen one is pressed. */
export function CategoryChips({
  categories,
  value,
  onChange,
}: {
  categories: CatalogCategoryView[];
  value: string | undefined;
  onChange: (category: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const chip = (key: string, label: string, category: string | undefined, count?: number) => (
    <button
      key={key}
      type="button"
      className="sf-chip"
      aria-pressed={value === category}
      onClick={() => onChange(category)}
    >
      {label}
      {count !== undefined ? <span className="sf-chip-count">{count}</span> : null}
    </button>
  );
  return (
    <div className="sf-chips" role="group" aria-label={t('storefront.catalog.categories')} data-testid="category-chips">
      {chip('all', t('storefront.catalog.all'), undefined)}
      {categories.map((c) => chip(c.category, c.category, c.category, c.products))}
    </div>
  );
}
