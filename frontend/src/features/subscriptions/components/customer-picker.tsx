import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLine, InputRow, SelectRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { useCustomers } from '../api/reads';
import '../locales/register';

/**
 * The staff's choice of customer for a new subscription: a search (name or e-mail) narrowing the
 * client accounts, and the select of those found.
 */
export function CustomerPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const customers = useCustomers(search.trim());
  const f = (key: string) => t(`subscriptions.form.${key}`);
  const items = customers.data?.items ?? [];
  return (
    <GroupedList header={f('customerSection')}>
      <InputRow
        label={f('searchCustomer')}
        type="search"
        value={search}
        placeholder={f('searchPlaceholder')}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="customer-search"
      />
      {/* The message is the last line (after a failed search's retry), so it goes to ErrorLine, not here. */}
      <SelectRow
        label={f('customer')}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value || null)}
        data-testid="customer-select"
      >
        <option value="">
          {customers.error
            ? f('customersFailed')
            : !customers.data
              ? t('common.loading')
              : items.length === 0
                ? f('noCustomers')
                : f('chooseCustomer')}
        </option>
        {items.map((c) => (
          <option key={c.id} value={c.id}>
            {`${c.name} · ${c.email}`}
          </option>
        ))}
      </SelectRow>
      {customers.error ? (
        <p className="field-error">
          {customers.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void customers.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
      <ErrorLine error={error} />
    </GroupedList>
  );
}
