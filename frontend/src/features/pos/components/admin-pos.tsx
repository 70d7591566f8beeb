import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatCards } from '@/components/ui/stat-cards';
import { PAYMENT_METHODS, type SaleListItem } from '@domain/pos';
import { useAllSales, useSales, useSessionReports, useSessions } from '../api/reads';
import { money, moment, registerNumber, todayBounds } from '../lib/format';
import { SaleSheet } from './sale-sheet';
import { SalesTable } from './sales-table';
import '../locales/register';

/**
 * /admin/pos, the cashier dashboard: today's figures, per cashier and per payment method, the open
 * sessions, today's sales (newest first) and refunds — all from the list endpoints. A sale opens in a
 * sheet (its detail; a supervisor refunds there).
 */
export function AdminPos() {
  const { t } = useTranslation();
  const a = (key: string, o?: Record<string, unknown>) => t(`pos.admin.${key}`, o);
  const [bounds] = useState(todayBounds);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const all = useAllSales(bounds);
  const sales = useSales({ ...bounds, page });
  const open = useSessions({ status: 'open' });
  // The money by method: the reports of today's sessions (those open, and those opened or closed today).
  const recent = useSessions({});
  const todayIds = useMemo(
    () =>
      (recent.data?.items ?? [])
        .filter((s) => s.status === 'open' || s.openedAt >= bounds.from || (s.closedAt ?? '') >= bounds.from)
        .map((s) => s.id),
    [recent.data, bounds.from],
  );
  const reports = useSessionReports(todayIds);
  const day = all.data;
  const total = day?.reduce((s, x) => s + x.total, 0);
  const refunded = day?.reduce((s, x) => s + x.refunded, 0);
  const byCashier = useMemo(() => groupByCashier(day ?? [], a('noName')), [day]); // eslint-disable-line react-hooks/exhaustive-deps
  const byMethod = PAYMENT_METHODS.map((m) => ({
    method: m,
    amount: reports.every((r) => r.data)
      ? reports.reduce((s, r) => s + (r.data?.report.byMethod[m] ?? 0), 0)
      : undefined,
  }));
  const refunds = (day ?? []).filter((s) => s.refunded > 0);
  return (
    <div className="pos-admin" data-testid="admin-pos">
      <div className="chip-row">
        <Link className="chip primary" to="/pos" data-testid="link-pos">
          {a('counter')}
        </Link>
        <Link className="chip" to="/pos/cashier" data-testid="link-cashier">
          {a('cashier')}
        </Link>
      </div>
      <StatCards
        label={a('figures')}
        failed={
          all.error && !day
            ? { message: `${a('figuresFailed')}: ${all.error.message}`, onRetry: () => void all.refetch() }
            : undefined
        }
        cards={[
          { key: 'sales', label: a('salesToday'), value: day?.length },
          { key: 'total', label: a('total'), value: total === undefined ? undefined : money(total) },
          {
            key: 'refunded',
            label: a('refunded'),
            value: refunded === undefined ? undefined : money(refunded),
            tone: 'warning',
          },
          { key: 'open', label: a('openSessions'), value: open.data?.total },
        ]}
      />
      <div className="pos-admin-columns">
        <section className="group" aria-label={a('byCashier')}>
          <div className="group-header">{a('byCashier')}</div>
          {!day ? (
            <SkeletonRows rows={3} />
          ) : byCashier.length === 0 ? (
            <p className="group-body pos-muted pos-pad">{a('salesEmpty')}</p>
          ) : (
            <dl className="group-body pos-report-list pos-pad" data-testid="admin-by-cashier">
              {byCashier.map((c) => (
                <div key={c.name}>
                  <dt>{c.name}</dt>
                  <dd>{t('pos.report.cashierLine', { count: c.count, total: money(c.total) })}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section className="group" aria-label={a('byMethod')}>
          <div className="group-header">{a('byMethod')}</div>
          <dl className="group-body pos-report-list pos-pad" data-testid="admin-by-method">
            {byMethod.map((m) => (
              <div key={m.method}>
                <dt>{t(`pos.method.${m.method}`)}</dt>
                <dd>{m.amount === undefined ? <span className="skeleton pos-inline-skeleton" /> : money(m.amount)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <section className="group" aria-label={a('sessions')}>
        <div className="group-header">{a('sessions')}</div>
        {open.error && !open.data ? (
          <LoadFailed title={a('sessionsFailed')} reason={open.error.message} onRetry={() => void open.refetch()} />
        ) : !open.data ? (
          <SkeletonRows rows={2} />
        ) : open.data.items.length === 0 ? (
          <p className="group-body pos-muted pos-pad">{a('sessionsEmpty')}</p>
        ) : (
          <ul className="group-body pos-session-list" data-testid="admin-open-sessions">
            {open.data.items.map((s) => (
              <li key={s.id}>
                <strong>{t('pos.register', { n: registerNumber(s.registerId) })}</strong>{' '}
                <span className="pos-muted">
                  {a('sessionLine', {
                    cashier: s.cashierName ?? a('noName'),
                    at: moment(s.openedAt),
                    count: s.salesCount,
                    net: money(s.net),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <h2 className="pos-section-title">{a('sales')}</h2>
      {sales.error && !sales.data ? (
        <LoadFailed title={a('salesFailed')} reason={sales.error.message} onRetry={() => void sales.refetch()} />
      ) : sales.data && sales.data.items.length === 0 ? (
        <EmptyState icon="cart" title={a('salesEmpty')} />
      ) : (
        <SalesTable items={sales.data?.items} onOpen={setOpened} />
      )}
      {sales.data ? (
        <Pager
          ns="pos"
          onlyWhenPaged
          page={sales.data.page}
          pageCount={sales.data.pageCount}
          total={sales.data.total}
          onPage={setPage}
        />
      ) : null}
      <h2 className="pos-section-title">{a('refunds')}</h2>
      {all.error && !day ? (
        <LoadFailed title={a('salesFailed')} reason={all.error.message} onRetry={() => void all.refetch()} />
      ) : day && refunds.length === 0 ? (
        <EmptyState icon="repeat" title={a('refundsEmpty')} />
      ) : (
        <SalesTable items={day ? refunds : undefined} refunds testId="admin-refunds" onOpen={setOpened} />
      )}
      {opened ? <SaleSheet id={opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}

function groupByCashier(sales: SaleListItem[], noName: string) {
  const by = new Map<string, { name: string; count: number; total: number }>();
  for (const s of sales) {
    const name = s.cashierName ?? noName;
    const g = by.get(s.cashierId) ?? { name, count: 0, total: 0 };
    g.count++;
    g.total += s.total;
    by.set(s.cashierId, g);
  }
  return [...by.values()].sort((x, y) => y.total - x.total);
}
