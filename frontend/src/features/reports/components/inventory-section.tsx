import { useTranslation } from 'react-i18next';
import type { InventoryReport } from '@domain/reports';
import { GroupedList } from '@/components/ui/grouped-list';
import { formatCount, formatMoney } from '@/lib/money';
import { DonutLegend } from './donut-legend';
import { LowStockTable } from './low-stock-table';

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
          <DonutLegend
            testId="category"
            charts={charts}
            totalLabel={t('reports.cards.totalProducts')}
            slices={categories.map((c) => ({
              key: c.category,
              label: c.category,
              value: c.products,
              subtitle: t('reports.categories.line', {
                products: formatCount(c.products),
                units: formatCount(c.units),
              }),
              amount: formatMoney(c.value),
            }))}
          />
        )}
      </GroupedList>
      <GroupedList header={t('reports.lowStock.title')}>
        <LowStockTable rows={report.lowStock} plain={!charts} />
      </GroupedList>
    </div>
  );
}
