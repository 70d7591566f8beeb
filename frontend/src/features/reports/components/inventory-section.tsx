import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryReport } from '@domain/reports';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { formatCount, formatMoney } from '@/lib/money';
import { CHART_ANIMATIONS, paletteColor } from '@/components/charts/chart-data';
import { ChartSlot } from '@/components/charts/chart-slot';
import { DONUT_HEIGHT } from '../lib/charts';
import { LowStockTable } from './low-stock-table';

// apexcharts loads with the first chart drawn, after the figures show: the route chunk stays small.
const TotalDonut = lazy(() => import('@/components/charts/total-donut'));

/**
 * The category distribution (a donut, then each category's products, units and value written out:
 * its legend, and what the print preview keeps) beside the low-stock table.
 */
export function InventorySection({ report, charts = true }: { report: InventoryReport; charts?: boolean }) {
  const { t } = useTranslation();
  const categories = report.categories;
  return (
    <div className="rp-columns">
      <GroupedList header={t('reports.categories.title')}>
        {categories.length === 0 ? (
          <p className="rp-empty">{t('reports.categories.empty')}</p>
        ) : (
          <figure className="rp-figure" data-testid="category-chart">
            {charts ? (
              <ChartSlot className="rp-chart" height={DONUT_HEIGHT} testId="category-chart-drawing">
                <TotalDonut
                  height={DONUT_HEIGHT}
                  animations={CHART_ANIMATIONS}
                  totalLabel={t('reports.cards.totalProducts')}
                  slices={categories.map((c, i) => ({ label: c.category, value: c.products, color: paletteColor(i) }))}
                />
              </ChartSlot>
            ) : null}
            {categories.map((c, i) => (
              <ListRow
                key={c.category}
                testId={`category-${c.category}`}
                title={
                  <>
                    <span className="rp-swatch" style={{ background: paletteColor(i) }} />
                    {c.category}
                  </>
                }
                subtitle={t('reports.categories.line', {
                  products: formatCount(c.products),
                  units: formatCount(c.units),
                })}
                detail={<span className="rp-amount">{formatMoney(c.value)}</span>}
              />
            ))}
          </figure>
        )}
      </GroupedList>
      <GroupedList header={t('reports.lowStock.title')}>
        <LowStockTable rows={report.lowStock} plain={!charts} />
      </GroupedList>
    </div>
  );
}
