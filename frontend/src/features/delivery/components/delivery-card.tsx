import { useTranslation } from 'react-i18next';
import type { DeliveryView, DriverView } from '@domain/delivery';
import { DELIVERY_DRAG_TYPE } from '../lib/dispatch';
import { dayLabel } from '../lib/format';
import { mayReassign } from '../lib/status';
import { AssignSelect } from './assign-select';
import { DeliveryStatusBadge, LateBadge } from './status-badge';
import { StepTimes } from './step-times';
import '../locales/register';
import '../cards.css';

interface Props {
  delivery: DeliveryView;
  drivers: readonly DriverView[] | undefined;
  busy: boolean;
  onAssign: (delivery: DeliveryView, driver: DriverView) => void;
}

const address = (d: DeliveryView) => d.deliveryLocation.address;

/** One delivery on the board: whose, where and when, its status, and its driver — dragged onto a driver while it may still change hands. */
export function DeliveryCard({ delivery: d, drivers, busy, onAssign }: Props) {
  const { t } = useTranslation();
  const draggable = mayReassign(d) && !busy;
  return (
    <article
      id={`delivery-${d.id}`}
      className="card dl-card"
      draggable={draggable}
      onDragStart={(e) => {
        e.dataTransfer.setData(DELIVERY_DRAG_TYPE, d.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      aria-busy={busy || undefined}
      data-testid="delivery-card"
      data-delivery={d.id}
      data-order={d.source.number}
      data-status={d.status}
    >
      <div className="dl-card-head">
        <strong className="dl-number">{d.source.number}</strong>
        <span className="dl-badges">
          {d.late ? <LateBadge /> : null}
          <DeliveryStatusBadge status={d.status} pickedUp={d.pickedUp} />
        </span>
      </div>
      <div className="dl-card-who">{d.customerName}</div>
      <div className="dl-card-line">{address(d)}</div>
      <div className="dl-card-line">
        {d.zone.name} · {dayLabel(d.scheduledDeliveryTime)}
        {d.attempts > 0 ? ` · ${t('delivery.board.attempts', { count: d.attempts })}` : null}
      </div>
      <StepTimes delivery={d} />
      {d.pickedUp && d.driver ? (
        <div className="dl-card-line dl-picked" data-testid="picked-up">
          {t('delivery.board.pickedUp', { name: d.driver.name })}
        </div>
      ) : (
        <AssignSelect delivery={d} drivers={drivers} busy={busy} onAssign={onAssign} />
      )}
    </article>
  );
}
