import { useTranslation } from 'react-i18next';
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
  const custom = filters.dateRange === 'custom';
  return (
    <div className="toolbar billing-toolbar" role="search">
      <input
        className="search"
        type="search"
        placeholder={t('billing.search')}
        aria-label={t('billing.search')}
        value={searchText}
        onChange={(e) => onSearch(e.target.value)}
      />
      <select
        className="select"
        aria-label={t('billing.statusFilter')}
        value={filters.status}
        onChange={(e) => onFilter({ status: e.target.value === 'all' ? undefined : e.target.value })}
      >
        {STATUS_FILTER.map((s) => (
          <option key={s} value={s}>
            {t(`billing.status.${s}`)}
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t('billing.dateFilter')}
        value={filters.dateRange}
        onChange={(e) =>
          onFilter({
            dateRange: e.target.value === 'all' ? undefined : e.target.value,
            ...(e.target.value === 'custom' ? {} : { startDate: undefined, endDate: undefined }),
          })
        }
      >
        {DATE_RANGES.map((r) => (
          <option key={r} value={r}>
            {t(`billing.dateRange.${r}`)}
          </option>
        ))}
      </select>
      {custom ? (
        <span className="billing-days">
          <label>
            <span>{t('billing.startDate')}</span>
            <input
              className="select"
              type="date"
              value={filters.startDate}
              max={filters.endDate || undefined}
              onChange={(e) => onFilter({ startDate: e.target.value || undefined })}
            />
          </label>
          <label>
            <span>{t('billing.endDate')}</span>
            <input
              className="select"
              type="date"
              value={filters.endDate}
              min={filters.startDate || undefined}
              onChange={(e) => onFilter({ endDate: e.target.value || undefined })}
            />
          </label>
        </span>
      ) : null}
    </div>
  );
}
