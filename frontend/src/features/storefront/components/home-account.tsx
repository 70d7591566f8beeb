import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A guest's last call: create an account or log in (the catalogue, prices and orders need one). */
export function HomeAccount() {
  const { t } = useTranslation();
  return (
    <section className="card sf-account" data-testid="home-account">
      <div>
        <h2>{t('storefront.home.account')}</h2>
        <p>{t('storefront.home.accountDetail')}</p>
      </div>
      <div className="sf-account-actions">
        <Link className="button" to="/auth/register" data-testid="home-register">
          {t('storefront.nav.register')}
        </Link>
        <Link className="button plain" to="/auth/login" data-testid="home-login">
          {t('storefront.nav.login')}
        </Link>
      </div>
    </section>
  );
}
