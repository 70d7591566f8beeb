import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/stores/toast-store';
import type { PartnerView } from '@domain/consignment';
import { useUpdatePartner } from '../api/commands';
import { failureText } from '@/lib/problem';
import { PortalAccessButton } from './partner-portal-access';

/** The partners with their type, RFC, commission, agreements and status; a manager may (de)activate one. */
export function PartnersList({
  data,
  isLoading,
  error,
  onRetry,
}: {
  data?: PartnerView[];
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePartner();
  if (error && !data) {
    return <LoadFailed title={t('consignment.partners.loadFailed')} onRetry={onRetry} />;
  }
  if (isLoading && !data) return <SkeletonRows rows={4} />;
  if (!data?.length) return <EmptyState icon="store" title={t('consignment.partners.empty')} />;
  const toggle = (p: PartnerView) => {
    const status = p.status === 'active' ? 'inactive' : 'active';
    update.mutate(
      { id: p.id, body: { status } },
      {
        onSuccess: () => toast.success(t('consignment.toast.partnerUpdated')),
        onError: (e) => toast.error(failureText(t('consignment.toast.partnerUpdateFailed'), e)),
      },
    );
  };
  return (
    <GroupedList label={t('consignment.partners.title')}>
      {data.map((p) => (
        <ListRow
          key={p.id}
          testId={`partner-${p.taxId}`}
          icon="store"
          tint={p.status === 'active' ? '#af52de' : '#8e8e93'}
          title={p.tradeName || p.businessName}
          subtitle={[
            ...(p.tradeName ? [p.businessName] : []),
            t(`consignment.partnerTypes.${p.type}`),
            p.taxId,
            t('consignment.partners.commission', { value: p.defaultCommission }),
            t('consignment.partners.agreements', { total: p.agreements, active: p.activeAgreements }),
          ].join(' · ')}
          detail={
            // Stacked: the status and the two actions side by side left the partner's name no room at 390 px.
            <span className="chip-row" style={{ margin: 0, flexDirection: 'column', alignItems: 'flex-end', gap: 4 }}>
              <span className={`badge ${p.status === 'active' ? 'success' : ''}`}>
                {t(`consignment.partners.status.${p.status}`)}
              </span>
              <button type="button" className="link-button" disabled={update.isPending} onClick={() => toggle(p)}>
                {p.status === 'active' ? t('consignment.partners.deactivate') : t('consignment.partners.activate')}
              </button>
              <PortalAccessButton partner={p} />
            </span>
          }
        />
      ))}
    </GroupedList>
  );
}
