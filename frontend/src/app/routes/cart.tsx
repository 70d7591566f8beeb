import { useSearchParams } from 'react-router-dom';
import { CartCheckout } from '@/features/storefront/components/cart-checkout';
import { OrderConfirmation } from '@/features/storefront/components/order-confirmation';
import '@/features/storefront/locales/register';
import '@/features/storefront/checkout.css';
import '@/features/storefront/confirmation.css';

/**
 * /cart (place-order): the cart and its checkout; once placed, the order's confirmation, named in the
 * URL (?order=<id>&position=<its position>) so a reload shows the same order rather than an empty cart.
 */
export function Component() {
  const [params] = useSearchParams();
  const order = params.get('order');
  if (order) return <OrderConfirmation id={order} position={params.get('position') ?? undefined} />;
  return <CartCheckout />;
}
