import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LargeTitle } from '@/components/ui/large-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAgreement } from '@/features/consignment/api/reads';
import { AgreementDetails } from '@/features/consignment/components/agreement-details';
import { AgreementForm } from '@/features/consignment/components/agreement-form';
import { ConsignmentSheets, type OpenSheet } from '@/features/consignment/components/agreement-sheets';
import { useConsignmentBase } from '@/features/consignment/hooks/use-consignment-base';
import { ApiError } from '@/lib/api-client';
import '@/features/consignment/consignment.css';
import '@/features/consignment/locales/register';

/** /admin/consignment/:id and /consignment/:id: the agreement's details page; 'new' is the new-agreement form (spec 2.1). */
export function Component() {
  const id = useParams().id ?? 'new'; // /admin/consignment/new has no :id
  return id === 'new' ? <NewAgreement /> : <AgreementPage id={id} />;
}

function NewAgreement() {
  const { t } = useTranslation();
  const base = useConsignmentBase();
  const navigate = useNavigate();
  return (
    <div data-testid="new-agreement-screen">
      <Link to={base} className="back-link">
        ‹ {t('consignment.title')}
      </Link>
      <LargeTitle title={t('consignment.agreement.pageTitle')} subtitle={t('consignment.agreement.title')} />
      <AgreementForm onCreated={(created) => navigate(`${base}/${created}`)} />
    </div>
  );
}

function AgreementPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const base = useConsignmentBase();
  const navigate = useNavigate();
  const agreement = useAgreement(id);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const a = agreement.data;
  if (agreement.error) {
    const missing = agreement.error instanceof ApiError && agreement.error.status === 404;
    return (
      <EmptyState
        icon="alert"
        title={missing ? t('consignment.details.notFound') : t('consignment.details.loadFailed')}
      >
        {missing ? (
          <Link to={base}>{t('consignment.details.back')}</Link>
        ) : (
          <button className="link-button" type="button" onClick={() => void agreement.refetch()}>
            {t('common.retry')}
          </button>
        )}
      </EmptyState>
    );
  }
  return (
    <div data-testid="agreement-screen">
      <Link to={base} className="back-link">
        ‹ {t('consignment.title')}
      </Link>
      <LargeTitle
        title={a ? t('consignment.card.code', { code: a.code }) : t('common.loading')}
        subtitle={a ? a.partner.tradeName || a.partner.businessName : undefined}
      />
      {a ? (
        <AgreementDetails
          agreement={a}
          onAction={(kind) => (kind === 'sale' ? navigate(`${base}/${a.id}/sale`) : setSheet({ kind, id: a.id }))}
        />
      ) : (
        <SkeletonRows rows={6} />
      )}
      <ConsignmentSheets sheet={sheet} onOpen={setSheet} onClose={() => setSheet(null)} base={base} />
    </div>
  );
}
