import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { flagAllows } from '@domain/identity/flags';
import { defaultLanding } from '@/lib/access';
import { useSystemConfig } from '@/lib/system-config';
import { useSessionStore } from '@/stores/session-store';
import { BrandLink } from '@/components/brand-link';
import { AppNav } from '../../shell/app-nav';

/**
 * Spec 2.10's admin layout: a translucent bar (home, profile, sign out) over the screen, and the shell's
 * navigation beside it (a sidebar on a desktop, a tab bar on a phone) listing what the user may open.
 */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const signOut = useSignOut();
  const { flags } = useSystemConfig(); // a flag turned off takes its screens out of the menu too
  return (
    <>
      <nav className="nav-bar" aria-label={t('common.account')}>
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
      <div className="shell-body">
        {user ? <AppNav user={user} shown={(path) => flagAllows(flags, path)} /> : null}
        <main className="screen">
          <Outlet />
        </main>
      </div>
    </>
  );
}
