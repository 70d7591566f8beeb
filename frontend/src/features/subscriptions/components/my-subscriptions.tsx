import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useSubscriptions } from '../api/reads';
import { money } from '../lib/format';
import { nextLine, planLabel } from '../lib/lines';
import { Pager } from '@/components/ui/pager';
import { SubscriptionStatusBadge } from './status-badge';
import '../locales/register';

/** A client's own subscriptions, newest first: plan, status, next delivery; each opens its page. */
export function MySubscriptions() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useSubscriptions({ page });
  const header = t('subscriptions.home.mine');
  if (list.error && !list.data)
    return (
      <GroupedList header={header} label={header}>
        <LoadFailed
          title={t('subscriptions.home.loadFailed')}
          reason={list.error.message}
          onRetry={() => void list.refetch()}
        />
      </GroupedList>
    );
  if (!list.data)
    return (
      <section className="group" aria-label={header}>
        <h2 className="group-header">{header}</h2>
        <SkeletonRows rows={2} />
      </section>
    );
  if (list.data.items.length === 0)
    return (
      <GroupedList header={header} label={header}>
        <div data-testid="my-subscriptions-empty">
          <EmptyState icon="calendar" title={t('subscriptions.home.none')}>
            {t('subscriptions.home.noneHint')}
          </EmptyState>
        </div>
      </GroupedList>
    );
  return (
    <div data-testid="my-subscriptions">
      <GroupedList header={header} label={header}>
        {list.data.items.map((s) => (
          <ListRow
            key={s.id}
            icon="repeat"
            tint="#5ac8fa"
            title={planLabel(t, s)}
            subtitle={
              <>
                <span data-testid="subscription-next">{nextLine(t, s)}</span>
                <span className="sub-row-address"> · {s.deliveryAddress.street}</span>
              </>
            }
            detail={
              <span className="sub-row-detail">
                <span className="sub-row-price">{money(s.price)}</span>
                <SubscriptionStatusBadge status={s.status} />
              </span>
            }
            to={`/subscriptions/${s.id}`}
            testId={`subscription-row-${s.id}`}
          />
        ))}
      </GroupedList>
      <Pager
        ns="subscriptions"
        onlyWhenPaged
        page={list.data.page}
        pageCount={list.data.pageCount}
        total={list.data.total}
        onPage={setPage}
      />
    </div>
  );
}
