import { useTranslation } from 'react-i18next';
import type { ParamChanges } from '@/lib/use-url-params';
import { usePartners } from '../api/get-partners';
import type { AgreementQuery } from '../api/keys';
import { STATUS_FILTER } from '../config/consignment';

interface Props {
  filters: AgreementQuery;
  searchText: string;
  onSearch: (text: string) => void;
  onFilter: (changes: ParamChanges) => void;
}

/** Spec 2.5: search, status filter (Todos, Activo, Completado, Cancelado, Liquidado), partner filter. */
export function ConsignmentToolbar({ filters, searchText, onSearch, onFilter }: Props) {
  const { t } = useTranslation();
  const partners = usePartners().data ?? [];
  return (
    <div className="toolbar" role="search">
      <input
        className="search"
        type="search"
        placeholder={t('consignment.search')}
        aria-label={t('consignment.search')}
        value={searchText}
        onChange={(e) => onSearch(e.target.value)}
      />
      <select
        className="select"
        aria-label={t('consignment.statusFilter')}
        value={filters.status ?? 'all'}
        onChange={(e) => onFilter({ status: e.target.value === 'all' ? undefined : e.target.value })}
      >
        {STATUS_FILTER.map((s) => (
          <option key={s} value={s}>
            {t(`consignment.status.${s}`)}
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t('consignment.partnerFilter')}
        value={filters.partner ?? ''}
        onChange={(e) => onFilter({ partner: e.target.value || undefined })}
      >
        <option value="">{t('consignment.allPartners')}</option>
        {partners.map((p) => (
          <option key={p.id} value={p.id}>
            {p.tradeName || p.businessName}
          </option>
        ))}
      </select>
    </div>
  );
}
