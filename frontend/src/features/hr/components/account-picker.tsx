import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow } from '@/components/ui/form-fields';
import { useAccounts } from '../api/reads';
import '../locales/register';

/**
 * The user account an employee clocks in from: the staff's active accounts (GET /api/hr/accounts);
 * for a role that may not list them, the account's id typed instead.
 */
export function AccountPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.form.${key}`);
  const accounts = useAccounts();
  if (accounts.data?.forbidden || accounts.error)
    return (
      <InputRow
        label={w('accountId')}
        placeholder={w('accountIdHelp')}
        value={value}
        onChange={onChange}
        error={error}
        data-testid="hr-employee-user"
      />
    );
  const items = accounts.data?.items ?? [];
  return (
    <SelectRow
      label={w('account')}
      value={value}
      onChange={onChange}
      disabled={!accounts.data}
      error={error}
      data-testid="hr-employee-user"
    >
      <option value="">{w('noAccount')}</option>
      {value && !items.some((u) => u.id === value) ? <option value={value}>{value}</option> : null}
      {items.map((u) => (
        <option key={u.id} value={u.id} disabled={u.employeeId !== null && u.id !== value}>
          {u.name} — {u.email}
          {u.employeeId !== null && u.id !== value ? ` (${w('accountLinked')})` : ''}
        </option>
      ))}
    </SelectRow>
  );
}
