import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatCards } from '@/components/ui/stat-cards';
import { routeAccess } from '@/lib/access';
import { DELIVERY_STATUS_LABELS } from '@domain/delivery/delivery/events';
import { ORDER_STATUS_LABELS } from '@domain/orders/order/events';
import { formatCount, formatMoney } from '@/lib/money';
import { useSessionStore } from '@/stores/session-store';
import { useConsignments, useInventory, useRows, useSyncConfig, useSyncStatus } from '../hooks/use-desktop';
import { StockBadge } from '@/components/stock-badge';
import { consignmentFigures, countByStatus, inventoryFigures, lowStock } from './report-figures';
import { isOnline } from '@/lib/connection';

const REPORTS_PATH = '/admin/reports';

/** The Reports tab (spec 2.7): figures of the local copy, the low-stock top 10, and the exports. */
export function ReportsTab() {
  const { t } = useTranslation();
  const products = useInventory().data;
  const agreements = useConsignments().data;
  const tables = useSyncConfig().data?.priorityTables ?? [];
  const orders = useRows('orders', tables.includes('orders')).data;
  const deliveries = useRows('deliveries', tables.includes('deliveries')).data;
  const inv = products && inventoryFigures(products);
  const con = agreements && consignmentFigures(agreements);
  const money = (cents: number) => formatMoney(cents / 100);

  return (
    <section aria-label={t('offlineInventory.tabs.reports')} data-testid="reports-tab">
      <ReportExports />
      <StatCards
        label={t('offlineInventory.reports.inventory')}
        cards={[
          { key: 'products', label: t('offlineInventory.reports.products'), value: inv && formatCount(inv.products) },
          { key: 'units', label: t('offlineInventory.reports.units'), value: inv && formatCount(inv.units) },
          { key: 'value', label: t('offlineInventory.reports.value'), value: inv && money(inv.valueCents) },
          { key: 'low', label: t('offlineInventory.reports.low'), value: inv && formatCount(inv.low), tone: 'warning' },
          { key: 'out', label: t('offlineInventory.reports.out'), value: inv && formatCount(inv.out), tone: 'danger' },
          { key: 'active', label: t('offlineInventory.reports.active'), value: con && formatCount(con.active) },
          {
            key: 'consigned',
            label: t('offlineInventory.reports.consigned'),
            value: con && formatCount(con.consignedUnits),
          },
          { key: 'sold', label: t('offlineInventory.reports.sold'), value: con && money(con.soldCents) },
        ]}
      />
      {orders ? (
        <StatusCounts
          title={t('offlineInventory.reports.orders')}
          rows={orders}
          labels={ORDER_STATUS_LABELS}
          testId="report-orders"
        />
      ) : null}
      {deliveries ? (
        <StatusCounts
          title={t('offlineInventory.reports.deliveries')}
          rows={deliveries}
          labels={DELIVERY_STATUS_LABELS}
          testId="report-deliveries"
        />
      ) : null}
      <h2 className="group-header">{t('offlineInventory.reports.lowStock')}</h2>
      {products && lowStock(products).length === 0 ? (
        <p className="group-footer">{t('offlineInventory.reports.lowStockNone')}</p>
      ) : (
        <div className="data-table-wrap">
          <table className="data-table stacks" data-testid="low-stock-table">
            <thead>
              <tr>
                <th scope="col">{t('offlineInventory.inventory.columns.product')}</th>
                <th scope="col">{t('offlineInventory.inventory.columns.sku')}</th>
                <th scope="col" className="num">
                  {t('offlineInventory.inventory.columns.stock')}
                </th>
                <th scope="col" className="num">
                  {t('offlineInventory.reports.minimum')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lowStock(products ?? []).map((p) => (
                <tr key={p.id}>
                  <td data-label={t('offlineInventory.inventory.columns.product')}>{p.name}</td>
                  <td data-label={t('offlineInventory.inventory.columns.sku')} className="mono">
                    {p.sku}
                  </td>
                  <td data-label={t('offlineInventory.inventory.columns.stock')} className="num">
                    {formatCount(p.currentStock)} <StockBadge status={p.stockStatus} />
                  </td>
                  <td data-label={t('offlineInventory.reports.minimum')} className="num">
                    {formatCount(p.minStockLevel)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Kept orders or deliveries by status (only when their table is among the synced ones). */
function StatusCounts({
  title,
  rows,
  labels,
  testId,
}: {
  title: string;
  rows: Record<string, unknown>[];
  /** The domain's Spanish names of the statuses (an unknown one shows as stored). */
  labels: Record<string, string>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="group" aria-label={title} data-testid={testId}>
      <h2 className="group-header">{t('offlineInventory.reports.byStatus', { title, count: rows.length })}</h2>
      {rows.length === 0 ? (
        <p className="group-footer">{t('offlineInventory.reports.noRows')}</p>
      ) : (
        <dl className="group-body figures live-totals">
          {countByStatus(rows).map(([status, n]) => (
            <div key={status} className="oi-figure-row">
              <dt>{labels[status] ?? status}</dt>
              <dd>{formatCount(n)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * 'Exportar PDF' / 'Exportar Excel'. Online they open the reports screen, which makes the real
 * documents from the server's data; offline only the print preview is there (spec 2.6's notice).
 */
function ReportExports() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const offline = useSyncStatus().data?.connectionStatus === 'offline' || !isOnline();
  const mayOpen = Boolean(user && routeAccess(user, REPORTS_PATH) === 'allowed');
  if (offline || !mayOpen) {
    return (
      <div className="notice oi-print" data-testid="print-notice">
        {offline ? <p>{t('offlineInventory.reports.offlineNotice')}</p> : null}
        <button type="button" className="chip primary" onClick={() => window.print()} data-testid="print-preview">
          {t('offlineInventory.reports.preview')}
        </button>
      </div>
    );
  }
  return (
    <div className="chip-row" data-testid="report-exports">
      <Link className="chip" to={`${REPORTS_PATH}?type=combined`} data-testid="export-pdf">
        {t('offlineInventory.reports.exportPdf')}
      </Link>
      <Link className="chip" to={`${REPORTS_PATH}?type=combined`} data-testid="export-excel">
        {t('offlineInventory.reports.exportExcel')}
      </Link>
      <span className="oi-muted">{t('offlineInventory.reports.exportHint')}</span>
    </div>
  );
}
