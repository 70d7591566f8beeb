import { useTranslation } from 'react-i18next';
import { ORDER_MESSAGES } from '@domain/orders';
import { toCents, toPesos } from '@domain/shared';
import { shopMoney } from '../lib/money';

/** What the fee's place says until a quote arrives: why there is none yet (issue 43: a refused ZIP says so). */
const SHIPPING_NOTE = {
  missing: 'storefront.cart.shippingPending',
  quoting: 'storefront.cart.shippingQuoting',
  refused: 'storefront.cart.shippingRefused',
} as const;

interface Props {
  totals: { subtotal: number; fee: number | undefined; minimum: number; zip: 'missing' | 'quoting' | 'refused' };
  refusal: string | null;
  pending: boolean;
}

/**
 * The order's figures as the server will add them (subtotal, the zone's fee once the zip is known,
 * total), the $35 minimum when not reached, how it is paid, and 'Realizar pedido' with what refused it.
 */
export function CartSummary({ totals: { subtotal, fee, minimum, zip }, refusal, pending }: Props) {
  const { t } = useTranslation();
  const total = fee === undefined ? undefined : toPesos(toCents(subtotal) + toCents(fee));
  return (
    <section className="card sf-summary" aria-label={t('storefront.cart.totals')} data-testid="cart-summary">
      <h2>{t('storefront.cart.totals')}</h2>
      <dl className="figures live-totals">
        <dt>{t('storefront.cart.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{shopMoney(subtotal)}</dd>
        <dt>{t('storefront.cart.shipping')}</dt>
        <dd data-testid="cart-shipping">
          {fee === undefined ? <span className="muted">{t(SHIPPING_NOTE[zip])}</span> : shopMoney(fee)}
        </dd>
        <dt className="net">{t('storefront.cart.total')}</dt>
        <dd className="net" data-testid="cart-total">
          {shopMoney(total ?? subtotal)}
        </dd>
      </dl>
      {subtotal < minimum ? (
        <p className="sf-warning" data-testid="below-minimum">
          {ORDER_MESSAGES['ORDER.BELOW_MINIMUM']}
        </p>
      ) : null}
      <p className="sf-payment" data-testid="payment-note">
        {t('storefront.cart.payment')}
      </p>
      {refusal ? (
        <p className="form-error" role="alert" data-testid="order-refusal">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending} data-testid="place-order">
        {pending ? t('storefront.cart.placing') : t('storefront.cart.place')}
      </button>
    </section>
  );
}
