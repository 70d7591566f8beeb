import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '@/components/brand-link';
import { defaultLanding } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';

/**
 * The bar of the public screens outside the admin layout (/track/:code, /map-test), whose own bar
 * names the user and signs out: here it leads to the account, or to login for a visitor.
 */
export function PublicBar({
  account,
  signIn,
  signInTestId,
}: {
  account: string;
  signIn: string;
  signInTestId: string;
}) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  // A client's account is their dashboard (their landing is the catalogue); anyone else's is their landing.
  const home = user ? (user.roles.includes('client') ? '/dashboard' : defaultLanding(user)) : null;
  return (
    <nav className="nav-bar" aria-label={t('common.menu')}>
      <BrandLink to={user ? defaultLanding(user) : '/'} />
      <div className="nav-actions">
        {home ? (
          <Link to={home}>{account}</Link>
        ) : (
          <Link to="/auth/login" data-testid={signInTestId}>
            {signIn}
          </Link>
        )}
      </div>
    </nav>
  );
}
