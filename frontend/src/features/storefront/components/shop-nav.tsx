import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { defaultLanding, routeAccess, type SessionUser } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';
import { useCart } from '../hooks/use-cart';
import { canBrowse, canOrder } from '../lib/access';
import { BrandLink } from '@/components/brand-link';

/** Where 'Mi panel' leads: a staff member's landing, a client's own dashboard; none for a catalogue-only role. */
function panelOf(user: SessionUser): { path: string; label: string } | null {
  const landing = defaultLanding(user);
  if (landing !== '/catalog') return { path: landing, label: 'storefront.nav.panel' };
  return routeAccess(user, '/dashboard') === 'allowed' ? { path: '/dashboard', label: 'storefront.nav.account' } : null;
}

function CartButton() {
  const { t } = useTranslation();
  const { count } = useCart();
  return (
    <NavLink
      to="/cart"
      className="sf-cart-button"
      aria-label={t('storefront.nav.cartCount', { count })}
      data-testid="cart-button"
    >
      <Icon name="cart" size={20} />
      {count > 0 ? (
        <span className="sf-cart-count" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * The shop's bar. Signed in: the catalogue, the cart with its count (for whoever may order), the
 * panel of the user's role and their name (their profile, where they also sign out). A guest: log in
 * or create an account.
 */
export function ShopNav() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const panel = user ? panelOf(user) : null;
  return (
    <nav className="nav-bar sf-nav" aria-label={t('storefront.nav.label')}>
      <BrandLink to="/" />
      {user ? (
        <div className="nav-actions">
          {canBrowse(user) ? (
            <NavLink to="/catalog" className="sf-nav-wide" end>
              {t('storefront.nav.catalog')}
            </NavLink>
          ) : null}
          {panel ? (
            <Link to={panel.path} data-testid="nav-panel">
              {t(panel.label)}
            </Link>
          ) : null}
          {canOrder(user) ? <CartButton /> : null}
          <Link to="/profile" className="sf-nav-name" data-testid="nav-profile">
            {user.firstName || t('common.profile')}
          </Link>
        </div>
      ) : (
        <div className="nav-actions">
          <Link to="/auth/login" data-testid="nav-login">
            {t('storefront.nav.login')}
          </Link>
          <Link to="/auth/register" className="chip primary small" data-testid="nav-register">
            {t('storefront.nav.register')}
          </Link>
        </div>
      )}
    </nav>
  );
}
