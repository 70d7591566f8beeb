import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { usePatchEmployee } from '../api/commands';
import type { EmployeeDetail, EmployeeStatus } from '@domain/hr/responses';
import { useCommand } from '../hooks/use-command';
import { today } from '../lib/format';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';
import { DateRow } from '@/components/ui/date-field';

const STATUSES: EmployeeStatus[] = ['active', 'on_leave', 'terminated'];

/** Cambiar estado: PATCH /api/hr/employees/:id { status, statusReason, effectiveOn }. */
export function StatusSheet({ employee, onClose }: { employee: EmployeeDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.statusSheet.${key}`);
  const [status, setStatus] = useState<EmployeeStatus>(employee.status === 'active' ? 'on_leave' : 'active');
  const [reason, setReason] = useState('');
  const [effectiveOn, setEffectiveOn] = useState(today());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const command = useCommand(usePatchEmployee(), { done: w('done'), onDone: onClose });
  const submit = () => {
    const found: Record<string, string> = {};
    if (status === employee.status) found.status = w('errors.same');
    if (!reason.trim()) found.reason = w('errors.reason');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveOn)) found.effectiveOn = w('errors.effectiveOn');
    setErrors(found);
    if (Object.keys(found).length === 0)
      command.run({ employeeId: employee.employeeId, body: { status, statusReason: reason.trim(), effectiveOn } });
  };
  return (
    <FormSheet
      className="hr-sheet"
      fieldsClassName="group-body hr-sheet-fields"
      title={w('title')}
      message={employee.name}
      confirmLabel={w('confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="hr-status-sheet"
      destructive={status === 'terminated'}
    >
      <SelectRow
        label={w('status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as EmployeeStatus)}
        error={errors.status}
        data-testid="hr-status-select"
      >
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`hr.status.${s}`)}
          </option>
        ))}
      </SelectRow>
      <TextAreaRow
        label={w('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        data-testid="hr-status-reason"
      />
      <DateRow
        label={w('effectiveOn')}
        value={effectiveOn}
        onChange={(e) => setEffectiveOn(e.target.value)}
        error={errors.effectiveOn}
        data-testid="hr-status-effective"
      />
    </FormSheet>
  );
}
