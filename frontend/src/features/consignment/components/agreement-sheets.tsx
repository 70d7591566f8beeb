import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { AgreementView } from '@domain/consignment';
import { useAgreement } from '../api/reads';
import { AgreementDetails } from './agreement-details';
import { AgreementForm } from './agreement-form';
import { PartnerSheet } from './partner-sheet';
import { ReturnForm } from './return-form';
import { SaleForm } from './sale-form';
import { SettleForm } from './settle-form';

/** Which of spec 2.5's six sheets is open (one at a time, as iOS shows them). */
export type OpenSheet =
  { kind: 'partner' } | { kind: 'agreement' } | { kind: 'details' | 'sale' | 'return' | 'settle'; id: string } | null;

const TITLES = {
  details: 'consignment.details.title',
  sale: 'consignment.sale.title',
  return: 'consignment.return.title',
  settle: 'consignment.settle.title',
} as const;

/** base: '/admin/consignment' or '/consignment', where the details page of an agreement lives. */
export function ConsignmentSheets({
  sheet,
  onOpen,
  onClose,
  base,
}: {
  sheet: OpenSheet;
  onOpen: (s: OpenSheet) => void;
  onClose: () => void;
  base: string;
}) {
  const { t } = useTranslation();
  if (!sheet) return null;
  if (sheet.kind === 'partner') return <PartnerSheet onClose={onClose} />;
  if (sheet.kind === 'agreement') {
    return (
      <Sheet title={t('consignment.agreement.title')} open onClose={onClose}>
        <AgreementForm onCreated={(id) => onOpen({ kind: 'details', id })} />
      </Sheet>
    );
  }
  return (
    <Sheet title={t(TITLES[sheet.kind])} open onClose={onClose} wide={sheet.kind === 'details'}>
      <LoadedAgreement id={sheet.id}>
        {(a) => {
          switch (sheet.kind) {
            case 'details':
              return (
                <AgreementDetails
                  agreement={a}
                  onAction={(kind) => onOpen({ kind, id: a.id })}
                  extra={
                    <Link className="chip" to={`${base}/${a.id}`}>
                      {t('consignment.actions.openPage')}
                    </Link>
                  }
                />
              );
            case 'sale':
              return <SaleForm agreement={a} onDone={onClose} />;
            case 'return':
              return <ReturnForm agreement={a} onDone={onClose} />;
            case 'settle':
              return <SettleForm agreement={a} onClose={onClose} />;
          }
        }}
      </LoadedAgreement>
    </Sheet>
  );
}

/** The agreement as the server has it now (remaining units may have changed since the list loaded). */
export function LoadedAgreement({ id, children }: { id: string; children: (a: AgreementView) => ReactNode }) {
  const { t } = useTranslation();
  const agreement = useAgreement(id);
  if (agreement.error) {
    return (
      <EmptyState icon="alert" title={t('consignment.details.loadFailed')}>
        {agreement.error.message}{' '}
        <button className="link-button" type="button" onClick={() => void agreement.refetch()}>
          {t('common.retry')}
        </button>
      </EmptyState>
    );
  }
  return agreement.data ? <>{children(agreement.data)}</> : <SkeletonRows rows={4} />;
}
