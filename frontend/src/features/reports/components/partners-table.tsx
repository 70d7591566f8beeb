import { useTranslation } from 'react-i18next';
import type { ConsignmentReport } from '@domain/reports';
import { formatCount, formatMoney } from '@/lib/money';
import { shownPercent } from '../lib/format';
import { ReportTable, type ReportColumn } from './report-table';

type Partner = ConsignmentReport['partners'][number];
const money = (n: number | null) => formatMoney(n);

const COLUMNS: ReportColumn<Partner>[] = [
  { key: 'partner', kind: 'title', cell: (p) => p.businessName },
  { key: 'agreements', kind: 'num', cell: (p) => formatCount(p.agreements) },
  { key: 'active', kind: 'num', cell: (p) => formatCount(p.active) },
  { key: 'value', kind: 'num', cell: (p) => money(p.totalValue) },
  { key: 'sold', kind: 'num', cell: (p) => money(p.soldValue) },
  { key: 'commission', kind: 'num', cell: (p) => money(p.commissionTotal) },
  { key: 'net', kind: 'num', cell: (p) => money(p.netValue) },
  { key: 'percent', kind: 'num', cell: (p) => shownPercent(p.salesPercentage) },
];

/** Spec 2.6's per-partner table: agreements, active, value, sold, commission, net and % sold, largest first. */
export function PartnersTable({ rows }: { rows: ConsignmentReport['partners'] }) {
  const { t } = useTranslation();
  return (
    <ReportTable
      name="partners"
      rows={rows}
      columns={COLUMNS}
      empty={t('reports.partners.empty')}
      rowKey={(p) => p.partnerId}
      rowTestId={() => 'partner-row'}
    />
  );
}
