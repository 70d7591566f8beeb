import { useTranslation } from 'react-i18next';
import { ListToolbar, optionsOf, selectFilter, type FeatureToolbarProps } from '@/components/ui/list-toolbar';
import { usePartners } from '../api/reads';
import type { AgreementQuery } from '../api/keys';
import { STATUS_FILTER } from '../config/consignment';

/** Spec 2.5: search, status filter (Todos, Activo, Completado, Cancelado, Liquidado), partner filter. */
export function ConsignmentToolbar({ filters, searchText, onSearch, onFilter }: FeatureToolbarProps<AgreementQuery>) {
  const { t } = useTranslation();
  const status = optionsOf(STATUS_FILTER, (s) => t(`consignment.status.${s}`));
  const partners = [
    { value: '', label: t('consignment.allPartners') },
    ...(usePartners().data ?? []).map((p) => ({ value: p.id, label: p.tradeName || p.businessName })),
  ];
  return (
    <ListToolbar
      searchLabel={t('consignment.search')}
      searchText={searchText}
      onSearch={onSearch}
      filters={[
        selectFilter(t('consignment.statusFilter'), filters.status, status, (s) => onFilter({ status: s }), 'all'),
        selectFilter(t('consignment.partnerFilter'), filters.partner, partners, (p) => onFilter({ partner: p })),
      ]}
    />
  );
}
