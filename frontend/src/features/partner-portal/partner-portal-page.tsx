import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LanguagePicker } from '@/components/language-picker';
import { LargeTitle } from '@/components/ui/large-title';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useSessionStore } from '@/stores/session-store';
import type { AgreementItemView, AgreementView } from '@domain/consignment';
import { AgreementPanel } from './components/agreement-panel';
import { DiscrepancySheet } from './components/discrepancy-sheet';
import { ItemHistorySheet } from './components/item-history-sheet';
import { PortalCards } from './components/portal-cards';
import { PortalHeader } from './components/portal-header';
import { SalesList } from './components/sales-list';
import { SettlementsList } from './components/settlements-list';
import { usePortal } from './hooks/use-portal';
import './locales/register';
import './partner-portal.css';

type Open = { kind: 'history' | 'report'; agreement: AgreementView; item: AgreementItemView } | null;

/**
 * /partner (issue 45): a consignment partner's own page — what is left to settle, their agreements
 * with each item placed, sold, returned and on hand, their sales as the shop registers them, their
 * settlements with the statement and its confirmation. Its own bar: no staff navigation.
 */
export function PartnerPortal({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const isPartner = useSessionStore((s) => s.user?.roles.includes('partner') ?? false);
  const portal = usePortal(isPartner);
  const [open, setOpen] = useState<Open>(null);
  const name = portal.partner ? portal.partner.tradeName || portal.partner.businessName : undefined;
  return (
    <>
      <PortalHeader name={name} onSignOut={onSignOut} />
      <main className="screen portal-screen" data-testid="partner-portal">
        <LargeTitle title={name ?? t('partnerPortal.title')} subtitle={t('partnerPortal.subtitle')} />
        {!isPartner ? (
          <EmptyState icon="store" title={t('partnerPortal.notPartner')}>
            {t('partnerPortal.notPartnerHint')}
          </EmptyState>
        ) : portal.error ? (
          <LoadFailed
            title={t('partnerPortal.failed')}
            reason={(portal.error as Error).message}
            onRetry={portal.retry}
          />
        ) : (
          <>
            <PortalCards figures={portal.figures} />
            <div className="portal-columns">
              <section className="group" aria-label={t('partnerPortal.agreements.header')}>
                <h2 className="group-header">{t('partnerPortal.agreements.header')}</h2>
                {portal.isPending ? (
                  <SkeletonRows rows={3} />
                ) : portal.agreements.length === 0 ? (
                  <div className="group-body">
                    <EmptyState icon="link" title={t('partnerPortal.empty')}>
                      {t('partnerPortal.emptyHint')}
                    </EmptyState>
                  </div>
                ) : (
                  <div className="portal-agreements" data-testid="portal-agreements">
                    {portal.agreements.map((a) => (
                      <AgreementPanel
                        key={a.id}
                        agreement={a}
                        onItem={(kind, agreement, item) => setOpen({ kind, agreement, item })}
                      />
                    ))}
                    <p className="group-footer">{t('partnerPortal.agreements.hint')}</p>
                  </div>
                )}
              </section>
              <div className="portal-side">
                <SalesList
                  sales={portal.sales}
                  pending={portal.salesPending}
                  error={portal.salesError}
                  onRetry={portal.retrySales}
                />
                <SettlementsList
                  settlements={portal.settlements}
                  pending={portal.settlementsPending}
                  error={portal.settlementsError}
                  onRetry={portal.retrySettlements}
                />
              </div>
            </div>
          </>
        )}
        <div className="portal-language">
          <LanguagePicker />
        </div>
      </main>
      {open?.kind === 'history' ? (
        <ItemHistorySheet agreement={open.agreement} item={open.item} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'report' ? (
        <DiscrepancySheet agreement={open.agreement} item={open.item} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
