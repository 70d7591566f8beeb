import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ListToolbar, optionsOf, selectFilter } from '@/components/ui/list-toolbar';
import { PagedTable } from '@/components/ui/paged-table';
import { StatCards } from '@/components/ui/stat-cards';
import { SUBSCRIPTION_STATUSES } from '@domain/subscriptions';
import { useCustomers, useSubscriptions } from '../api/reads';
import { useAdminFilters } from '../hooks/use-admin-filters';
import { day, money } from '../lib/format';
import { planLabel } from '../lib/lines';
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
  const statusOptions = [
    { value: '', label: a('anyStatus') },
    ...optionsOf(SUBSCRIPTION_STATUSES, (s) => t(`subscriptions.status.${s}`)),
  ];
  const customerOptions = [
    { value: '', label: a('anyCustomer') },
    ...(customers.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
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
      <ListToolbar
        filters={[
          {
            ...selectFilter(a('filterStatus'), filters.query.status, statusOptions, filters.setStatus),
            testId: 'filter-status',
          },
          {
            ...selectFilter(a('filterCustomer'), filters.query.customer, customerOptions, filters.setCustomer),
            testId: 'filter-customer',
            className: 'sub-customer-filter',
          },
        ]}
      />
      <PagedTable
        data={data}
        isLoading={!data || list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        onPage={filters.setPage}
        failedTitle={a('loadFailed')}
        empty={<EmptyState icon="calendar" title={filtered ? a('emptyFiltered') : a('empty')} />}
        ns="subscriptions"
        columns={COLUMNS.map((c) => ({ key: c, label: a(`columns.${c}`), num: c === 'price' }))}
        skeletonRows={5}
        tableClassName="sub-table"
        testId="subscriptions-table"
        row={(s) => (
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
        )}
      />
    </>
  );
}
