import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { StatCards } from '@/components/ui/stat-cards';
import { useEmployees, usePerformance, useRuns } from '../api/reads';
import { useHrAccess } from '../hooks/use-hr-access';
import { clockTime, hours, money, monthStart, today } from '../lib/format';
import { HoursBars } from './hours-bars';
import { Leaders } from './leaders';
import '../locales/register';

/**
 * /admin/hr-dashboard: the staff at a glance — the active headcount, who is clocked in now, this
 * week's hours against the schedule (sum of weekly hours), the pending payroll's net — then who is
 * in, each person's week as a bar, the month's leaders, and the way into /admin/hr.
 */
export function HrDashboard() {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.dashboard.${key}`, o);
  const access = useHrAccess();
  const staff = useEmployees({});
  const runs = useRuns(access.payroll);
  const performance = usePerformance({ from: monthStart(), to: today() }, access.performance);
  const all = staff.data?.items;
  const active = all?.filter((e) => e.status === 'active');
  const working = all?.filter((e) => e.openShift);
  const weekMinutes = active?.reduce((s, e) => s + (e.weekMinutes ?? 0), 0);
  const scheduled = active?.reduce((s, e) => s + (e.weeklyHours ?? 0), 0);
  const pending = runs.data?.items
    .filter((r) => r.status === 'draft' || r.status === 'approved')
    .sort((a, b) => b.periodStart.localeCompare(a.periodStart))[0];
  return (
    <div className="hr-dashboard" data-testid="hr-dashboard">
      <StatCards
        label={w('figures')}
        failed={staff.error && !all ? { message: staff.error.message, onRetry: () => void staff.refetch() } : undefined}
        cards={[
          { key: 'hr-headcount', label: w('headcount'), value: active?.length },
          { key: 'hr-clocked-in', label: w('clockedIn'), value: working?.length },
          {
            key: 'hr-week-hours',
            label: w('weekHours'),
            value:
              weekMinutes === undefined ? undefined : w('weekHoursValue', { hours: hours(weekMinutes), scheduled }),
          },
          ...(access.payroll
            ? [
                {
                  key: 'hr-pending-payroll',
                  label: w('pendingPayroll'),
                  value: !runs.data ? undefined : pending ? money(pending.net) : w('none'),
                },
              ]
            : []),
        ]}
      />
      <div className="hr-columns">
        <GroupedList header={w('clockedInList')} label="clocked-in">
          {!working || working.length === 0 ? (
            <ListRow title={w('nobody')} />
          ) : (
            working.map((e) => (
              <ListRow
                key={e.employeeId}
                title={e.name}
                subtitle={e.position}
                detail={w('since', { time: clockTime(e.openShift!.start) })}
                testId="hr-clocked-in"
              />
            ))
          )}
        </GroupedList>
        <HoursBars employees={active ?? []} />
      </div>
      {access.performance && performance.data ? <Leaders people={performance.data.people} /> : null}
      <GroupedList header={w('links')} label="hr-links">
        {LINKS.filter((l) => l.needs === null || access[l.needs]).map((l) => (
          <ListRow
            key={l.tab}
            icon={l.icon}
            tint={l.tint}
            title={t(`hr.tabs.${l.tab}`)}
            to={`/admin/hr?tab=${l.tab}`}
            testId={`hr-link-${l.tab}`}
          />
        ))}
      </GroupedList>
    </div>
  );
}

/** The screen's tabs, each a link under the dashboard, shown to whom holds what it needs. */
const LINKS = [
  { tab: 'staff', icon: 'users', tint: '#5856d6', needs: null },
  { tab: 'attendance', icon: 'calendar', tint: '#ff9500', needs: 'staff' },
  { tab: 'performance', icon: 'chart', tint: '#007aff', needs: 'performance' },
  { tab: 'payroll', icon: 'file', tint: '#34c759', needs: 'payroll' },
] as const;
