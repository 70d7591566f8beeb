import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow } from '@/components/ui/form-fields';
import { employeeBody, employeePatchBody } from '@domain/hr/bodies';
import { useHireEmployee, usePatchEmployee } from '../api/commands';
import type { EmployeeDetail } from '@domain/hr/responses';
import { useCommand } from '../hooks/use-command';
import { bodyOf, checkForm, emptyForm, formOf, type EmployeeForm } from '../lib/employee-form';
import { AccountPicker } from './account-picker';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';
import { DateRow } from '@/components/ui/date-field';

/** A body field → the form's field its message is shown beside. */
const FIELD_OF: Record<string, keyof EmployeeForm> = {
  name: 'name',
  position: 'position',
  userId: 'userId',
  hireDate: 'hireDate',
  payType: 'payType',
  hourlyRate: 'hourlyRate',
  monthlySalary: 'monthlySalary',
  weeklyHours: 'weeklyHours',
  emergencyContact: 'emergencyName',
};

/**
 * Nuevo empleado (POST /api/hr/employees) or Editar (PATCH /api/hr/employees/:id): name, position,
 * the linked account, hire date, pay (por hora or salario mensual), weekly hours, emergency contact.
 * Checked here first, each field's message beside it; the server's refusal under the form.
 */
export function EmployeeFormSheet({
  employee,
  onClose,
  onHired,
}: {
  employee?: EmployeeDetail;
  onClose: () => void;
  onHired?: (employeeId: string) => void;
}) {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.form.${key}`);
  const [form, setForm] = useState<EmployeeForm>(() => (employee ? formOf(employee) : emptyForm()));
  const [errors, setErrors] = useState<Partial<Record<keyof EmployeeForm, string>>>({});
  const [more, setMore] = useState<string | null>(null);
  const hire = useCommand(useHireEmployee(), {
    done: w('done'),
    onDone: (answer) => {
      onClose();
      onHired?.(answer.id);
    },
  });
  const patch = useCommand(usePatchEmployee(), { done: w('saved'), onDone: onClose });
  const command = employee ? patch : hire;
  const set = (field: keyof EmployeeForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const error = (field: keyof EmployeeForm) => errors[field];
  const submit = () => {
    setMore(null);
    const found = Object.fromEntries(
      Object.entries(checkForm(form)).map(([field, key]) => [field, t(`hr.form.errors.${key}`)]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Then the command's own schema (domain/hr/bodies.ts): what the server would refuse, in its words.
    const body = bodyOf(form, employee);
    const parsed = (employee ? employeePatchBody : employeeBody).safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[FIELD_OF[String(issue.path[0])] ?? ''] ??= issue.message;
      const { ['']: other, ...rest } = fields;
      setErrors(rest);
      setMore(other ?? null);
      return;
    }
    if (employee) patch.run({ employeeId: employee.employeeId, body });
    else hire.run({ body });
  };
  return (
    <FormSheet
      className="hr-sheet"
      fieldsClassName="group-body hr-sheet-fields"
      title={employee ? w('editTitle') : w('title')}
      confirmLabel={employee ? w('save') : w('confirm')}
      pending={command.pending}
      refusal={command.refusal ?? more}
      onConfirm={submit}
      onClose={onClose}
      testId="hr-employee-form"
    >
      <InputRow
        label={w('name')}
        value={form.name}
        onChange={set('name')}
        error={error('name')}
        data-testid="hr-employee-name"
      />
      <InputRow
        label={w('position')}
        value={form.position}
        onChange={set('position')}
        error={error('position')}
        data-testid="hr-employee-position"
      />
      <AccountPicker value={form.userId} onChange={set('userId')} error={error('userId')} />
      <DateRow
        label={w('hireDate')}
        value={form.hireDate}
        onChange={set('hireDate')}
        error={error('hireDate')}
        data-testid="hr-employee-hire-date"
      />
      <SelectRow label={w('payType')} value={form.payType} onChange={set('payType')} data-testid="hr-employee-pay-type">
        <option value="hourly">{t('hr.payType.hourly')}</option>
        <option value="salary">{t('hr.payType.salary')}</option>
      </SelectRow>
      {form.payType === 'hourly' ? (
        <InputRow
          label={w('hourlyRate')}
          inputMode="decimal"
          value={form.hourlyRate}
          onChange={set('hourlyRate')}
          error={error('hourlyRate')}
          data-testid="hr-employee-rate"
        />
      ) : (
        <InputRow
          label={w('monthlySalary')}
          inputMode="decimal"
          value={form.monthlySalary}
          onChange={set('monthlySalary')}
          error={error('monthlySalary')}
          data-testid="hr-employee-salary"
        />
      )}
      <InputRow
        label={w('weeklyHours')}
        inputMode="decimal"
        value={form.weeklyHours}
        onChange={set('weeklyHours')}
        error={error('weeklyHours')}
        data-testid="hr-employee-weekly-hours"
      />
      <InputRow
        label={w('emergencyName')}
        value={form.emergencyName}
        onChange={set('emergencyName')}
        error={error('emergencyName')}
        data-testid="hr-employee-emergency-name"
      />
      <InputRow
        label={w('emergencyPhone')}
        type="tel"
        value={form.emergencyPhone}
        onChange={set('emergencyPhone')}
        error={error('emergencyPhone')}
        data-testid="hr-employee-emergency-phone"
      />
      <InputRow
        label={w('emergencyRelationship')}
        value={form.emergencyRelationship}
        onChange={set('emergencyRelationship')}
        data-testid="hr-employee-emergency-relationship"
      />
    </FormSheet>
  );
}
