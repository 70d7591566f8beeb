import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { StatCards } from '@/components/ui/stat-cards';
import { useAdminFigures } from '../api/reads';
import type { AdminFiguresAnswer } from '@domain/reports';
import { count } from '../lib/format';
import { FigureLink } from './figure-link';
import { FiguresFrame } from './figures-frame';
import { OperationsCards, SalesByChannel, SalesCards } from './shop-figures';

/** The accounts and the projections' health, each to the screen that manages them. */
function SystemCards({ data }: { data: AdminFiguresAnswer | undefined }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`dashboardFigures.system.${key}`);
  const p = data?.projections;
  const card = (key: string, to: string, value: number | undefined) => ({
    key: `admin-${key}`,
    label: w(key),
    value:
      value === undefined ? undefined : (
        <FigureLink to={to} value={value} text={count(value)} testId={`admin-${key}-link`} />
      ),
  });
  return (
    <StatCards
      label={w('label')}
      cards={[
        card('users-active', '/admin/users', data?.users.active),
        card('users-new', '/admin/users', data?.users.newThisMonth),
        {
          ...card('projections-running', '/admin/data-management', p?.running),
          tone: p && !p.healthy ? 'warning' : undefined,
        },
        {
          ...card('projections-faulted', '/admin/data-management', p?.faulted),
          tone: p && p.faulted > 0 ? 'danger' : undefined,
        },
      ]}
    />
  );
}

/** Each projection that is not running, or a line saying all are; each opens data management. */
function ProjectionList({ data }: { data: AdminFiguresAnswer }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`dashboardFigures.system.${key}`, o);
  const p = data.projections;
  const troubled = p.items.filter((i) => i.status !== 'running');
  return (
    <GroupedList header={w('health')} footer={p.maxLag === null ? undefined : w('maxLag', { count: p.maxLag })}>
      {troubled.length === 0 ? (
        <ListRow
          to="/admin/data-management"
          testId="admin-projections-healthy"
          title={w('allRunning', { count: p.items.length })}
        />
      ) : (
        troubled.map((i) => (
          <ListRow
            key={i.name}
            to="/admin/data-management"
            testId={`admin-projection-${i.name}`}
            title={i.name}
            subtitle={i.error ?? undefined}
            detail={w(`states.${i.status}`)}
          />
        ))
      )}
    </GroupedList>
  );
}

/**
 * The admin's landing figures (issue 20): the shop's sales, stock, deliveries, subscriptions and
 * staff as the owner sees them but without the finances (spec 2.1), plus the users and the
 * projections' health — live, as the owner's.
 */
export function AdminFigures() {
  return (
    <FiguresFrame
      testId="admin-figures"
      query={useAdminFigures()}
      cards={(data) => (
        <>
          <SalesCards data={data} prefix="admin" />
          <OperationsCards data={data} prefix="admin" />
          <SystemCards data={data} />
        </>
      )}
      details={(data) => (
        <>
          <SalesByChannel data={data} prefix="admin" />
          <ProjectionList data={data} />
        </>
      )}
    />
  );
}
