import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsignmentReport } from '@domain/reports';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { CHART_ANIMATIONS, paletteColor } from '@/components/charts/chart-data';
import { ChartSlot } from '@/components/charts/chart-slot';
import { formatCount, formatMoney } from '@/lib/money';
import { barsHeight, GAUGE_SLOT_HEIGHT, STATUS_COLOR } from '../lib/charts';
import { shownPercent } from '../lib/format';
import { PartnersTable } from './partners-table';

// Like the donut: each chart's chunk (with apexcharts) loads only when it is drawn.
const HorizontalBars = lazy(() => import('@/components/charts/horizontal-bars'));
const SalesGauge = lazy(() => import('./charts/sales-gauge'));

/** The agreement status bars and the sales-percentage gauge side by side, then the per-partner table. */
export function ConsignmentSection({ report, charts = true }: { report: ConsignmentReport; charts?: boolean }) {
  const { t } = useTranslation();
  const statuses = report.statuses;
  const percent = report.summary.salesPercentage;
  return (
    <>
      <div className="rp-columns">
        <GroupedList header={t('reports.statuses.title')}>
          <figure className="rp-figure" data-testid="status-chart">
            {charts ? (
              <ChartSlot className="rp-chart" height={barsHeight(statuses.length)} testId="status-chart-drawing">
                <HorizontalBars
                  height={barsHeight(statuses.length)}
                  format={(v) => formatCount(Math.round(v))}
                  labels
                  animations={CHART_ANIMATIONS}
                  seriesName={t('reports.cards.totalAgreements')}
                  bars={statuses.map((s) => ({
                    label: t(`reports.statuses.${s.status}`),
                    value: s.agreements,
                    color: STATUS_COLOR[s.status],
                  }))}
                />
              </ChartSlot>
            ) : null}
            {statuses.map((s) => (
              <ListRow
                key={s.status}
                testId={`status-${s.status}`}
                title={
                  <>
                    <span className="rp-swatch" style={{ background: STATUS_COLOR[s.status] }} />
                    {t(`reports.statuses.${s.status}`)}
                  </>
                }
                detail={t('reports.statuses.line', {
                  count: s.agreements,
                  value: formatMoney(s.totalValue),
                })}
              />
            ))}
          </figure>
        </GroupedList>
        <GroupedList header={t('reports.gauge.title')}>
          <figure className="rp-figure rp-gauge" data-testid="sales-gauge">
            {charts ? (
              <ChartSlot className="rp-chart" height={GAUGE_SLOT_HEIGHT} testId="sales-gauge-drawing">
                <SalesGauge percent={percent} label={t('reports.gauge.label')} color={paletteColor(0)} />
              </ChartSlot>
            ) : null}
            <figcaption data-testid="sales-percentage">
              {shownPercent(percent)} · {formatMoney(report.summary.soldValue)} /{' '}
              {formatMoney(report.summary.totalValue)}
            </figcaption>
          </figure>
        </GroupedList>
      </div>
      <GroupedList header={t('reports.partners.title')}>
        <PartnersTable rows={report.partners} />
      </GroupedList>
    </>
  );
}
