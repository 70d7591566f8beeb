import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { DASHBOARDS } from '@/config/areas';
import { routeAccess, type SessionUser } from '@/lib/access';

const WORK = [
  { path: '/admin/inventory', label: 'areas.inventory', icon: 'box', tint: '#a2845e' },
  { path: '/admin/warehouse', label: 'warehouse.title', icon: 'repeat', tint: '#6200ea' },
  { path: '/admin/reports', label: 'areas.reports', icon: 'chart', tint: '#ff9500' },
  { path: '/admin/orders', label: 'areas.orders', icon: 'bag', tint: '#ff2d55' },
] as const;

/** Where the warehouse goes from its dashboard: its screens, and the other dashboards its roles open. */
export function WarehouseLinks({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const reachable = (path: string) => routeAccess(user, path) === 'allowed';
  return (
    <>
      <GroupedList header={t('warehouse.dashboard.work')} label="warehouse-areas">
        {WORK.filter((w) => reachable(w.path)).map((w) => (
          <ListRow key={w.path} icon={w.icon} tint={w.tint} title={t(w.label)} to={w.path} testId={`reach-${w.path}`} />
        ))}
      </GroupedList>
      <GroupedList header={t('dashboards.dashboardsSection')} label="dashboards">
        {DASHBOARDS.filter((d) => reachable(d.path)).map((d) => (
          <ListRow
            key={d.path}
            icon={d.icon}
            tint={d.tint}
            title={t(d.label)}
            to={d.kind === 'warehouse' ? undefined : d.path}
            detail={
              d.kind === 'warehouse' ? <span className="badge primary">{t('dashboards.current')}</span> : undefined
            }
            testId={`reach-${d.path}`}
          />
        ))}
      </GroupedList>
    </>
  );
}
