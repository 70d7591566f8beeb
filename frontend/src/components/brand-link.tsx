import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The logo and the shop's name at the left of every navigation bar, leading to `to`. */
export function BrandLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link className="brand" to={to}>
      <span className="logo" aria-hidden>
        ✿
      </span>
      {t('common.appName')}
    </Link>
  );
}
