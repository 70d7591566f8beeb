import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InventoryReport } from '@domain/reports';
import { formatCount } from '@/lib/money';
import { ReportTable, type ReportColumn } from './report-table';

type LowStock = InventoryReport['lowStock'][number];
const isOut = (r: LowStock) => r.currentStock <= 0;

/**
 * Spec 2.6 and 9: the products at or under their minimum, the top 10 as the server orders them (out
 * of stock first, those highlighted). `plain` for the print preview: names without links.
 */
export function LowStockTable({ rows, plain }: { rows: InventoryReport['lowStock']; plain?: boolean }) {
  const { t } = useTranslation();
  const columns: ReportColumn<LowStock>[] = [
    { key: 'sku', kind: 'mono', cell: (r) => r.sku },
    {
      key: 'product',
      kind: 'title',
      cell: (r) => (
        <>
          {plain ? r.name : <Link to={`/admin/inventory/${encodeURIComponent(r.productId)}`}>{r.name}</Link>}
          {isOut(r) ? <span className="badge danger">{t('reports.lowStock.outOfStock')}</span> : null}
        </>
      ),
    },
    { key: 'category', cell: (r) => r.category },
    { key: 'stock', kind: 'num', className: 'rp-stock', cell: (r) => formatCount(r.currentStock) },
    { key: 'minimum', kind: 'num', cell: (r) => formatCount(r.minStockLevel) },
  ];
  return (
    <ReportTable
      name="low-stock"
      rows={rows}
      columns={columns}
      empty={t('reports.lowStock.empty')}
      rowKey={(r) => r.productId}
      rowTestId={(r) => `low-${r.sku}`}
      rowClassName={(r) => (isOut(r) ? 'rp-out' : undefined)}
    />
  );
}
