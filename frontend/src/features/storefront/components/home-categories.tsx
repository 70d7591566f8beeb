import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCategories } from '../api/reads';
import { loginTo } from '../lib/access';
import { categoryPath } from '../lib/catalog-filters';

/** The shop's usual categories, for a guest (the live list needs view-catalog). */
const GUEST_CATEGORIES = ['Rosas', 'Tulipanes', 'Orquídeas', 'Girasoles', 'Lirios', 'Arreglos', 'Plantas', 'Follaje'];

/** Every category as a chip to its catalogue page: the live list with counts, or a guest's fixed one through the login. */
export function HomeCategories({ browse }: { browse: boolean }) {
  const { t } = useTranslation();
  const live = useCategories(browse);
  const chips = browse
    ? (live.data ?? []).map((c) => ({ name: c.category, count: c.products as number | undefined }))
    : GUEST_CATEGORIES.map((name) => ({ name, count: undefined }));
  if (chips.length === 0) return null;
  return (
    <section className="sf-section" data-testid="home-categories">
      <div className="sf-section-head">
        <h2>{t('storefront.home.categories')}</h2>
      </div>
      <div className="sf-chips">
        {chips.map((c) => (
          <Link key={c.name} className="sf-chip" to={browse ? categoryPath(c.name) : loginTo(categoryPath(c.name))}>
            {c.name}
            {c.count !== undefined ? <span className="sf-chip-count">{c.count}</span> : null}
          </Link>
        ))}
      </div>
    </section>
  );
}
