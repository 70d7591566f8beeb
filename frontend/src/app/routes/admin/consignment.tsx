import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import { useAgreements } from '@/features/consignment/api/reads';
import { AgreementsList } from '@/features/consignment/components/agreements-list';
import { ConsignmentSheets, type OpenSheet } from '@/features/consignment/components/agreement-sheets';
import { ConsignmentToolbar } from '@/features/consignment/components/consignment-toolbar';
import { StatCards } from '@/features/consignment/components/stat-cards';
import { DiscrepancyTasks } from '@/features/consignment/components/discrepancy-tasks';
import { useConsignmentBase, useManagesPartners } from '@/features/consignment/hooks/use-consignment-base';
import { useConsignmentFilters } from '@/features/consignment/hooks/use-consignment-filters';
import { ReportsLink } from '@/features/reports/components/reports-link';
import '@/features/consignment/consignment.css';
import '@/features/consignment/locales/register';

/** /admin/consignment and /consignment (spec 2.5): search and filters, the four cards, the agreement cards, the six sheets. */
export function Component() {
  const { t } = useTranslation();
  const base = useConsignmentBase();
  const managesPartners = useManagesPartners(base);
  const { filters, searchText, setSearchText, setFilter, setPage } = useConsignmentFilters();
  const agreements = useAgreements(filters);
  const [sheet, setSheet] = useState<OpenSheet>(null);

  return (
    <div className="consignment-wide" data-testid="consignment-screen">
      <LargeTitle title={t('consignment.title')} subtitle={t('consignment.subtitle')} />
      <StatCards />
      <DiscrepancyTasks base={base} />
      <div className="chip-row">
        <button type="button" className="chip primary" onClick={() => setSheet({ kind: 'agreement' })}>
          {t('consignment.actions.newAgreement')}
        </button>
        {managesPartners ? (
          <>
            <button type="button" className="chip" onClick={() => setSheet({ kind: 'partner' })}>
              {t('consignment.actions.newPartner')}
            </button>
            <Link className="chip" to={`${base}/partners`}>
              {t('consignment.actions.partners')}
            </Link>
          </>
        ) : null}
        <ReportsLink type="consignment" />
      </div>
      <ConsignmentToolbar filters={filters} searchText={searchText} onSearch={setSearchText} onFilter={setFilter} />
      <AgreementsList
        data={agreements.data}
        isLoading={agreements.isPending}
        error={agreements.error}
        onRetry={() => void agreements.refetch()}
        onPage={setPage}
        onAction={(kind, a) => setSheet({ kind, id: a.id })}
      />
      <ConsignmentSheets sheet={sheet} onOpen={setSheet} onClose={() => setSheet(null)} base={base} />
    </div>
  );
}
