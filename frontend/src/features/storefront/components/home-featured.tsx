import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { useCatalogPage } from '../api/reads';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { loginTo } from '../lib/access';
import { categoryPath } from '../lib/catalog-filters';
import { ProductCard, ProductGridSkeleton } from './product-card';
import { ProductImage } from './product-image';

const FEATURED = 4;
/** What a guest is shown instead of products (the catalogue needs a login): four collections of the shop. */
const COLLECTIONS = ['Rosas', 'Arreglos', 'Orquídeas', 'Plantas'] as const;

function Header({ title, to }: { title: string; to: string }) {
  const { t } = useTranslation();
  return (
    <div className="sf-section-head">
      <h2>{title}</h2>
      <Link to={to}>{t('storefront.home.seeAll')}</Link>
    </div>
  );
}

/** The catalogue's first products (its first page, those in stock first), for a user who may browse it. */
export function FeaturedProducts({ orderable }: { orderable: boolean }) {
  const { t } = useTranslation();
  const page = useCatalogPage({ page: 1 });
  const add = useAddToCart();
  // What can be ordered today first: a sold-out product is no arrangement to feature.
  const items =
    page.data && [...page.data.items].sort((a, b) => Number(b.inStock) - Number(a.inStock)).slice(0, FEATURED);
  return (
    <section className="sf-section" data-testid="home-featured">
      <Header title={t('storefront.home.featured')} to="/catalog" />
      {page.error && !items ? (
        <LoadFailed title={t('storefront.catalog.loadFailed')} onRetry={() => void page.refetch()} />
      ) : !items ? (
        <ProductGridSkeleton cards={FEATURED} />
      ) : (
        <div className="sf-grid sf-grid-featured">
          {items.map((p) => (
            <ProductCard key={p.id} product={p} onAdd={orderable ? () => add(p) : undefined} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A guest's version: the collections, each leading to its catalogue page through the login. */
export function FeaturedCollections() {
  const { t } = useTranslation();
  return (
    <section className="sf-section" data-testid="home-featured">
      <Header title={t('storefront.home.featuredGuest')} to={loginTo('/catalog')} />
      <div className="sf-grid sf-grid-featured">
        {COLLECTIONS.map((c) => (
          <article className="sf-card" key={c} data-testid={`collection-${c}`}>
            <div className="sf-card-media">
              <ProductImage images={[]} category={c} />
            </div>
            <div className="sf-card-body">
              <h3 className="sf-card-name">{c}</h3>
              <span className="sf-card-category">{t(`storefront.home.collections.${c}`)}</span>
              <Link className="chip primary sf-add" to={loginTo(categoryPath(c))}>
                {t('storefront.home.browse')}
              </Link>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
