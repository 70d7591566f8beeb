import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LargeTitle } from '@/components/ui/large-title';
import { routeAccess, type SessionUser } from '@/lib/access';
import { AREAS, DASHBOARDS, type Area, type LandingKind } from '@/config/areas';

/**
 * A role's landing: its name, and every dashboard and area its roles and permissions reach. A landing
 * that shows its figures below (`withFigures`: the counter's, the books') does not say they are to come.
 */
export function LandingDashboard({
  kind,
  user,
  withFigures = false,
}: {
  kind: LandingKind;
  user: SessionUser;
  withFigures?: boolean;
}) {
  const { t } = useTranslation();
  const reachable = (a: Area) => routeAccess(user, a.path) === 'allowed';
  const dashboards = DASHBOARDS.filter(reachable);
  const areas = AREAS.filter(reachable);
  const roles = user.roles.map((r) => t(`roles.${r}`, { defaultValue: r })).join(' · ');
  return (
    <div data-testid={`landing-${kind}`}>
      <LargeTitle
        title={t(`dashboards.${kind}`)}
        subtitle={`${t('dashboards.greeting', { name: user.firstName || user.name })} — ${roles}`}
      />
      <GroupedList
        header={t('dashboards.dashboardsSection')}
        footer={withFigures ? undefined : t('dashboards.placeholder')}
        label="dashboards"
      >
        {dashboards.map((d) => (
          <ListRow
            key={d.path}
            icon={d.icon}
            tint={d.tint}
            title={t(d.label)}
            to={d.kind === kind ? undefined : d.path}
            detail={d.kind === kind ? <span className="badge primary">{t('dashboards.current')}</span> : undefined}
            testId={`reach-${d.path}`}
          />
        ))}
      </GroupedList>
      <GroupedList header={t('dashboards.areasSection')} label="areas">
        {areas.map((a) => (
          <ListRow
            key={a.path}
            icon={a.icon}
            tint={a.tint}
            title={t(a.label)}
            to={a.built ? a.path : undefined}
            disabled={!a.built}
            detail={a.built ? undefined : <span className="badge">{t('common.comingSoon')}</span>}
            testId={`reach-${a.path}`}
          />
        ))}
      </GroupedList>
    </div>
  );
}
