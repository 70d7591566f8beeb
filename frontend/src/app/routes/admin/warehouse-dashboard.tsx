import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList } from '@/components/ui/grouped-list';
import { LargeTitle } from '@/components/ui/large-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useWarehouseDashboard } from '@/features/warehouse/api/reads';
import { LowStockTable, TodayByType, TodayCards } from '@/features/warehouse/components/dashboard-figures';
import { ExpiringLots } from '@/features/inventory/components/expiring-lots';
import { MovementLedger } from '@/features/warehouse/components/movement-ledger';
import { ValueByCategoryChart } from '@/features/warehouse/components/value-by-category-chart';
import { useSessionStore } from '@/stores/session-store';
import { INVENTORY_TOASTS } from '@/config/inventory';
import { useToastOptions } from '@/hooks/use-toast-options';
import '@/features/inventory/inventory.css';
import '@/features/inventory/locales/register';
import '@/features/warehouse/locales/register';

/**
 * /admin/warehouse-dashboard, the warehouse role's landing: today's movements, the lots near or past
 * their sell-by (issue 44), low stock, value by category.
 */
export function Component() {
  useToastOptions(INVENTORY_TOASTS); // "Registrar merma" answers as the inventory's sheets do
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const dashboard = useWarehouseDashboard();
  const d = dashboard.data;
  if (!user) return null; // signed out elsewhere: the guard takes over on the next navigation
  return (
    <div className="inventory-wide" data-testid="landing-warehouse">
      <LargeTitle
        title={t('dashboards.warehouse')}
        subtitle={t('dashboards.greeting', { name: user.firstName || user.name })}
      />
      {dashboard.error && !d ? (
        <EmptyState icon="alert" title={t('warehouse.dashboard.loadFailed')}>
          <button className="link-button" type="button" onClick={() => void dashboard.refetch()}>
            {t('common.retry')}
          </button>
        </EmptyState>
      ) : null}
      {/* The cards stand in their place while loading: the lists below, not the cards, arrive late. */}
      {!d && !dashboard.error ? (
        <>
          <TodayCards today={undefined} />
          <SkeletonRows rows={4} />
        </>
      ) : null}
      {d ? (
        <div data-testid="warehouse-dashboard">
          <TodayCards today={d.today} />
          {/* Issue 44: what must be sold or thrown away first, before the day's figures. */}
          <ExpiringLots />
          <div className="dashboard-columns">
            <TodayByType byType={d.today.byType} />
            <LowStockTable rows={d.lowStock} />
          </div>
          <GroupedList header={t('warehouse.dashboard.valueByCategory')}>
            <ValueByCategoryChart rows={d.valueByCategory} />
          </GroupedList>
          <h2 className="group-header">{t('warehouse.dashboard.recent')}</h2>
          <MovementLedger items={d.recentMovements} isLoading={false} />
        </div>
      ) : null}
    </div>
  );
}
