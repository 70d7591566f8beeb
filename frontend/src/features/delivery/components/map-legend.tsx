import { useTranslation } from 'react-i18next';
import { DELIVERY_STATUSES } from '@domain/delivery';
import { LATE_COLOR, STATUS_COLOR } from '../lib/status';
import '../locales/register';
import '../map.css';

/** What the map's colours mean: a swatch per status, the late ring, a driver's badge. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <ul className="dm-legend" aria-label={t('delivery.map.legend')}>
      {DELIVERY_STATUSES.filter((s) => s !== 'CANCELLED').map((s) => (
        <li key={s}>
          <span className="dm-swatch" style={{ background: STATUS_COLOR[s] }} />
          {t(`delivery.status.${s}`)}
        </li>
      ))}
      <li>
        <span className="dm-swatch" style={{ background: '#fff', boxShadow: `0 0 0 3px ${LATE_COLOR} inset` }} />
        {t('delivery.late')}
      </li>
      <li>
        <span className="dm-swatch dm-swatch-driver" />
        {t('delivery.map.driver')}
      </li>
    </ul>
  );
}
