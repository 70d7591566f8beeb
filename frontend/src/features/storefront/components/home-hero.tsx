import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loginTo } from '../lib/access';
import { ProductImage } from './product-image';

/** The first thing a visitor reads: what the shop is, and the way to its catalogue (through the login for a guest). */
export function HomeHero({ browse, guest }: { browse: boolean; guest: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="sf-hero" aria-labelledby="sf-hero-title" data-testid="home-hero">
      <div className="sf-hero-text">
        <p className="sf-eyebrow">{t('storefront.home.eyebrow')}</p>
        <h1 id="sf-hero-title">{t('storefront.home.title')}</h1>
        <p className="sf-lead">{t('storefront.home.lead')}</p>
        <div className="sf-hero-actions">
          {browse || guest ? (
            <Link className="button" to={browse ? '/catalog' : loginTo('/catalog')} data-testid="hero-browse">
              {t('storefront.home.browse')}
            </Link>
          ) : null}
          {guest ? (
            <Link className="button plain" to="/auth/register">
              {t('storefront.nav.register')}
            </Link>
          ) : null}
        </div>
      </div>
      {/* Three drawn bouquets: the shop has no photos of its own yet. */}
      <div className="sf-hero-art" aria-hidden>
        {['Rosas', 'Orquídeas', 'Girasoles'].map((c) => (
          <ProductImage key={c} images={[]} category={c} />
        ))}
      </div>
    </section>
  );
}
