import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { ListToolbar, optionsOf, selectFilter } from '@/components/ui/list-toolbar';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useEmployees } from '../api/reads';
import type { EmployeeStatus } from '@domain/hr/responses';
import { hours } from '../lib/format';
import { EmployeeFormSheet } from './employee-form';
import { EmployeeSheet } from './employee-sheet';
import { StatusBadge } from './status-badge';
import '../locales/register';

const STATUSES: EmployeeStatus[] = ['active', 'on_leave', 'terminated'];

/** Personal: the staff with their status, searched by name or position; a row opens the employee. */
export function StaffTab() {
  const { t } = useTranslation();
  const s = (key: string, o?: Record<string, unknown>) => t(`hr.staff.${key}`, o);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<string | undefined>();
  const query = useDeferredValue({ q: q.trim() || undefined, status });
  const list = useEmployees(query);
  const [open, setOpen] = useState<string | null>(null);
  const [hiring, setHiring] = useState(false);
  const items = list.data?.items;
  return (
    <div className="hr-tab" data-testid="hr-staff">
      <div className="chip-row hr-actions">
        <button type="button" className="chip primary" onClick={() => setHiring(true)} data-testid="hr-new-employee">
          {t('hr.actions.newEmployee')}
        </button>
      </div>
      <ListToolbar
        searchLabel={s('search')}
        searchText={q}
        onSearch={setQ}
        filters={[
          {
            ...selectFilter(
              s('statusFilter'),
              status,
              [{ value: '', label: t('hr.status.all') }, ...optionsOf(STATUSES, (x) => t(`hr.status.${x}`))],
              setStatus,
            ),
            testId: 'hr-staff-status',
          },
        ]}
      />
      {list.error && !items ? (
        <LoadFailed title={s('loadFailed')} reason={list.error.message} onRetry={() => void list.refetch()} />
      ) : !items ? (
        <SkeletonRows rows={5} />
      ) : items.length === 0 ? (
        <EmptyState icon="users" title={s('empty')}>
          {s('emptyHelp')}
        </EmptyState>
      ) : (
        <GroupedList header={s('count', { count: items.length })} label="staff">
          {items.map((e) => (
            <ListRow
              key={e.employeeId}
              title={e.name}
              subtitle={[
                e.position,
                e.openShift ? s('onShift') : null,
                e.weekMinutes !== undefined
                  ? s('week', { hours: hours(e.weekMinutes), scheduled: e.weeklyHours ?? 0 })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              detail={<StatusBadge status={e.status} />}
              onClick={() => setOpen(e.employeeId)}
              testId="hr-employee-row"
            />
          ))}
        </GroupedList>
      )}
      {open ? <EmployeeSheet employeeId={open} onClose={() => setOpen(null)} /> : null}
      {hiring ? <EmployeeFormSheet onClose={() => setHiring(false)} onHired={(id) => setOpen(id)} /> : null}
    </div>
  );
}
