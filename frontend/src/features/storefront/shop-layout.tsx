import { Outlet } from 'react-router-dom';
import { ShopNav } from './components/shop-nav';
import './locales/register';
import './storefront.css';
import './cards.css';

/**
 * The storefront's frame (/, /catalog, /product/:id, /cart): the shop's bar — the cart with its count,
 * the way back to a staff member's panel, or 'Iniciar sesión' and 'Crear cuenta' for a guest — over
 * a screen wider than the back office's, so the catalogue's grid has room.
 */
export function Component() {
  return (
    <>
      <ShopNav />
      <main className="screen sf-screen">
        <Outlet />
      </main>
    </>
  );
}
