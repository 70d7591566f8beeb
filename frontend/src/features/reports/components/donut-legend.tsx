import { lazy, type ReactNode } from 'react';
import { ListRow } from '@/components/ui/grouped-list';
import { CHART_ANIMATIONS, paletteColor } from '@/components/charts/chart-data';
import { ChartSlot } from '@/components/charts/chart-slot';
import { DONUT_HEIGHT } from '../lib/charts';

// apexcharts loads with the first chart drawn, after the figures show: the route chunk stays small.
const TotalDonut = lazy(() => import('@/components/charts/total-donut'));

export interface DonutSlice {
  key: string;
  label: string;
  value: number;
  /** The legend row's line under its label, and its amount on the right. */
  subtitle: string;
  amount: ReactNode;
}

/**
 * A report's share chart: a donut, then each slice written out with its swatch — its legend, and what
 * the print preview (no charts) keeps. The categories of the inventory report, the causes of waste.
 */
export function DonutLegend({
  slices,
  totalLabel,
  testId,
  charts,
}: {
  slices: DonutSlice[];
  totalLabel: string;
  /** `<testId>-chart` on the figure, `<testId>-chart-drawing` on the drawing, `<testId>-<key>` on a row. */
  testId: string;
  charts: boolean;
}) {
  return (
    <figure className="rp-figure" data-testid={`${testId}-chart`}>
      {charts ? (
        <ChartSlot className="rp-chart" height={DONUT_HEIGHT} testId={`${testId}-chart-drawing`}>
          <TotalDonut
            height={DONUT_HEIGHT}
            animations={CHART_ANIMATIONS}
            totalLabel={totalLabel}
            slices={slices.map((s, i) => ({ label: s.label, value: s.value, color: paletteColor(i) }))}
          />
        </ChartSlot>
      ) : null}
      {slices.map((s, i) => (
        <ListRow
          key={s.key}
          testId={`${testId}-${s.key}`}
          title={
            <>
              <span className="rp-swatch" style={{ background: paletteColor(i) }} />
              {s.label}
            </>
          }
          subtitle={s.subtitle}
          detail={<span className="rp-amount">{s.amount}</span>}
        />
      ))}
    </figure>
  );
}
