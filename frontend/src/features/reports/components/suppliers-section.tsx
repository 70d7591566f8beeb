import { useTranslation } from 'react-i18next';
import type { SuppliersReport } from '@domain/reports';
import { GroupedList } from '@/components/ui/grouped-list';
import { formatCount } from '@/lib/money';
import { ReportTable } from './report-table';
import { FreshnessCards, shownShare, sourceLabel } from './freshness-parts';

type Supplier = SuppliersReport['suppliers'][number];

/** Issue 44: per supplier, stems received, sold, wasted, on hand, and how long they really lasted. */
export function SuppliersSection({ report }: { report: SuppliersReport }) {
  const { t } = useTranslation();
  const s = report.summary;
  const days = (d: number | null) => (d === null ? '—' : t('reports.suppliers.days', { count: d }));
  return (
    <section aria-label={t('reports.type.suppliers')} data-testid="suppliers-section">
      <FreshnessCards
        kind="suppliers"
        cards={[
          { key: 'suppliers', value: formatCount(s.suppliers), note: t('reports.cards.lots', { count: s.lots }) },
          { key: 'received', value: formatCount(s.received) },
          { key: 'soldStems', value: formatCount(s.sold) },
          { key: 'wasteUnits', value: formatCount(s.wasted), note: shownShare(s.wastePct), tone: 'danger' },
          { key: 'onHand', value: formatCount(s.onHand) },
          { key: 'vaseLife', value: days(s.vaseLifeDays) },
        ]}
      />
      <GroupedList header={t('reports.suppliers.title')}>
        <ReportTable<Supplier>
          name="suppliers"
          rows={report.suppliers}
          columns={[
            { key: 'supplier', kind: 'title', cell: (r) => sourceLabel(t, r) },
            { key: 'received', kind: 'num', cell: (r) => formatCount(r.received) },
            { key: 'soldStems', kind: 'num', cell: (r) => formatCount(r.sold) },
            { key: 'wasted', kind: 'num', cell: (r) => formatCount(r.wasted) },
            { key: 'onHand', kind: 'num', cell: (r) => formatCount(r.onHand) },
            { key: 'vaseLife', kind: 'num', cell: (r) => days(r.vaseLifeDays) },
            { key: 'wastePct', kind: 'num', cell: (r) => shownShare(r.wastePct) },
          ]}
          empty={t('reports.suppliers.empty')}
          rowKey={(r) => sourceLabel(t, r)}
          rowTestId={(r) => `supplier-${sourceLabel(t, r)}`}
        />
      </GroupedList>
    </section>
  );
}
