import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Tracking } from '@/features/orders/components/tracking';
import '@/features/orders/locales/register';
import { defaultLanding } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';
import { BrandLink } from '@/components/brand-link';

/**
 * /track/:trackingCode (spec 2.1, public): outside the admin layout, whose bar names the user and
 * signs out; a recipient holding the code has no account. The bar leads to the account or to login.
 */
export function Component() {
  const { t } = useTranslation();
  const { trackingCode = '' } = useParams();
  const user = useSessionStore((s) => s.user);
  // A client's account is their dashboard (their landing is the catalogue); anyone else's is their landing.
  const account = user ? (user.roles.includes('client') ? '/dashboard' : defaultLanding(user)) : null;
  return (
    <>
      <nav className="nav-bar" aria-label={t('common.menu')}>
        <BrandLink to={user ? defaultLanding(user) : '/'} />
        <div className="nav-actions">
          {account ? (
            <Link to={account}>{t('orders.track.myAccount')}</Link>
          ) : (
            <Link to="/auth/login" data-testid="track-sign-in">
              {t('orders.track.signIn')}
            </Link>
          )}
        </div>
      </nav>
      <main className="screen">
        {/* A new code starts from its own loading state, not from the previous order's view. */}
        <Tracking key={trackingCode} code={trackingCode} />
      </main>
    </>
  );
}
