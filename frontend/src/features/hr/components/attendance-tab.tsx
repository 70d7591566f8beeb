import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAttendance, useEmployees } from '../api/reads';
import type { Shift } from '@domain/hr/responses';
import { today, weekStart } from '../lib/format';
import { AttendanceTotals } from './attendance-totals';
import { ClockSheet } from './clock-sheet';
import { CorrectShiftSheet } from './correct-shift-sheet';
import { ShiftsTable } from './shifts-table';
import { SpanFields } from './span-fields';
import '../locales/register';

/**
 * Asistencia: the shifts of a period (this week by default) for everyone or one employee, with the
 * corrections marked and their reasons; the totals per day and per week; HR's Registrar
 * entrada/salida (a correction, with its reason) and Corregir on each closed shift.
 */
export function AttendanceTab() {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.attendance.${key}`);
  const [span, setSpan] = useState({ from: weekStart(), to: today() });
  const [employee, setEmployee] = useState<string | undefined>();
  const staff = useEmployees({});
  const attendance = useAttendance({ ...span, employee });
  const [clocking, setClocking] = useState(false);
  const [correcting, setCorrecting] = useState<Shift | null>(null);
  const a = attendance.data;
  const employees = staff.data?.items ?? [];
  const nameOf = (id: string) => employees.find((e) => e.employeeId === id)?.name ?? '';
  return (
    <div className="hr-tab" data-testid="hr-attendance">
      <div className="chip-row hr-actions">
        <button type="button" className="chip primary" onClick={() => setClocking(true)} data-testid="hr-clock">
          {t('hr.actions.clock')}
        </button>
      </div>
      <SpanFields {...span} onChange={setSpan} employees={employees} employee={employee} onEmployee={setEmployee} />
      {attendance.error && !a ? (
        <LoadFailed
          title={w('loadFailed')}
          reason={attendance.error.message}
          onRetry={() => void attendance.refetch()}
        />
      ) : !a ? (
        <SkeletonRows rows={5} />
      ) : a.shifts.length === 0 ? (
        <EmptyState icon="calendar" title={w('empty')} />
      ) : (
        <>
          <ShiftsTable shifts={a.shifts} nameOf={nameOf} onCorrect={setCorrecting} />
          <AttendanceTotals
            attendance={a}
            nameOf={nameOf}
            weeklyOf={(id) => employees.find((e) => e.employeeId === id)?.weeklyHours ?? undefined}
          />
        </>
      )}
      {clocking ? <ClockSheet employees={employees} onClose={() => setClocking(false)} /> : null}
      {correcting ? (
        <CorrectShiftSheet
          employee={{ employeeId: correcting.employeeId, name: correcting.name ?? nameOf(correcting.employeeId) }}
          shift={correcting}
          onClose={() => setCorrecting(null)}
        />
      ) : null}
    </div>
  );
}
