import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LargeTitle } from '@/components/ui/large-title';
import { useCheckout } from '../hooks/use-checkout';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { CheckoutFields } from './checkout-fields';

/** /cart before ordering: the lines and the delivery form on the left, the summary beside (under, on a phone). */
export function CartCheckout() {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const { cart } = checkout;
  if (cart.lines.length === 0)
    return (
      <div data-testid="cart-empty">
        <LargeTitle title={t('storefront.cart.title')} />
        <EmptyState icon="cart" title={t('storefront.cart.empty')}>
          {t('storefront.cart.emptyHint')}
        </EmptyState>
        <Link className="button sf-narrow-button" to="/catalog">
          {t('storefront.cart.browse')}
        </Link>
      </div>
    );
  return (
    <form className="sf-checkout" onSubmit={(e) => void checkout.submit(e)} noValidate data-testid="checkout">
      <div className="sf-checkout-main">
        <LargeTitle title={t('storefront.cart.title')} subtitle={t('storefront.cart.subtitle')} />
        <CartLines
          lines={checkout.lines}
          now={checkout.now}
          short={checkout.short}
          onQuantity={checkout.setQuantity}
          onRemove={checkout.remove}
        />
        <CheckoutFields checkout={checkout} />
      </div>
      <aside className="sf-checkout-side">
        <CartSummary totals={checkout.totals} refusal={checkout.refusal} pending={checkout.pending} />
      </aside>
    </form>
  );
}
