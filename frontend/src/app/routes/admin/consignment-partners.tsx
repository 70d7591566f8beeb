import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import { ListToolbar, selectFilter } from '@/components/ui/list-toolbar';
import { usePartners } from '@/features/consignment/api/reads';
import { PartnerSheet } from '@/features/consignment/components/partner-sheet';
import { PartnersList } from '@/features/consignment/components/partners-list';
import { useConsignmentBase } from '@/features/consignment/hooks/use-consignment-base';
import { useDebouncedSearch, useUrlParams } from '@/lib/use-url-params';
import '@/features/consignment/consignment.css';
import '@/features/consignment/locales/register';

/** /admin/consignment/partners and /consignment/partners (admin, manager): the partners and the new-partner sheet. */
export function Component() {
  const { t } = useTranslation();
  const base = useConsignmentBase();
  const { params, update } = useUrlParams();
  const status = params.get('status') ?? undefined;
  const [searchText, setSearchText] = useDebouncedSearch(params.get('search') ?? undefined, (search) =>
    update({ search }, true),
  );
  const partners = usePartners({ search: params.get('search') ?? undefined, status });
  const [adding, setAdding] = useState(false);
  const statuses = [
    { value: '', label: t('consignment.status.all') },
    { value: 'active', label: t('consignment.partners.status.active') },
    { value: 'inactive', label: t('consignment.partners.status.inactive') },
  ];
  return (
    <div data-testid="partners-screen">
      <Link to={base} className="back-link">
        ‹ {t('consignment.title')}
      </Link>
      <LargeTitle title={t('consignment.partners.title')} subtitle={t('consignment.partners.subtitle')} />
      <div className="chip-row">
        <button type="button" className="chip primary" onClick={() => setAdding(true)}>
          {t('consignment.actions.newPartner')}
        </button>
      </div>
      <ListToolbar
        searchLabel={t('consignment.partners.search')}
        searchText={searchText}
        onSearch={setSearchText}
        filters={[selectFilter(t('consignment.partners.statusFilter'), status, statuses, (s) => update({ status: s }))]}
      />
      <PartnersList
        data={partners.data}
        isLoading={partners.isPending}
        error={partners.error}
        onRetry={() => void partners.refetch()}
      />
      {adding ? <PartnerSheet onClose={() => setAdding(false)} /> : null}
    </div>
  );
}
