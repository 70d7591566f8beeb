import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useEmployee } from '../api/reads';
import type { EmployeeDetail, Shift } from '@domain/hr/responses';
import { clockTime, hours, money } from '../lib/format';
import { CorrectShiftSheet } from './correct-shift-sheet';
import { EmployeeFormSheet } from './employee-form';
import { ShiftList } from './shift-list';
import { StatusBadge } from './status-badge';
import { StatusSheet } from './status-sheet';
import '../locales/register';

type Mode = { kind: 'detail' } | { kind: 'edit' } | { kind: 'status' } | { kind: 'correct'; shift: Shift };

/**
 * An employee (GET /api/hr/employees/:id): details, pay, emergency contact, status with its reason,
 * the linked account, the shifts of the last 30 days with "Corregir" on each closed one. Editing, a
 * status change and a correction replace this sheet while open, and come back to it.
 */
export function EmployeeSheet({ employeeId, onClose }: { employeeId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.employee.${key}`, o);
  const employee = useEmployee(employeeId);
  const [mode, setMode] = useState<Mode>({ kind: 'detail' });
  const back = () => setMode({ kind: 'detail' });
  const e = employee.data;
  if (e && mode.kind === 'edit') return <EmployeeFormSheet employee={e} onClose={back} />;
  if (e && mode.kind === 'status') return <StatusSheet employee={e} onClose={back} />;
  if (e && mode.kind === 'correct') return <CorrectShiftSheet employee={e} shift={mode.shift} onClose={back} />;
  return (
    <Sheet title={e?.name ?? w('title')} open onClose={onClose} wide>
      <div className="hr-detail" data-testid="hr-employee-sheet" data-employee-id={e?.employeeId}>
        {employee.error && !e ? (
          <LoadFailed title={w('loadFailed')} reason={employee.error.message} onRetry={() => void employee.refetch()} />
        ) : !e ? (
          <SkeletonRows rows={6} />
        ) : (
          <>
            <div className="chip-row hr-actions">
              <button
                type="button"
                className="chip"
                onClick={() => setMode({ kind: 'edit' })}
                data-testid="hr-employee-edit"
              >
                {t('hr.actions.edit')}
              </button>
              <button
                type="button"
                className="chip"
                onClick={() => setMode({ kind: 'status' })}
                data-testid="hr-employee-change-status"
              >
                {t('hr.actions.changeStatus')}
              </button>
            </div>
            <Details e={e} />
            <GroupedList header={w('shifts')} footer={w('shiftsHelp')}>
              <ShiftList shifts={e.shifts ?? []} onCorrect={(shift) => setMode({ kind: 'correct', shift })} />
            </GroupedList>
          </>
        )}
      </div>
    </Sheet>
  );
}

function Details({ e }: { e: EmployeeDetail }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.employee.${key}`, o);
  const pay =
    e.payType === 'hourly'
      ? w('perHour', { amount: money(e.hourlyRate) })
      : w('perMonth', { amount: money(e.monthlySalary) });
  const contact = e.emergencyContact;
  return (
    <>
      <GroupedList header={w('details')}>
        <ListRow title={w('position')} detail={e.position} />
        <ListRow title={w('hireDate')} detail={e.hireDate ?? '—'} />
        <ListRow
          title={w('status')}
          subtitle={[e.effectiveOn ? w('since', { day: e.effectiveOn }) : null, e.statusReason]
            .filter(Boolean)
            .join(' · ')}
          detail={<StatusBadge status={e.status} />}
        />
        <ListRow
          title={w('account')}
          detail={<span data-testid="hr-employee-account">{e.userName ?? e.userId ?? w('noAccount')}</span>}
        />
        <ListRow
          title={w('weekHours')}
          detail={`${hours(e.weekMinutes ?? 0)} / ${e.weeklyHours ?? 0} h`}
          subtitle={
            e.openShift
              ? w('openShift', {
                  time: clockTime(e.openShift.start),
                })
              : undefined
          }
        />
      </GroupedList>
      <GroupedList header={w('pay')}>
        <ListRow title={t(`hr.payType.${e.payType}`)} detail={<span data-testid="hr-employee-pay">{pay}</span>} />
      </GroupedList>
      <GroupedList header={w('emergency')}>
        {contact ? (
          <ListRow
            title={contact.name}
            subtitle={contact.relationship ?? undefined}
            detail={<a href={`tel:${contact.phone}`}>{contact.phone}</a>}
          />
        ) : (
          <ListRow title={w('none')} />
        )}
      </GroupedList>
    </>
  );
}
