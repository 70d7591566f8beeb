import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import { StatCards } from '@/components/ui/stat-cards';
import { SUBSCRIPTION_STATUSES } from '@domain/subscriptions';
import { useCustomers, useSubscriptions } from '../api/reads';
import { useAdminFilters } from '../hooks/use-admin-filters';
import { day, money } from '../lib/format';
import { planLabel } from '../lib/lines';
import { Pager } from '@/components/ui/pager';
import { SubscriptionStatusBadge } from './status-badge';
import '../locales/register';

const COLUMNS = ['customer', 'plan', 'status', 'next', 'zone', 'price'] as const;

/**
 * /admin/subscription: the counts (active, paused, cancelled) and the monthly recurring revenue of
 * what the filters reach, the links to a new subscription, the plans and the day's deliveries, and
 * the subscriptions newest first, each row opening its page.
 */
export function AdminSubscriptions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useAdminFilters();
  const list = useSubscriptions(filters.query);
  const customers = useCustomers('');
  const a = (key: string, o?: Record<string, unknown>) => t(`subscriptions.admin.${key}`, o);
  const data = list.data;
  const filtered = Boolean(filters.query.status || filters.query.customer);
  return (
    <>
      <StatCards
        label={a('figures')}
        failed={list.error && !data ? { message: a('figuresFailed'), onRetry: () => void list.refetch() } : undefined}
        cards={[
          { key: 'active', label: a('active'), value: data?.counts.active },
          { key: 'paused', label: a('paused'), value: data?.counts.paused, tone: 'warning' },
          { key: 'cancelled', label: a('cancelled'), value: data?.counts.cancelled, tone: 'danger' },
          { key: 'mrr', label: a('mrr'), value: data ? money(data.monthlyRecurringRevenue) : undefined },
        ]}
      />
      <div className="chip-row">
        <Link className="chip primary" to="/admin/subscription/new" data-testid="link-new">
          {a('newSubscription')}
        </Link>
        <Link className="chip" to="/admin/subscription/plans" data-testid="link-plans">
          {a('plans')}
        </Link>
        <Link className="chip" to="/admin/subscription/deliveries" data-testid="link-deliveries">
          {a('deliveries')}
        </Link>
      </div>
      <div className="toolbar" role="search">
        <select
          className="select"
          aria-label={a('filterStatus')}
          value={filters.query.status ?? ''}
          onChange={(e) => filters.setStatus(e.target.value || undefined)}
          data-testid="filter-status"
        >
          <option value="">{a('anyStatus')}</option>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`subscriptions.status.${s}`)}
            </option>
          ))}
        </select>
        <select
          className="select sub-customer-filter"
          aria-label={a('filterCustomer')}
          value={filters.query.customer ?? ''}
          onChange={(e) => filters.setCustomer(e.target.value || undefined)}
          data-testid="filter-customer"
        >
          <option value="">{a('anyCustomer')}</option>
          {(customers.data?.items ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {list.error && !data ? (
        <LoadFailed title={a('loadFailed')} reason={list.error.message} onRetry={() => void list.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState icon="calendar" title={filtered ? a('emptyFiltered') : a('empty')} />
      ) : (
        <div className="data-table-wrap" aria-busy={!data || list.isPlaceholderData}>
          <table className="data-table stacks sub-table" data-testid="subscriptions-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} className={c === 'price' ? 'num' : undefined}>
                    {a(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {!data ? (
                <SkeletonTableRows rows={5} cells={[undefined, undefined, undefined, undefined, undefined, 'num']} />
              ) : (
                data.items.map((s) => (
                  <tr
                    key={s.id}
                    className="sub-table-row"
                    onClick={() => void navigate(`/admin/subscription/${s.id}`)}
                    data-testid={`admin-row-${s.id}`}
                    data-status={s.status}
                  >
                    <td data-label={a('columns.customer')}>
                      <Link to={`/admin/subscription/${s.id}`} onClick={(e) => e.stopPropagation()}>
                        {s.customerName ?? a('noName')}
                      </Link>
                    </td>
                    <td data-label={a('columns.plan')}>{planLabel(t, s)}</td>
                    <td data-label={a('columns.status')}>
                      <SubscriptionStatusBadge status={s.status} />
                    </td>
                    <td data-label={a('columns.next')} data-testid="admin-next">
                      {s.nextDeliveryDate ? day(s.nextDeliveryDate) : '—'}
                    </td>
                    <td data-label={a('columns.zone')}>{s.zoneName}</td>
                    <td data-label={a('columns.price')} className="num">
                      {money(s.price)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {data ? (
        <Pager
          ns="subscriptions"
          onlyWhenPaged
          page={data.page}
          pageCount={data.pageCount}
          total={data.total}
          onPage={filters.setPage}
        />
      ) : null}
    </>
  );
}
