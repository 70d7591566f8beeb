import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { DriverView } from '@domain/delivery';
import { DELIVERY_DRAG_TYPE } from '../lib/dispatch';
import { clockTime } from '../lib/format';
import type { MapDriver } from '../lib/map-layers';
import '../locales/register';
import '../cards.css';

interface Props {
  drivers: readonly DriverView[] | undefined;
  error: Error | null;
  onRetry: () => void;
  positions: readonly MapDriver[];
  /** A delivery card dropped on a driver: its id. */
  onDrop: (deliveryId: string, driver: DriverView) => void;
}

const carries = (e: DragEvent) => e.dataTransfer.types.includes(DELIVERY_DRAG_TYPE);

/** The drivers, each a place to drop a delivery on: their vehicle, their day so far, where they were last seen. */
export function DriversColumn({ drivers, error, onRetry, positions, onDrop }: Props) {
  const { t } = useTranslation();
  const [over, setOver] = useState<string | null>(null);
  const seen = new Map(positions.map((p) => [p.id, p.at]));
  let body;
  if (error && !drivers)
    body = <LoadFailed title={t('delivery.driversFailed')} reason={error.message} onRetry={onRetry} />;
  else if (!drivers) body = <SkeletonRows rows={3} />;
  else if (drivers.length === 0) body = <p className="group-footer">{t('delivery.board.noDrivers')}</p>;
  else
    body = (
      <ul className="dl-driver-list">
        {drivers.map((d) => {
          const at = seen.get(d.id);
          return (
            <li
              key={d.id}
              className="card dl-driver"
              data-over={over === d.id || undefined}
              onDragOver={(e) => {
                if (!carries(e)) return;
                e.preventDefault(); // says "droppable here"
                e.dataTransfer.dropEffect = 'move';
                setOver(d.id);
              }}
              onDragLeave={() => setOver((o) => (o === d.id ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                const id = e.dataTransfer.getData(DELIVERY_DRAG_TYPE);
                if (id) onDrop(id, d);
              }}
              data-testid="driver-drop"
              data-driver={d.id}
            >
              <div className="dl-card-head">
                <strong>{d.name}</strong>
                {d.currentDeliveryId ? <span className="badge primary">{t('delivery.board.onDelivery')}</span> : null}
              </div>
              <div className="dl-card-line">
                {d.vehicleType ? t(`delivery.vehicle.${d.vehicleType}`) : t('delivery.noVehicle')}
                {d.vehiclePlate ? ` · ${d.vehiclePlate}` : ''}
              </div>
              <div className="dl-card-line" data-testid="driver-today">
                {t('delivery.board.todayCounts', {
                  pending: d.today.PENDING,
                  transit: d.today.IN_TRANSIT,
                  delivered: d.today.DELIVERED,
                })}
              </div>
              <div className="dl-card-line" data-testid="driver-seen">
                {at ? t('delivery.board.lastSeen', { time: clockTime(at) }) : t('delivery.board.noLocation')}
              </div>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section className="dl-drivers" aria-label={t('delivery.board.drivers')}>
      <h2 className="group-header">{t('delivery.board.drivers')}</h2>
      {body}
      <p className="group-footer">{t('delivery.board.dropHint')}</p>
    </section>
  );
}
