import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CatalogProductView } from '@domain/catalog';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useCart } from '../hooks/use-cart';
import { shopMoney } from '../lib/money';
import { AvailabilityBadge } from './availability-badge';
import { ProductImage } from './product-image';
import { QuantityStepper } from './quantity-stepper';

/** The photos: the chosen one large, the others as thumbnails to choose from (none when there is one or none). */
function Gallery({ product: p }: { product: CatalogProductView }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const image = p.images[shown];
  return (
    <div className="sf-gallery">
      <div className="sf-gallery-main">
        <ProductImage images={image ? [image] : []} category={p.category} alt={p.name} />
      </div>
      {p.images.length > 1 ? (
        <div className="sf-thumbs">
          {p.images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-pressed={i === shown}
              aria-label={t('storefront.product.image', { n: i + 1, name: p.name })}
              onClick={() => setShown(i)}
            >
              <ProductImage images={[src]} category={p.category} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** /product/:id's body: photos, name, price, availability, description, and a quantity to add to the cart. */
export function ProductDetail({ product: p, orderable }: { product: CatalogProductView; orderable: boolean }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const add = useAddToCart();
  const inCart = useCart().lines.find((l) => l.productId === p.id)?.quantity ?? 0;
  return (
    <article className="sf-product" data-testid="product-detail">
      <Gallery product={p} />
      <div className="sf-product-info">
        <span className="sf-card-category">{p.category}</span>
        <h1>{p.name}</h1>
        <div className="sf-card-meta">
          <strong className="sf-price sf-price-large" data-testid="price">
            {shopMoney(p.price)}
          </strong>
          <AvailabilityBadge inStock={p.inStock} />
        </div>
        <p className="sf-description">{p.description || t('storefront.product.noDescription')}</p>
        <p className="sf-sku">{t('storefront.product.sku', { sku: p.sku })}</p>
        {orderable ? (
          <>
            <div className="sf-buy">
              <QuantityStepper value={quantity} onChange={setQuantity} label={t('storefront.product.quantity')} />
              <button
                type="button"
                className="button"
                disabled={!p.inStock}
                onClick={() => add(p, quantity)}
                data-testid="add-to-cart"
              >
                {t('storefront.product.add')}
              </button>
            </div>
            {inCart > 0 ? (
              <p className="sf-in-cart" data-testid="in-cart">
                {t('storefront.product.inCart', { count: inCart })} ·{' '}
                <Link to="/cart">{t('storefront.product.goToCart')}</Link>
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </article>
  );
}
