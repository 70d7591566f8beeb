import { useTranslation } from 'react-i18next';

/**
 * The portal's own bar: the partner's business and "Cerrar sesión", nothing of the staff's navigation
 * (a partner account opens this screen and its profile only).
 */
export function PortalHeader({ name, onSignOut }: { name: string | undefined; onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="nav-bar portal-bar" aria-label={t('partnerPortal.account')}>
      <span className="brand portal-brand">
        <span className="logo" aria-hidden>
          ✿
        </span>
        <span className="portal-brand-name" data-testid="portal-partner-name">
          {name ?? t('partnerPortal.title')}
        </span>
      </span>
      <div className="nav-actions">
        <button type="button" className="link-button" onClick={onSignOut} data-testid="sign-out">
          {t('common.signOut')}
        </button>
      </div>
    </nav>
  );
}
