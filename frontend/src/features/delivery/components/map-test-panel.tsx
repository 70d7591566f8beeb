import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { InputRow } from '@/components/ui/form-fields';
import { paletteColor } from '@/components/charts/chart-data';
import { driverLocationBody, zoneForPoint, type LatLng } from '@domain/delivery';
import { useMapZones } from '../hooks/use-map-zones';
import { TILE_URL } from '../lib/tiles';
import DeliveryMap from './delivery-map';
import '../locales/register';
import '../cards.css';
import '../dashboard.css';

/** A typed coordinate is one the driver's phone could send: the same ranges as POST /api/drivers/me/location. */
const coordinates = driverLocationBody.pick({ latitude: true, longitude: true });
const shown = (n: number) => String(Math.round(n * 1e5) / 1e5);

/**
 * /map-test (public): the zones on the map, a point typed or tapped and the zone it falls in (the
 * domain's zoneForPoint — ray casting over each active zone's outline — over the zones the shop
 * serves), and which base map is in use.
 */
export function MapTestPanel() {
  const { t } = useTranslation();
  const zones = useMapZones();
  const [latitude, setLatitude] = useState('25.7743');
  const [longitude, setLongitude] = useState('-80.1937');
  const [point, setPoint] = useState<LatLng | null>(null);
  const [invalid, setInvalid] = useState(false);
  const zone = point ? zoneForPoint<(typeof zones)[number]>(point, zones) : undefined;

  const test = (e: FormEvent) => {
    e.preventDefault();
    const parsed = coordinates.safeParse({ latitude: Number(latitude), longitude: Number(longitude) });
    setInvalid(!parsed.success || latitude.trim() === '' || longitude.trim() === '');
    setPoint(parsed.success ? parsed.data : null);
  };
  const picked = (p: LatLng) => {
    setLatitude(shown(p.latitude));
    setLongitude(shown(p.longitude));
    setInvalid(false);
    setPoint(p);
  };

  return (
    <div className="dl-maptest">
      <DeliveryMap label={t('delivery.map.label')} zones={zones} point={point} onPick={picked} />
      <div>
        <form onSubmit={test} noValidate data-testid="point-form">
          <div className="group-body">
            <InputRow
              label={t('delivery.mapTest.latitude')}
              inputMode="decimal"
              value={latitude}
              onChange={(e) => setLatitude(e.target.value)}
            />
            <InputRow
              label={t('delivery.mapTest.longitude')}
              inputMode="decimal"
              value={longitude}
              onChange={(e) => setLongitude(e.target.value)}
            />
          </div>
          <p className="group-footer">{t('delivery.mapTest.hint')}</p>
          <button type="submit" className="button dl-test-button">
            {t('delivery.mapTest.test')}
          </button>
        </form>
        <div role="status" aria-live="polite">
          {invalid ? (
            <p className="form-error" data-testid="point-result" data-zone="">
              {t('delivery.mapTest.invalid')}
            </p>
          ) : point ? (
            <p className={zone ? 'notice' : 'form-error'} data-testid="point-result" data-zone={zone?.id ?? ''}>
              {zone
                ? t('delivery.mapTest.inZone', { zone: zone.name, minutes: zone.estimatedDeliveryTime })
                : t('delivery.mapTest.outside')}
            </p>
          ) : null}
        </div>
        <GroupedList header={t('delivery.mapTest.tiles')}>
          <ListRow title={<span data-testid="tile-source">{TILE_URL ?? t('delivery.mapTest.noTiles')}</span>} />
        </GroupedList>
        <GroupedList header={t('delivery.mapTest.zones')}>
          {zones.map((z, i) => (
            <ListRow
              key={z.id}
              title={
                <>
                  <span className="dl-swatch" style={{ background: paletteColor(i) }} />
                  {z.name}
                </>
              }
              detail={t('delivery.mapTest.zoneLine', { minutes: z.estimatedDeliveryTime })}
              testId={`zone-${z.id}`}
            />
          ))}
        </GroupedList>
      </div>
    </div>
  );
}
