import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CatalogProductView } from '@domain/catalog';
import { shopMoney } from '../lib/money';
import { AvailabilityBadge } from './availability-badge';
import { ProductImage } from './product-image';

/**
 * One product of the grid: its photo and name lead to its page; its price and availability; and
 * 'Agregar al carrito' for whoever may order (disabled while sold out; absent for a cashier or a
 * guest, who could not order anyway).
 */
export function ProductCard({ product: p, onAdd }: { product: CatalogProductView; onAdd?: () => void }) {
  const { t } = useTranslation();
  const to = `/product/${p.id}`;
  return (
    <article className="sf-card" data-testid={`product-${p.sku}`} aria-label={p.name}>
      <Link to={to} className="sf-card-media" tabIndex={-1} aria-hidden>
        <ProductImage images={p.images} category={p.category} />
      </Link>
      <div className="sf-card-body">
        <Link to={to} className="sf-card-name" data-testid="product-name">
          {p.name}
        </Link>
        <span className="sf-card-category">{p.category}</span>
        <div className="sf-card-meta">
          <strong className="sf-price" data-testid="price">
            {shopMoney(p.price)}
          </strong>
          <AvailabilityBadge inStock={p.inStock} />
        </div>
        {onAdd ? (
          <button type="button" className="chip primary sf-add" disabled={!p.inStock} onClick={onAdd}>
            {t('storefront.product.add')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** Where the cards stand while the first page loads: the same shapes, so nothing jumps. */
export function ProductGridSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <div className="sf-grid" aria-busy="true" data-testid="catalog-loading">
      {Array.from({ length: cards }, (_, i) => (
        <div className="sf-card" key={i}>
          <div className="sf-card-media skeleton" />
          <div className="sf-card-body">
            <div className="skeleton" style={{ width: '80%' }} />
            <div className="skeleton" style={{ width: '40%', marginTop: 8 }} />
          </div>
        </div>
      ))}
    </div>
  );
}
