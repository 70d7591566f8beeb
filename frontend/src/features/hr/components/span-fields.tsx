import { useTranslation } from 'react-i18next';
import type { Employee } from '@domain/hr/responses';
import '../locales/register';
import { DateInput } from '@/components/ui/date-field';

/** Desde / Hasta (and, when given, the employee) above a tab's figures. */
export function SpanFields({
  from,
  to,
  onChange,
  employees,
  employee,
  onEmployee,
}: {
  from: string;
  to: string;
  onChange: (span: { from: string; to: string }) => void;
  employees?: Employee[];
  employee?: string;
  onEmployee?: (employeeId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="hr-span">
      <label className="hr-span-field">
        <span>{t('hr.span.from')}</span>
        <DateInput
          value={from}
          max={to}
          onChange={(e) => onChange({ from: e.target.value, to })}
          data-testid="hr-from"
        />
      </label>
      <label className="hr-span-field">
        <span>{t('hr.span.to')}</span>
        <DateInput value={to} min={from} onChange={(e) => onChange({ from, to: e.target.value })} data-testid="hr-to" />
      </label>
      {employees && onEmployee ? (
        <label className="hr-span-field hr-span-employee">
          <span>{t('hr.span.employee')}</span>
          <select
            value={employee ?? ''}
            onChange={(e) => onEmployee(e.target.value || undefined)}
            data-testid="hr-employee-filter"
          >
            <option value="">{t('hr.span.everyone')}</option>
            {employees.map((e) => (
              <option key={e.employeeId} value={e.employeeId}>
                {e.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
