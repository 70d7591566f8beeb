import { useTranslation } from 'react-i18next';
import { WASTE_CAUSES } from '@domain/inventory';
import type { WasteReport } from '@domain/reports';
import { GroupedList } from '@/components/ui/grouped-list';
import { dayOrderOf, dayText } from '@/lib/day-text';
import { formatCount, formatMoney } from '@/lib/money';
import { DonutLegend } from './donut-legend';
import { ReportTable, type ReportColumn } from './report-table';
import { FreshnessCards, shownShare, sourceLabel } from './freshness-parts';

type Wasted = Pick<WasteReport['summary'], 'units' | 'cost' | 'unitsPct' | 'costPct'>;

/** Issue 44: waste by cause (a donut and its legend), by product, by supplier and by day. */
export function WasteSection({
  report,
  charts = true,
  onCause,
}: {
  report: WasteReport;
  charts?: boolean;
  /** The cause filter (the screen's; the print preview shows the chosen one only). */
  onCause?: (cause: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const s = report.summary;
  const causes = report.byCause.filter((c) => c.units > 0);
  const figures = <R extends Wasted>(): ReportColumn<R>[] => [
    { key: 'stems', kind: 'num', cell: (r) => formatCount(r.units) },
    { key: 'cost', kind: 'num', cell: (r) => formatMoney(r.cost) },
    { key: 'ofPurchases', kind: 'num', cell: (r) => shownShare(r.unitsPct) },
  ];
  return (
    <section aria-label={t('reports.type.waste')} data-testid="waste-section">
      <FreshnessCards
        kind="waste"
        cards={[
          {
            key: 'wasteUnits',
            value: formatCount(s.units),
            note: t('reports.cards.wasteMovements', { count: s.movements }),
          },
          { key: 'wasteCost', value: formatMoney(s.cost), tone: 'danger' },
          {
            key: 'wastePct',
            value: shownShare(s.unitsPct),
            note: t('reports.cards.ofCost', { pct: shownShare(s.costPct) }),
          },
          { key: 'purchased', value: formatCount(s.purchasedUnits), note: formatMoney(s.purchaseCost) },
        ]}
      />
      {onCause ? (
        <label className="rp-cause">
          <span>{t('reports.waste.cause')}</span>
          <select
            className="select"
            value={report.cause ?? ''}
            onChange={(e) => onCause(e.target.value)}
            data-testid="waste-cause"
          >
            <option value="">{t('reports.waste.allCauses')}</option>
            {WASTE_CAUSES.map((c) => (
              <option key={c} value={c}>
                {t(`reports.causes.${c}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="rp-columns">
        <GroupedList header={t('reports.waste.byCause')}>
          {causes.length === 0 ? (
            <p className="rp-empty">{t('reports.waste.empty')}</p>
          ) : (
            <DonutLegend
              testId="cause"
              charts={charts}
              totalLabel={t('reports.cards.wasteUnits')}
              slices={causes.map((c) => ({
                key: c.cause,
                label: t(`reports.causes.${c.cause}`),
                value: c.units,
                subtitle: t('reports.waste.line', { units: formatCount(c.units), pct: shownShare(c.unitsPct) }),
                amount: formatMoney(c.cost),
              }))}
            />
          )}
        </GroupedList>
        <GroupedList header={t('reports.waste.bySupplier')}>
          <ReportTable
            name="waste-suppliers"
            rows={report.bySupplier}
            columns={[{ key: 'supplier', kind: 'title', cell: (r) => sourceLabel(t, r) }, ...figures()]}
            empty={t('reports.waste.empty')}
            rowKey={(r) => sourceLabel(t, r)}
            rowTestId={(r) => `waste-supplier-${sourceLabel(t, r)}`}
          />
        </GroupedList>
      </div>
      <div className="rp-columns">
        <GroupedList header={t('reports.waste.byProduct')}>
          <ReportTable
            name="waste-products"
            rows={report.byProduct}
            columns={[{ key: 'product', kind: 'title', cell: (r) => r.name }, ...figures()]}
            empty={t('reports.waste.empty')}
            rowKey={(r) => r.productId}
            rowTestId={(r) => `waste-product-${r.sku}`}
          />
        </GroupedList>
        <GroupedList header={t('reports.waste.byDay')}>
          <ReportTable
            name="waste-days"
            rows={report.byDay}
            columns={[
              { key: 'day', kind: 'title', cell: (r) => dayText(r.day, dayOrderOf(i18n.language)) },
              ...figures(),
            ]}
            empty={t('reports.waste.empty')}
            rowKey={(r) => r.day}
            rowTestId={(r) => `waste-day-${r.day}`}
          />
        </GroupedList>
      </div>
    </section>
  );
}
