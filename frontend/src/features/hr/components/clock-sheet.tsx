import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeRow } from '@/components/ui/date-time-field';
import { SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { useClock } from '../api/commands';
import type { Employee } from '@domain/hr/responses';
import { useCommand } from '../hooks/use-command';
import { fromLocalInput, isFuture, toLocalInput } from '../lib/format';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';

/**
 * HR's Registrar entrada/salida for someone: POST /api/hr/employees/:id/clock-in|clock-out. A time
 * typed (anything but now) is a correction: `at` with its required reason.
 */
export function ClockSheet({ employees, onClose }: { employees: Employee[]; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.clock.${key}`);
  const working = employees.filter((e) => e.status !== 'terminated');
  const [employeeId, setEmployeeId] = useState('');
  const [at, setAt] = useState(toLocalInput(new Date()));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const employee = working.find((e) => e.employeeId === employeeId);
  const direction = employee?.openShift ? 'out' : 'in';
  const command = useCommand(useClock(), { done: w(direction === 'in' ? 'doneIn' : 'doneOut'), onDone: onClose });
  const submit = () => {
    const found: Record<string, string> = {};
    const when = fromLocalInput(at);
    if (!employee) found.employee = w('errors.employee');
    if (!when) found.at = w('errors.at');
    else if (isFuture(when)) found.at = w('errors.future');
    if (!reason.trim()) found.reason = w('errors.reason');
    setErrors(found);
    if (Object.keys(found).length === 0 && employee)
      command.run({ employeeId: employee.employeeId, direction, body: { at: when, reason: reason.trim() } });
  };
  return (
    <FormSheet
      className="hr-sheet"
      fieldsClassName="group-body hr-sheet-fields"
      title={w('title')}
      message={w('help')}
      confirmLabel={w(direction === 'in' ? 'confirmIn' : 'confirmOut')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="hr-clock-sheet"
    >
      <SelectRow
        label={w('employee')}
        value={employeeId}
        onChange={(e) => setEmployeeId(e.target.value)}
        error={errors.employee}
        data-testid="hr-clock-employee"
      >
        <option value="">{w('pick')}</option>
        {working.map((e) => (
          <option key={e.employeeId} value={e.employeeId}>
            {e.name} — {e.openShift ? w('onShift') : w('offShift')}
          </option>
        ))}
      </SelectRow>
      <DateTimeRow
        label={w(direction === 'in' ? 'atIn' : 'atOut')}

        value={at}
        onChange={(e) => setAt(e.target.value)}
        error={errors.at}
        data-testid="hr-clock-at"
      />
      <TextAreaRow
        label={w('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        data-testid="hr-clock-reason"
      />
    </FormSheet>
  );
}
