import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductNow } from '../api/reads';
import type { CartLine } from '../lib/cart-store';
import { shopMoney } from '../lib/money';
import { subtotalOf } from '../hooks/use-cart';
import { ProductImage } from './product-image';
import { QuantityStepper } from './quantity-stepper';

interface Props {
  /** At the catalogue's current prices. */
  lines: CartLine[];
  now: Map<string, ProductNow>;
  /** What the last order's 409 said of a line ('Stock insuficiente de X: quedan 1.'), by product. */
  short?: ReadonlyMap<string, string>;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}

/**
 * The cart's products: photo, name and unit price, a quantity stepper, 'Quitar', the line's total;
 * under a line the shop cannot serve, why (gone, sold out, or what the refused order was told is left).
 */
export function CartLines({ lines, now, short, onQuantity, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <section className="group" aria-label={t('storefront.cart.lines')}>
      <h2 className="group-header">{t('storefront.cart.lines')}</h2>
      <ul className="group-body sf-lines" data-testid="cart-lines">
        {lines.map((l) => {
          const state = now.get(l.productId);
          const warning = state?.gone
            ? t('storefront.cart.gone')
            : state?.product?.inStock === false
              ? t('storefront.cart.soldOut')
              : (short?.get(l.productId) ?? null);
          return (
            <li key={l.productId} className="sf-line" data-testid={`cart-line-${l.sku}`}>
              <Link to={`/product/${l.productId}`} className="sf-line-media" tabIndex={-1} aria-hidden>
                <ProductImage
                  images={l.image ? [l.image] : []}
                  category={state?.product?.category ?? l.category ?? ''}
                />
              </Link>
              <div className="sf-line-main">
                <Link to={`/product/${l.productId}`} className="sf-line-name">
                  {l.name}
                </Link>
                <span className="sf-line-each">{t('storefront.cart.each', { price: shopMoney(l.price) })}</span>
                {warning ? (
                  <span className="field-error sf-line-warning" data-testid="line-warning">
                    {warning}
                  </span>
                ) : null}
              </div>
              <strong className="sf-line-total" data-testid="line-total">
                {shopMoney(subtotalOf([l]))}
              </strong>
              <div className="sf-line-controls">
                <QuantityStepper
                  value={l.quantity}
                  onChange={(q) => onQuantity(l.productId, q)}
                  label={`${t('storefront.product.quantity')}: ${l.name}`}
                  testId="line-quantity"
                />
                <button
                  type="button"
                  className="link-button danger"
                  aria-label={t('storefront.cart.removeLabel', { name: l.name })}
                  onClick={() => onRemove(l.productId)}
                >
                  {t('storefront.cart.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
