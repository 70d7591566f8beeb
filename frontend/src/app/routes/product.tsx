import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CATALOG_MESSAGES } from '@domain/catalog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { useCatalogProduct } from '@/features/storefront/api/reads';
import { ProductDetail } from '@/features/storefront/components/product-detail';
import { canOrder } from '@/features/storefront/lib/access';
import '@/features/storefront/locales/register';
import '@/features/storefront/product.css';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

/**
 * /product/:id (login): one active product. An unknown or withdrawn product is the API's 404,
 * shown in its words with the way back to the catalogue.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const product = useCatalogProduct(id);
  const orderable = canOrder(useSessionStore((s) => s.user));
  const missing = product.error instanceof ApiError && product.error.status === 404;
  return (
    <div className="sf-product-screen">
      <Link className="back-link" to="/catalog" data-testid="back-to-catalog">
        ‹ {t('storefront.product.back')}
      </Link>
      {product.data ? (
        <ProductDetail product={product.data} orderable={orderable} />
      ) : missing ? (
        <div data-testid="product-not-found">
          <EmptyState icon="compass" title={CATALOG_MESSAGES['PRODUCT.NOT_FOUND']}>
            {t('storefront.product.notFoundHint')}
          </EmptyState>
        </div>
      ) : product.error ? (
        <LoadFailed
          title={t('storefront.product.loadFailed')}
          reason={product.error.message}
          onRetry={() => void product.refetch()}
        />
      ) : (
        <div className="sf-product" aria-busy="true">
          <div className="sf-gallery-main skeleton" />
          <div className="sf-product-info">
            <div className="skeleton" style={{ width: '70%', height: 28 }} />
            <div className="skeleton" style={{ width: '30%', marginTop: 12 }} />
          </div>
        </div>
      )}
    </div>
  );
}
