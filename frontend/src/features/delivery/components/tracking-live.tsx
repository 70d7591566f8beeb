import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingDriverView } from '@domain/delivery';
import type { OrderStatus } from '@domain/orders';
import { useMapZones } from '../hooks/use-map-zones';
import { useTrackingLive, type RoughPosition } from '../hooks/use-tracking-live';
import { clockTime } from '../lib/format';
import '../locales/register';
import '../cards.css';
import '../dashboard.css';

// Leaflet is loaded only when there is a driver to show, not with every tracking page.
const DeliveryMap = lazy(() => import('./delivery-map'));

interface Props {
  code: string;
  /** The tracking answer: its status, and while IN_TRANSIT the driver's rough position and the ETA. */
  view: { status: OrderStatus; driver?: TrackingDriverView | null };
  /** The order changed (the socket says so): read the tracking answer again. */
  onChanged: () => void;
}

const newest = (a: RoughPosition | null, b: RoughPosition | null | undefined) =>
  a && (!b || Date.parse(a.at) >= Date.parse(b.at)) ? a : (b ?? null);

/**
 * The tracking page's live part (issue 15): while the order still moves it listens to
 * /api/track/:code/live; while it is on its way, the driver on a small map (about 100 m, moving as
 * they drive) and "Llega aprox. HH:MM".
 */
export function TrackingLive({ code, view, onChanged }: Props) {
  const { t } = useTranslation();
  const moving = view.status !== 'delivered' && view.status !== 'cancelled';
  const live = useTrackingLive(code, moving, onChanged);
  const zones = useMapZones();
  const driver = view.status === 'out_for_delivery' ? view.driver : null;
  const here = newest(live, driver?.location);
  const markers = useMemo(() => (here ? [{ id: 'driver', name: t('delivery.map.driver'), ...here }] : []), [here, t]);
  if (!driver) return null;
  return (
    <section className="card dl-track" aria-label={t('delivery.track.onTheWay')} data-testid="track-driver">
      <strong>{t('delivery.track.onTheWay')}</strong>
      <p className="dl-eta" data-testid="track-eta-time">
        {t('delivery.track.eta', { time: clockTime(driver.eta) })}
      </p>
      {here ? (
        <>
          <Suspense fallback={<div className="dm-map skeleton" />}>
            <DeliveryMap
              label={t('delivery.track.mapLabel')}
              zones={zones}
              drivers={markers}
              follow={here}
              testId="track-map"
            />
          </Suspense>
          <p className="dl-card-line" data-testid="track-driver-at">
            {t('delivery.track.driverAt', { time: clockTime(here.at) })}
          </p>
        </>
      ) : (
        <p className="dl-card-line">{t('delivery.track.noLocation')}</p>
      )}
    </section>
  );
}
