import { useTranslation } from 'react-i18next';
import type { DeliveryView, DriverView } from '@domain/delivery';
import { todayTotal } from '../lib/dispatch';
import { mayReassign } from '../lib/status';
import '../locales/register';

interface Props {
  delivery: DeliveryView;
  drivers: readonly DriverView[] | undefined;
  busy: boolean;
  onAssign: (delivery: DeliveryView, driver: DriverView) => void;
}

/**
 * The always-there way to assign (dragging is the shortcut): each driver with their vehicle and how
 * many deliveries they have today. Choosing another driver reassigns, until the package is picked up.
 */
export function AssignSelect({ delivery, drivers, busy, onAssign }: Props) {
  const { t } = useTranslation();
  const current = delivery.driver;
  const listed = drivers ?? [];
  // A driver deactivated since still shows as the one who has it.
  const missing = current && !listed.some((d) => d.id === current.id);
  const vehicle = (d: DriverView) => (d.vehicleType ? t(`delivery.vehicle.${d.vehicleType}`) : t('delivery.noVehicle'));
  return (
    <label className="dl-assign">
      <span>{t('delivery.board.driver')}</span>
      <select
        className="select"
        value={current?.id ?? ''}
        disabled={busy || !drivers || !mayReassign(delivery)}
        aria-label={t('delivery.board.assignTo', { number: delivery.source.number })}
        onChange={(e) => {
          const driver = listed.find((d) => d.id === e.target.value);
          if (driver) onAssign(delivery, driver);
        }}
        data-testid="assign-driver"
      >
        <option value="" disabled>
          {t('delivery.board.choose')}
        </option>
        {missing ? <option value={current.id}>{current.name}</option> : null}
        {listed.map((d) => (
          <option key={d.id} value={d.id}>
            {t('delivery.board.driverOption', { name: d.name, vehicle: vehicle(d), count: todayTotal(d) })}
          </option>
        ))}
      </select>
    </label>
  );
}
