import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useOrders } from '../api/reads';
import { OrderRow } from './order-row';
import '../locales/register';
import '../orders.css';

/** Spec 9: the client dashboard shows the 5 most recent orders. */
export const RECENT_ORDERS = 5;
/** The profile opens an order's sheet from the URL, so every row here links to its detail. */
export const orderDetailPath = (id: string) => `/profile?order=${encodeURIComponent(id)}`;

/** 'Mis pedidos recientes': the newest five with their status and total, each opening its detail. */
export function RecentOrders() {
  const { t } = useTranslation();
  // The first page of the whole history (the profile's first page too: one cache entry for both).
  const orders = useOrders({ status: 'all', page: 1 });
  const header = t('orders.dashboard.recent');
  if (orders.error && !orders.data)
    return (
      <section className="group" aria-label={header}>
        <h2 className="group-header">{header}</h2>
        <LoadFailed
          title={t('orders.dashboard.loadFailed')}
          reason={orders.error.message}
          onRetry={() => void orders.refetch()}
        />
      </section>
    );
  if (!orders.data)
    return (
      <section className="group" aria-label={header}>
        <h2 className="group-header">{header}</h2>
        <SkeletonRows rows={RECENT_ORDERS} />
      </section>
    );
  const recent = orders.data.items.slice(0, RECENT_ORDERS);
  if (recent.length === 0)
    return (
      <section className="group" aria-label={header} data-testid="recent-orders-empty">
        <h2 className="group-header">{header}</h2>
        <EmptyState icon="bag" title={t('orders.dashboard.empty')}>
          {t('orders.dashboard.emptyHint')}{' '}
          <Link className="chip primary" to="/catalog">
            {t('orders.dashboard.catalog')}
          </Link>
        </EmptyState>
      </section>
    );
  return (
    <div data-testid="recent-orders">
      <GroupedList
        header={header}
        label={header}
        footer={
          <Link to="/profile#orders" data-testid="all-orders">
            {t('orders.dashboard.seeAll')}
          </Link>
        }
      >
        {recent.map((o) => (
          <OrderRow key={o.id} order={o} to={orderDetailPath(o.id)} />
        ))}
      </GroupedList>
    </div>
  );
}
