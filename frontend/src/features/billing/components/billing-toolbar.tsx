import { useTranslation } from 'react-i18next';
import { ListToolbar, optionsOf, selectFilter, type FeatureToolbarProps } from '@/components/ui/list-toolbar';
import { DATE_RANGES, STATUS_FILTER, type BillingFilters } from '../lib/filters';
import { DateInput } from '@/components/ui/date-field';

/** Spec 2.8: search by client or number, status filter, date filter (custom: start and end dates). */
export function BillingToolbar({ filters, searchText, onSearch, onFilter }: FeatureToolbarProps<BillingFilters>) {
  const { t } = useTranslation();
  const day = (key: 'startDate' | 'endDate', bounds: { min?: string; max?: string }) => (
    <label>
      <span>{t(`billing.${key}`)}</span>
      <DateInput
        className="select"
        value={filters[key]}
        {...bounds}
        onChange={(e) => onFilter({ [key]: e.target.value || undefined })}
      />
    </label>
  );
  const status = optionsOf(STATUS_FILTER, (s) => t(`billing.status.${s}`));
  const ranges = optionsOf(DATE_RANGES, (r) => t(`billing.dateRange.${r}`));
  // Leaving the custom range forgets its two days.
  const pickRange = (dateRange: string | undefined) =>
    onFilter({ dateRange, ...(dateRange === 'custom' ? {} : { startDate: undefined, endDate: undefined }) });
  return (
    <ListToolbar
      className="billing-toolbar"
      searchLabel={t('billing.search')}
      searchText={searchText}
      onSearch={onSearch}
      filters={[
        selectFilter(t('billing.statusFilter'), filters.status, status, (s) => onFilter({ status: s }), 'all'),
        selectFilter(t('billing.dateFilter'), filters.dateRange, ranges, pickRange, 'all'),
      ]}
    >
      {filters.dateRange === 'custom' ? (
        <span className="billing-days">
          {day('startDate', { max: filters.endDate || undefined })}
          {day('endDate', { min: filters.startDate || undefined })}
        </span>
      ) : null}
    </ListToolbar>
  );
}
