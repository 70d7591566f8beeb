import { useTranslation } from 'react-i18next';
import { ListToolbar, optionsOf } from '@/components/ui/list-toolbar';
import type { ParamChanges } from '@/lib/use-url-params';
import { DATE_RANGES, STATUS_FILTER, type BillingFilters } from '../lib/filters';

interface Props {
  filters: BillingFilters;
  searchText: string;
  onSearch: (text: string) => void;
  onFilter: (changes: ParamChanges) => void;
}

/** Spec 2.8: search by client or number, status filter, date filter (custom: start and end dates). */
export function BillingToolbar({ filters, searchText, onSearch, onFilter }: Props) {
  const { t } = useTranslation();
  const day = (key: 'startDate' | 'endDate', bounds: { min?: string; max?: string }) => (
    <label>
      <span>{t(`billing.${key}`)}</span>
      <input
        className="select"
        type="date"
        value={filters[key]}
        {...bounds}
        onChange={(e) => onFilter({ [key]: e.target.value || undefined })}
      />
    </label>
  );
  return (
    <ListToolbar
      className="billing-toolbar"
      searchLabel={t('billing.search')}
      searchText={searchText}
      onSearch={onSearch}
      filters={[
        {
          label: t('billing.statusFilter'),
          value: filters.status,
          options: optionsOf(STATUS_FILTER, (s) => t(`billing.status.${s}`)),
          onChange: (v) => onFilter({ status: v === 'all' ? undefined : v }),
        },
        {
          label: t('billing.dateFilter'),
          value: filters.dateRange,
          options: optionsOf(DATE_RANGES, (r) => t(`billing.dateRange.${r}`)),
          onChange: (v) =>
            onFilter({
              dateRange: v === 'all' ? undefined : v,
              ...(v === 'custom' ? {} : { startDate: undefined, endDate: undefined }),
            }),
        },
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
