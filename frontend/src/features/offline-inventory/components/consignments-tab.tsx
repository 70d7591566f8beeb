import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { AgreementView } from '@domain/consignment';
import { useConsignments, useInventory, usePartners } from '../hooks/use-desktop';
import { AgreementCard } from './agreement-card';
import { AgreementSheet } from './lazy-sheets';
import { LinesSheet, type LinesKind } from './lines-sheet';

type OpenSheet = { kind: 'new' } | { kind: LinesKind; agreement: AgreementView } | null;

/** The Consignments tab (spec 2.7): the device's agreements; a new one; a sale or a return on an active one. */
export function ConsignmentsTab() {
  const { t } = useTranslation();
  const agreements = useConsignments();
  const partners = usePartners();
  const inventory = useInventory();
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const list = [...(agreements.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <section aria-label={t('offlineInventory.tabs.consignments')} data-testid="consignments-tab">
      <div className="chip-row">
        <button
          type="button"
          className="chip primary"
          disabled={!partners.data || !inventory.data}
          onClick={() => setSheet({ kind: 'new' })}
        >
          {t('offlineInventory.consignments.new')}
        </button>
      </div>
      {agreements.isPending ? (
        <SkeletonRows rows={3} />
      ) : agreements.error ? (
        <LoadFailed
          title={t('offlineInventory.toast.consignmentsLoadFailed')}
          reason={agreements.error.message}
          onRetry={() => void agreements.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon="briefcase" title={t('offlineInventory.consignments.empty')}>
          {t('offlineInventory.consignments.emptyHint')}
        </EmptyState>
      ) : (
        <div className="oi-agreements">
          {list.map((a) => (
            <AgreementCard key={a.id} agreement={a} onLines={(kind, agreement) => setSheet({ kind, agreement })} />
          ))}
        </div>
      )}
      {partners.error ? (
        <LoadFailed
          title={t('offlineInventory.toast.partnersLoadFailed')}
          reason={partners.error.message}
          onRetry={() => void partners.refetch()}
        />
      ) : null}
      {sheet?.kind === 'new' ? (
        <AgreementSheet partners={partners.data ?? []} products={inventory.data ?? []} onClose={() => setSheet(null)} />
      ) : null}
      {sheet && sheet.kind !== 'new' ? (
        <LinesSheet kind={sheet.kind} agreement={sheet.agreement} onClose={() => setSheet(null)} />
      ) : null}
    </section>
  );
}
