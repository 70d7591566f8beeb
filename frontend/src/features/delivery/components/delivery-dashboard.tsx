import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useUrlParams } from '@/lib/use-url-params';
import { useDeliveries, useDrivers } from '../api/reads';
import { useMapZones } from '../hooks/use-map-zones';
import { useShopToday } from '../hooks/use-shop-today';
import { dayFigures } from '../lib/dashboard';
import { longDayLabel } from '../lib/format';
import { DayCards } from './day-cards';
import { DriversTable } from './drivers-table';
import { LateList } from './late-list';
import { ZoneFigures, ZoneTimes } from './zone-figures';
import '../locales/register';
import '../dashboard.css';
import { DateInput } from '@/components/ui/date-field';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/delivery-dashboard's figures: today (the shop's day; ?date= another, to plan tomorrow's) by
 * status and by zone, per driver, the late ones, and each zone's average time on the road against its
 * estimate. Every figure comes from the day's deliveries, read whole and refreshed by the websocket's
 * 'deliveries' notices.
 */
export function DeliveryDashboard() {
  const { t } = useTranslation();
  const today = useShopToday();
  const { params, update } = useUrlParams();
  const asked = params.get('date');
  const date = asked && DAY.test(asked) ? asked : today;
  const day = useDeliveries({ date });
  const late = useDeliveries({ status: 'late' });
  const drivers = useDrivers();
  const zones = useMapZones();
  const items = day.data?.items;
  const figures = useMemo(
    () => (items && drivers.data ? dayFigures(items, drivers.data, zones) : undefined),
    [items, drivers.data, zones],
  );
  const failed = day.error ?? drivers.error;
  return (
    <div data-testid="delivery-dashboard" data-day={date}>
      <div className="toolbar dl-day">
        <span>{date === today ? t('delivery.dashboard.today', { day: longDayLabel(date) }) : longDayLabel(date)}</span>
        <DateInput
          className="select"
          value={date}
          aria-label={t('delivery.dashboard.day')}
          onChange={(e) => update({ date: e.target.value && e.target.value !== today ? e.target.value : undefined })}
        />
        {date !== today ? (
          <button type="button" className="chip small" onClick={() => update({ date: undefined })}>
            {t('delivery.dashboard.backToToday')}
          </button>
        ) : null}
      </div>
      <DayCards
        figures={figures}
        late={late.data?.total}
        failed={
          failed && !figures
            ? {
                message: `${t('delivery.loadFailed')}: ${failed.message}`,
                onRetry: () => void Promise.all([day.refetch(), drivers.refetch()]),
              }
            : undefined
        }
      />
      {figures ? (
        <div className="dl-columns">
          <ZoneFigures zones={figures.zones} />
          <DriversTable drivers={figures.drivers} />
        </div>
      ) : failed ? null : (
        <SkeletonRows rows={4} />
      )}
      <div className="dl-columns">
        <LateList items={late.data?.items} error={late.error} onRetry={() => void late.refetch()} />
        {figures ? <ZoneTimes zones={figures.zones} /> : null}
      </div>
    </div>
  );
}
