import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_ANIMATIONS, paletteColor } from '@/components/charts/chart-data';
import { ChartSlot } from '@/components/charts/chart-slot';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { formatCount } from '@/lib/money';
import type { ZoneDay } from '../lib/dashboard';
import '../locales/register';
import '../cards.css';

// apexcharts is the app's largest library: its chunk loads only when this chart is drawn.
const HorizontalBars = lazy(() => import('@/components/charts/horizontal-bars'));
const barsHeight = (bars: number) => 48 + bars * 40;

/** Today by zone: a bar per zone in its map colour, then each zone's count and how many were delivered. */
export function ZoneFigures({ zones }: { zones: readonly ZoneDay[] }) {
  const { t } = useTranslation();
  // Bars of nothing draw an empty frame: a day without deliveries says so in words instead.
  const any = zones.some((z) => z.total > 0);
  return (
    <GroupedList header={t('delivery.dashboard.byZone')}>
      <figure className="dl-figure" data-testid="zone-chart">
        {any ? (
          <ChartSlot className="dl-chart" height={barsHeight(zones.length)}>
            <HorizontalBars
              height={barsHeight(zones.length)}
              format={(v) => formatCount(Math.round(v))}
              labels
              animations={CHART_ANIMATIONS}
              seriesName={t('delivery.dashboard.total')}
              bars={zones.map((z, i) => ({ label: z.name, value: z.total, color: paletteColor(i) }))}
            />
          </ChartSlot>
        ) : (
          <p className="group-footer dl-pad">{t('delivery.dashboard.noneThatDay')}</p>
        )}
        {zones.map((z, i) => (
          <ListRow
            key={z.id}
            testId={`zone-${z.id}`}
            title={
              <>
                <span className="dl-swatch" style={{ background: paletteColor(i) }} />
                {z.name}
              </>
            }
            detail={t('delivery.dashboard.zoneLine', {
              total: t('delivery.dashboard.deliveries', { count: z.total }),
              delivered: formatCount(z.delivered),
            })}
          />
        ))}
      </figure>
    </GroupedList>
  );
}

/** Average time on the road per zone (route start → handover) against the time the zone promises. */
export function ZoneTimes({ zones }: { zones: readonly ZoneDay[] }) {
  const { t } = useTranslation();
  return (
    <GroupedList header={t('delivery.dashboard.times')} footer={t('delivery.dashboard.timesFooter')}>
      {zones.map((z) => {
        const over = z.averageMinutes !== null && z.averageMinutes > z.estimate;
        return (
          <ListRow
            key={z.id}
            testId={`zone-time-${z.id}`}
            title={z.name}
            subtitle={
              z.averageMinutes === null
                ? t('delivery.dashboard.timeNone', { estimate: z.estimate })
                : t('delivery.dashboard.timeLine', { average: z.averageMinutes, estimate: z.estimate })
            }
            detail={
              z.averageMinutes === null ? undefined : (
                <span className={over ? 'badge danger' : 'badge success'} data-over={over}>
                  {over ? t('delivery.dashboard.overEstimate') : t('delivery.dashboard.withinEstimate')}
                </span>
              )
            }
          />
        );
      })}
    </GroupedList>
  );
}
