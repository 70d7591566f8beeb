import { useTranslation } from 'react-i18next';
import type { SharedLocation } from '../hooks/use-share-location';
import { clockTimeSeconds } from '../lib/format';
import '../locales/register';

/**
 * What the driver is told about their location while on route: that it is being shared and when it
 * last reached the shop, or why it is not (permission denied, no reading, no support). Nothing while
 * no delivery of theirs is in transit.
 */
export function LocationBanner({ location }: { location: SharedLocation }) {
  const { t } = useTranslation();
  const { status, lastSentAt, detail } = location;
  if (status === 'off') return null;
  const problem = status === 'denied' || status === 'unavailable' || status === 'unsupported';
  return (
    <div
      className={`dl-location ${problem ? 'problem' : status}`}
      role={problem ? 'alert' : 'status'}
      data-testid="location-status"
      data-state={status}
    >
      {status === 'sharing' ? (
        <>
          <span className="dl-pulse" aria-hidden />
          <span>
            <strong>{t('delivery.location.sharing')}</strong>
            {lastSentAt ? (
              <span className="dl-location-line" data-testid="location-sent">
                {t('delivery.location.lastSent', { time: clockTimeSeconds(lastSentAt) })}
              </span>
            ) : null}
            {detail ? (
              <span className="dl-location-line problem">{t('delivery.location.sendFailed', { detail })}</span>
            ) : null}
          </span>
        </>
      ) : status === 'waiting' ? (
        t('delivery.location.waiting')
      ) : status === 'unavailable' ? (
        t('delivery.location.unavailable', { detail })
      ) : (
        t(`delivery.location.${status}`)
      )}
    </div>
  );
}
