import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { defaultLanding } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';
import { BrandLink } from '@/components/brand-link';

/** Spec 2.10's admin layout: a translucent bar (home, profile, sign out) over the screen. */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const signOut = useSignOut();
  return (
    <>
      <nav className="nav-bar" aria-label={t('common.menu')}>
        <BrandLink to={user ? defaultLanding(user) : '/'} />
        <div className="nav-actions">
          <Link to="/profile" data-testid="nav-profile">
            {user?.firstName || t('common.profile')}
          </Link>
          <button type="button" className="link-button" onClick={() => void signOut()} data-testid="sign-out">
            {t('common.signOut')}
          </button>
        </div>
      </nav>
      <main className="screen">
        <Outlet />
      </main>
    </>
  );
}
