import { useTranslation } from 'react-i18next';
import { MOVEMENT_TYPES } from '@/config/inventory';
import type { LedgerFilterValues } from '../hooks/use-ledger-filters';
import { DateInput } from '@/components/ui/date-field';

/** Filter the ledger by movement type and by a range of days. */
export function LedgerFilters({
  values,
  onFilter,
}: {
  values: LedgerFilterValues;
  onFilter: (c: Partial<Omit<LedgerFilterValues, 'page'>>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="toolbar">
      <select
        className="select"
        aria-label={t('warehouse.ledger.type')}
        value={values.type ?? ''}
        onChange={(e) => onFilter({ type: e.target.value || undefined })}
      >
        <option value="">{t('warehouse.ledger.allTypes')}</option>
        {[...MOVEMENT_TYPES, 'opening' as const].map((type) => (
          <option key={type} value={type}>
            {t(`inventory.types.${type}`)}
          </option>
        ))}
      </select>
      <label className="date-filter">
        {t('warehouse.ledger.from')}
        <DateInput
          className="select"
          value={values.from ?? ''}
          max={values.to}
          onChange={(e) => onFilter({ from: e.target.value || undefined })}
        />
      </label>
      <label className="date-filter">
        {t('warehouse.ledger.to')}
        <DateInput
          className="select"
          value={values.to ?? ''}
          min={values.from}
          onChange={(e) => onFilter({ to: e.target.value || undefined })}
        />
      </label>
    </div>
  );
}
