import { useTranslation } from 'react-i18next';
import type { DeliveryView } from '@domain/delivery';
import { dayLabel } from '../lib/format';
import { nextAction } from '../lib/status';
import { LateBadge, DeliveryStatusBadge } from './status-badge';
import { StepTimes } from './step-times';
import '../locales/register';
import '../cards.css';

export type RouteSheet = 'scan' | 'deliver' | 'fail';

interface Props {
  delivery: DeliveryView;
  /** Its place in the round, from 1. */
  stop: number;
  busy: boolean;
  onStart: (delivery: DeliveryView) => void;
  onSheet: (sheet: RouteSheet, delivery: DeliveryView) => void;
}

/** Google Maps' directions from wherever the phone is to the door (the app the driver already has). */
const mapsUrl = ({ latitude, longitude }: DeliveryView['deliveryLocation']) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One stop of the driver's round: the door, who receives and how to call them, and the next thing to do. */
export function RouteStop({ delivery: d, stop, busy, onStart, onSheet }: Props) {
  const { t } = useTranslation();
  const next = nextAction(d);
  return (
    <li
      className="card dl-stop"
      data-testid="route-stop"
      data-delivery={d.id}
      data-order={d.source.number}
      data-status={d.status}
      data-picked-up={d.pickedUp}
    >
      <div className="dl-card-head">
        <span className="dl-stop-title">
          <span className="dl-stop-index" aria-hidden>
            {stop}
          </span>
          <strong className="dl-number">{d.source.number}</strong>
        </span>
        <span className="dl-badges">
          {d.late ? <LateBadge /> : null}
          <DeliveryStatusBadge status={d.status} pickedUp={d.pickedUp} />
        </span>
      </div>
      <div className="dl-stop-address">{d.deliveryLocation.address}</div>
      <div className="dl-card-line">
        {d.zone.name} · {dayLabel(d.scheduledDeliveryTime)}
      </div>
      <dl className="dl-facts">
        <div>
          <dt>{t('delivery.route.recipient')}</dt>
          <dd>{d.customerName}</dd>
        </div>
        <div>
          <dt>{t('delivery.route.phone')}</dt>
          <dd>
            <a href={telOf(d.recipientPhone)} aria-label={t('delivery.route.call', { name: d.customerName })}>
              {d.recipientPhone}
            </a>
          </dd>
        </div>
      </dl>
      <StepTimes delivery={d} />
      {d.failReason && d.status === 'PENDING' ? (
        <p className="dl-card-line">{t('delivery.route.failedBefore', { reason: d.failReason })}</p>
      ) : null}
      <div className="dl-stop-actions">
        <a className="button plain" href={mapsUrl(d.deliveryLocation)} target="_blank" rel="noopener noreferrer">
          {t('delivery.route.openMaps')}
        </a>
        {next === 'scan' ? (
          <button type="button" className="button" onClick={() => onSheet('scan', d)} data-testid="action-scan">
            {t('delivery.route.scan')}
          </button>
        ) : null}
        {next === 'start' ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => onStart(d)}
            data-testid="action-start"
          >
            {busy ? t('delivery.route.sending') : t('delivery.route.start')}
          </button>
        ) : null}
        {next === 'finish' ? (
          <>
            <button type="button" className="button" onClick={() => onSheet('deliver', d)} data-testid="action-deliver">
              {t('delivery.route.deliver')}
            </button>
            <button
              type="button"
              className="button destructive"
              onClick={() => onSheet('fail', d)}
              data-testid="action-fail"
            >
              {t('delivery.route.fail')}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
