import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRow } from '@/components/ui/grouped-list';
import { formatMoney } from '@/lib/money';
import type { WarehouseDashboard } from '@domain/inventory';
import { paletteColor } from '@/components/charts/chart-data';
import { ChartSlot } from '@/components/charts/chart-slot';
import { barsHeight } from '../config/charts';
import '../warehouse.css';

// apexcharts is the largest library in the app: only this chart's chunk loads it, after the figures show.
const HorizontalBars = lazy(() => import('@/components/charts/horizontal-bars'));

/**
 * Stock value per category: bars to compare at a glance, then each category's exact value and
 * product count written out (the text a screen reader reads, and the chart's legend).
 */
/** A value too large to show exactly (null) is at least the largest exact one: its bar is the longest. */
const barValue = (value: number | null) => value ?? Number.MAX_SAFE_INTEGER / 100;

export function ValueByCategoryChart({ rows }: { rows: WarehouseDashboard['valueByCategory'] }) {
  const { t } = useTranslation();
  const sorted = [...rows].sort((a, b) => barValue(b.value) - barValue(a.value));
  if (sorted.length === 0) return <p className="group-footer">{t('warehouse.dashboard.noCategories')}</p>;
  return (
    <figure className="wh-figure" aria-label={t('warehouse.dashboard.valueByCategory')} data-testid="value-by-category">
      <ChartSlot className="wh-chart" height={barsHeight(sorted.length)}>
        <HorizontalBars
          height={barsHeight(sorted.length)}
          format={formatMoney}
          seriesName={t('warehouse.dashboard.valueByCategory')}
          bars={sorted.map((r, i) => ({
            label: r.category,
            value: barValue(r.value),
            color: paletteColor(i),
          }))}
        />
      </ChartSlot>
      {sorted.map((r, i) => (
        <ListRow
          key={r.category}
          testId={`category-${r.category}`}
          title={
            <>
              <span className="wh-swatch" style={{ background: paletteColor(i) }} />
              {r.category}
            </>
          }
          subtitle={t('warehouse.dashboard.products', { count: r.products })}
          detail={<span className="wh-amount">{formatMoney(r.value)}</span>}
        />
      ))}
    </figure>
  );
}
