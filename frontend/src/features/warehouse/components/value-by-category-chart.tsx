import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/features/inventory/config/money';
import type { WarehouseDashboard } from '../../../../../domain/inventory/views';

// The reports' 12-colour palette (spec 2.6), so a category keeps its colour across screens.
const PALETTE = ['#6200ea', '#ff9500', '#34c759', '#007aff', '#ff2d55', '#5856d6', '#30b0c7', '#a2845e', '#af52de', '#ffcc00', '#8e8e93', '#ff3b30'];

/**
 * Stock value per category as horizontal bars in plain markup: apexcharts is not among the
 * installed packages, and a bar list reads well on a phone and to a screen reader.
 */
export function ValueByCategoryChart({ rows }: { rows: WarehouseDashboard['valueByCategory'] }) {
  const { t } = useTranslation();
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  const max = Math.max(1, ...sorted.map((r) => r.value));
  if (sorted.length === 0) return <p className="group-footer">{t('warehouse.dashboard.noCategories')}</p>;
  return (
    <figure className="bar-chart" aria-label={t('warehouse.dashboard.valueByCategory')} data-testid="value-by-category">
      {sorted.map((r, i) => (
        <div className="bar-row" key={r.category} data-testid={`category-${r.category}`}>
          <span className="bar-label">{r.category} <small>({t('warehouse.dashboard.products', { count: r.products })})</small></span>
          <span className="bar-track">
            <span className="bar" style={{ width: `${Math.max(2, (r.value / max) * 100)}%`, background: PALETTE[i % PALETTE.length] }} />
          </span>
          <span className="bar-value">{formatMoney(r.value)}</span>
        </div>
      ))}
    </figure>
  );
}
