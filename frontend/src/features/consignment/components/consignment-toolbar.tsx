import { useTranslation } from 'react-i18next';
import { ListToolbar, optionsOf } from '@/components/ui/list-toolbar';
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
    <ListToolbar
      searchLabel={t('consignment.search')}
      searchText={searchText}
      onSearch={onSearch}
      filters={[
        {
          label: t('consignment.statusFilter'),
          value: filters.status ?? 'all',
          options: optionsOf(STATUS_FILTER, (s) => t(`consignment.status.${s}`)),
          onChange: (v) => onFilter({ status: v === 'all' ? undefined : v }),
        },
        {
          label: t('consignment.partnerFilter'),
          value: filters.partner ?? '',
          options: [
            { value: '', label: t('consignment.allPartners') },
            ...partners.map((p) => ({ value: p.id, label: p.tradeName || p.businessName })),
          ],
          onChange: (v) => onFilter({ partner: v || undefined }),
        },
      ]}
    />
  );
}
