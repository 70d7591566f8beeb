import { useTranslation } from 'react-i18next';
import type { TopConsignmentProduct } from '@domain/reports';
import { formatCount, formatMoney } from '@/lib/money';
import { shownPercent } from '../lib/format';
import { ReportTable, type ReportColumn } from './report-table';

const COLUMNS: ReportColumn<TopConsignmentProduct>[] = [
  { key: 'sku', kind: 'mono', cell: (p) => p.sku },
  { key: 'product', kind: 'title', cell: (p) => p.name },
  { key: 'consigned', kind: 'num', cell: (p) => formatCount(p.consignedQuantity) },
  { key: 'soldUnits', kind: 'num', cell: (p) => formatCount(p.soldQuantity) },
  { key: 'returned', kind: 'num', cell: (p) => formatCount(p.returnedQuantity) },
  { key: 'sold', kind: 'num', cell: (p) => formatMoney(p.soldValue) },
  { key: 'percent', kind: 'num', cell: (p) => shownPercent(p.salesPercentage) },
];

/** Spec 2.6 and 9 (combined only): the 10 products that sold most on consignment, by value sold. */
export function TopProductsTable({ rows }: { rows: TopConsignmentProduct[] }) {
  const { t } = useTranslation();
  return (
    <ReportTable
      name="top-products"
      rows={rows}
      columns={COLUMNS}
      empty={t('reports.top.empty')}
      rowKey={(p) => p.productId}
      rowTestId={(p) => `top-${p.sku}`}
    />
  );
}
