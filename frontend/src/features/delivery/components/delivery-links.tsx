import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { DASHBOARDS, type LandingKind } from '@/config/areas';
import { routeAccess, type SessionUser } from '@/lib/access';
import '../locales/register';

const WORK = [
  { path: '/admin/delivery', label: 'delivery.links.board', icon: 'truck', tint: '#34c759' },
  { path: '/driver-dashboard', label: 'delivery.links.route', icon: 'navigation', tint: '#30b0c7' },
  { path: '/admin/orders', label: 'areas.orders', icon: 'bag', tint: '#ff2d55' },
  { path: '/map-test', label: 'delivery.links.mapTest', icon: 'compass', tint: '#8e8e93' },
] as const;

/**
 * Where delivery staff and drivers go from their dashboard: the delivery screens their roles open,
 * and every dashboard they reach, this one marked as where they are (a landing is still a landing).
 */
export function DeliveryLinks({ user, current }: { user: SessionUser; current: LandingKind }) {
  const { t } = useTranslation();
  const reachable = (path: string) => routeAccess(user, path) === 'allowed';
  const here = DASHBOARDS.find((d) => d.kind === current)?.path;
  const work = WORK.filter((w) => w.path !== here && reachable(w.path));
  return (
    <>
      {work.length ? (
        <GroupedList header={t('delivery.links.work')} label="delivery-areas">
          {work.map((w) => (
            <ListRow
              key={w.path}
              icon={w.icon}
              tint={w.tint}
              title={t(w.label)}
              to={w.path}
              testId={`reach-${w.path}`}
            />
          ))}
        </GroupedList>
      ) : null}
      <GroupedList header={t('dashboards.dashboardsSection')} label="dashboards">
        {DASHBOARDS.filter((d) => reachable(d.path)).map((d) => (
          <ListRow
            key={d.path}
            icon={d.icon}
            tint={d.tint}
            title={t(d.label)}
            to={d.kind === current ? undefined : d.path}
            detail={d.kind === current ? <span className="badge primary">{t('dashboards.current')}</span> : undefined}
            testId={`reach-${d.path}`}
          />
        ))}
      </GroupedList>
    </>
  );
}
