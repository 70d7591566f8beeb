import { Outlet } from 'react-router-dom';
import { ShopNav } from './components/shop-nav';
import { useCartSync } from './hooks/use-cart-sync';
import './locales/register';
import './storefront.css';
import './cards.css';

/**
 * The storefront's frame (/, /catalog, /product/:id, /cart): the shop's bar — the cart with its count,
 * the way back to a staff member's panel, or 'Iniciar sesión' and 'Crear cuenta' for a guest — over
 * a screen wider than the back office's, so the catalogue's grid has room. While it is open the
 * cart follows the customer's account on the server (issue 43).
 */
export function Component() {
  useCartSync();
  return (
    <>
      <ShopNav />
      <main className="screen sf-screen">
        <Outlet />
      </main>
    </>
  );
}
