import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeRow } from '@/components/ui/date-time-field';
import { TextAreaRow } from '@/components/ui/form-fields';
import { useCorrectShift } from '../api/commands';
import type { EmployeeDetail, Shift } from '@domain/hr/responses';
import { useCommand } from '../hooks/use-command';
import { fromLocalInput, isFuture, toLocalInput } from '../lib/format';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';

/** Corregir turno: POST /api/hr/employees/:id/shifts/:shiftId/correct { start, end, reason }. */
export function CorrectShiftSheet({
  employee,
  shift,
  onClose,
}: {
  employee: Pick<EmployeeDetail, 'employeeId' | 'name'>;
  shift: Shift;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.correct.${key}`);
  const [start, setStart] = useState(toLocalInput(shift.start));
  const [end, setEnd] = useState(shift.end ? toLocalInput(shift.end) : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const command = useCommand(useCorrectShift(), { done: w('done'), onDone: onClose });
  const submit = () => {
    const found: Record<string, string> = {};
    const s = fromLocalInput(start);
    const e = fromLocalInput(end);
    if (!s) found.start = w('errors.start');
    if (!e || (s && e <= s)) found.end = w('errors.end');
    if (s && e && new Date(e).getTime() - new Date(s).getTime() > 24 * 3600_000) found.end = w('errors.long');
    if (e && isFuture(e, 0)) found.end = w('errors.future');
    if (!reason.trim()) found.reason = w('errors.reason');
    setErrors(found);
    if (Object.keys(found).length === 0 && s && e)
      command.run({
        employeeId: employee.employeeId,
        shiftId: shift.shiftId,
        body: { start: s, end: e, reason: reason.trim() },
      });
  };
  return (
    <FormSheet
      className="hr-sheet"
      fieldsClassName="group-body hr-sheet-fields"
      title={w('title')}
      message={`${employee.name} · ${shift.day}`}
      confirmLabel={w('confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="hr-correct-sheet"
    >
      <DateTimeRow
        label={w('start')}

        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={errors.start}
        data-testid="hr-correct-start"
      />
      <DateTimeRow
        label={w('end')}

        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={errors.end}
        data-testid="hr-correct-end"
      />
      <TextAreaRow
        label={w('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        data-testid="hr-correct-reason"
      />
    </FormSheet>
  );
}
