import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useOrders } from '../api/reads';
import { HISTORY_FILTER, historyQuery } from '../lib/filters';
import { useListParams } from '../hooks/use-list-params';
import { Pager } from '@/components/ui/pager';
import { OrderRow } from './order-row';
import { OrderSheet } from './order-sheet';
import '../locales/register';
import '../orders.css';

/**
 * The profile's 'Mis pedidos': the customer's history, 10 a page, filtered by status, each order
 * opening its sheet (details, timeline, 'Cancelar pedido' while it may). All of it kept in the URL.
 */
export function ProfileOrders() {
  const { t } = useTranslation();
  const list = useListParams(historyQuery);
  const orders = useOrders(list.query);
  const title = t('orders.history.title');
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = Boolean(orders.data);
  // 'Ver todos mis pedidos' (/profile#orders) lands here; the router scrolls to the top, not to a hash.
  useEffect(() => {
    if (hash === '#orders' && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  return (
    <section ref={section} className="group or-history" id="orders" aria-label={title} data-testid="profile-orders">
      <div className="or-history-head">
        <h2 className="group-header">{title}</h2>
        <select
          className="select"
          aria-label={t('orders.history.filter')}
          value={list.query.status}
          onChange={(e) => list.setStatus(e.target.value as typeof list.query.status)}
          data-testid="history-filter"
        >
          {HISTORY_FILTER.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? t('orders.history.all') : t(`orders.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {orders.error && !orders.data ? (
        <LoadFailed
          title={t('orders.history.loadFailed')}
          reason={orders.error.message}
          onRetry={() => void orders.refetch()}
        />
      ) : !orders.data ? (
        <SkeletonRows rows={4} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState
          icon="bag"
          title={t(list.query.status === 'all' ? 'orders.history.empty' : 'orders.history.emptyFiltered')}
        >
          {t('orders.history.emptyHint')}
        </EmptyState>
      ) : (
        <>
          <div className="group-body" aria-busy={orders.isPlaceholderData || undefined} data-testid="history-list">
            {orders.data.items.map((o) => (
              <OrderRow key={o.id} order={o} onOpen={() => list.open(o.id)} />
            ))}
          </div>
          <Pager
            ns="orders"
            onlyWhenPaged
            page={orders.data.page}
            pageCount={orders.data.pageCount}
            total={orders.data.total}
            onPage={list.setPage}
          />
        </>
      )}
      {list.openId ? <OrderSheet id={list.openId} customer onClose={() => list.open(null)} /> : null}
    </section>
  );
}
