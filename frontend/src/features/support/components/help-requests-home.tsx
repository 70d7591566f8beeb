import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ListRow } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { Segmented } from '@/components/ui/segmented';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useUrlParams } from '@/lib/use-url-params';
import { useHelpRequests, type HelpRequest, type HelpRequestStatus } from '../api/reads';
import { dateTime, requesterLabel } from './format';
import { HelpRequestSheet } from './help-request-sheet';
import '../locales/register';
import '../support.css';

const STATUSES = ['open', 'resolved'] as const;

/**
 * /admin/help-requests (issue 22, admin and owner): the open requests first, oldest first (whoever
 * waited longest is next); the attended ones a tap away. Status and page live in the URL.
 */
export function HelpRequestsHome() {
  const { t, i18n } = useTranslation();
  const { params, update } = useUrlParams();
  const status: HelpRequestStatus = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requests = useHelpRequests(status, page);
  const [shown, setShown] = useState<HelpRequest | null>(null);
  const data = requests.data;
  const list = () => {
    if (requests.isPending) return <SkeletonRows rows={4} />;
    if (requests.error) return <LoadFailed title={t('support.loadFailed')} onRetry={() => void requests.refetch()} />;
    if (!data || data.items.length === 0)
      return (
        <EmptyState icon={status === 'open' ? 'heart' : 'search'} title={t('support.emptyTitle')}>
          {t(status === 'open' ? 'support.emptyOpen' : 'support.emptyResolved')}
        </EmptyState>
      );
    return (
      <>
        <div className="group-body" data-testid="help-requests-list">
          {data.items.map((r) => (
            <ListRow
              key={r.id}
              testId={`help-request-${r.id}`}
              onClick={() => setShown(r)}
              title={requesterLabel(r.requester, t('support.guest'))}
              subtitle={
                <>
                  <span className="help-message">{r.message}</span>
                  {r.requester.contact ?? t('support.noContact')} · {dateTime(r.requestedAt, i18n.language)}
                </>
              }
              detail={r.status === 'open' ? <span className="badge primary">{t('support.openBadge')}</span> : undefined}
            />
          ))}
        </div>
        <Pager
          ns="support"
          page={data.page}
          pageCount={data.pageCount}
          total={data.total}
          onPage={(p) => update({ page: p })}
          onlyWhenPaged
        />
      </>
    );
  };
  return (
    <div className="help-requests" data-testid="help-requests-screen">
      <Segmented
        label={t('support.tabsLabel')}
        options={STATUSES.map((s) => ({ value: s, label: t(`support.${s}`) }))}
        value={status}
        onChange={(s) => update({ status: s === 'open' ? undefined : s })}
        testId="help-requests-status"
      />
      {list()}
      {shown ? <HelpRequestSheet request={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}
