import { useTranslation } from 'react-i18next';
import type { CatalogPage } from '@domain/catalog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { CatalogPager } from './catalog-pager';
import { ProductCard, ProductGridSkeleton } from './product-card';

interface Props {
  query: {
    data?: CatalogPage;
    isPending: boolean;
    isPlaceholderData: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** The user may order: each card offers 'Agregar al carrito'. */
  orderable: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
}

/** The grid of a catalogue page, or what stands instead: its skeleton, its failure, nothing found. */
export function CatalogResults({ query, orderable, onPage, onClear }: Props) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const { data } = query;
  if (query.error && !data)
    return (
      <LoadFailed
        title={t('storefront.catalog.loadFailed')}
        reason={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  if (!data) return <ProductGridSkeleton />;
  if (data.items.length === 0)
    return (
      <div data-testid="catalog-empty">
        <EmptyState icon="search" title={t('storefront.catalog.empty')}>
          {t('storefront.catalog.emptyHint')}{' '}
          <button type="button" className="link-button" onClick={onClear}>
            {t('storefront.catalog.clear')}
          </button>
        </EmptyState>
      </div>
    );
  return (
    <section aria-busy={query.isPlaceholderData} className="sf-results-block" data-testid="catalog-results">
      <div className="sf-grid">
        {data.items.map((p) => (
          <ProductCard key={p.id} product={p} onAdd={orderable ? () => add(p) : undefined} />
        ))}
      </div>
      <CatalogPager page={data.page} pageCount={data.pageCount} total={data.total} onPage={onPage} />
    </section>
  );
}
