import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LOW_STOCK_TOP } from '@/config/inventory';
import { formatCount } from '@/lib/money';
import type { WarehouseDashboard } from '@domain/inventory';
import { ChartSlot } from '@/components/charts/chart-slot';
import { DONUT_HEIGHT, typeColor } from '../config/charts';
import '../warehouse.css';

// With the category bars, the only users of apexcharts: loaded once the dashboard's data is in.
const TotalDonut = lazy(() => import('@/components/charts/total-donut'));

const TODAY = ['movements', 'unitsIn', 'unitsOut'] as const;

/** Today's totals as cards: movements, units in, units out; while they load, skeletons of their size. */
export function TodayCards({ today }: { today: WarehouseDashboard['today'] | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="stat-cards three" aria-label={t('warehouse.dashboard.today')} aria-busy={!today}>
      {TODAY.map((key) => (
        <div className="card stat-card" key={key} data-testid={`today-${key}`}>
          <span className="stat-card-label">{t(`warehouse.dashboard.${key}`)}</span>
          {today ? (
            <strong className="stat-card-value">{formatCount(today[key])}</strong>
          ) : (
            <span className="stat-card-skeleton" aria-hidden>
              <span className="skeleton" />
            </span>
          )}
        </div>
      ))}
    </section>
  );
}

/** Today's movements per type: a donut to see the mix, then each type's movements and units (its legend). */
export function TodayByType({ byType }: { byType: WarehouseDashboard['today']['byType'] }) {
  const { t } = useTranslation();
  return (
    <GroupedList
      header={t('warehouse.dashboard.byType')}
      footer={byType.length ? undefined : t('warehouse.dashboard.noMovementsToday')}
    >
      {byType.length ? (
        <ChartSlot className="wh-chart" height={DONUT_HEIGHT}>
          <TotalDonut
            height={DONUT_HEIGHT}
            totalLabel={t('warehouse.dashboard.today')}
            slices={byType.map((b) => ({
              label: t(`inventory.types.${b.type}`),
              value: b.movements,
              color: typeColor(b.type),
            }))}
          />
        </ChartSlot>
      ) : null}
      {byType.map((b) => (
        <ListRow
          key={b.type}
          testId={`today-type-${b.type}`}
          title={
            <>
              <span className="wh-swatch" style={{ background: typeColor(b.type) }} />
              {t(`inventory.types.${b.type}`)}
            </>
          }
          detail={t('warehouse.dashboard.typeLine', {
            movements: formatCount(b.movements),
            units: formatCount(b.units),
          })}
        />
      ))}
    </GroupedList>
  );
}

/** Spec 9: the low-stock list shows the top 10, the emptiest first as the server orders it. */
export function LowStockTable({ rows }: { rows: WarehouseDashboard['lowStock'] }) {
  const { t } = useTranslation();
  const top = rows.slice(0, LOW_STOCK_TOP);
  return (
    <GroupedList
      header={t('warehouse.dashboard.lowStock')}
      footer={top.length ? undefined : t('warehouse.dashboard.noLowStock')}
    >
      {top.length ? (
        <div className="data-table-wrap flat">
          <table className="data-table inv-table" data-testid="low-stock-table">
            <thead>
              <tr>
                <th scope="col">{t('inventory.columns.sku')}</th>
                <th scope="col">{t('inventory.columns.name')}</th>
                <th scope="col" className="num">
                  {t('inventory.columns.stock')}
                </th>
                <th scope="col" className="num">
                  {t('inventory.fields.minStockLevel')}
                </th>
              </tr>
            </thead>
            <tbody>
              {top.map((r) => (
                <tr key={r.productId} data-testid={`low-${r.sku}`}>
                  <td className="mono">{r.sku}</td>
                  <td>
                    <Link to={`/admin/inventory/${encodeURIComponent(r.productId)}`}>{r.name}</Link>
                  </td>
                  <td className={`num ${r.currentStock === 0 ? 'danger-text' : 'warning-text'}`}>
                    {formatCount(r.currentStock)}
                  </td>
                  <td className="num">{formatCount(r.minStockLevel)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </GroupedList>
  );
}
