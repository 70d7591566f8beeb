import { useTranslation } from 'react-i18next';
import type { ReportView } from '@domain/reports';
import { GroupedList } from '@/components/ui/grouped-list';
import { ConsignmentSection } from './consignment-section';
import { InventoryCards, ConsignmentCards } from './report-cards';
import { InventorySection } from './inventory-section';
import { TopProductsTable } from './top-products-table';
import { SuppliersSection } from './suppliers-section';
import { WasteSection } from './waste-section';

/**
 * Every section the view carries, in spec 2.6's order: inventory, consignment, and (combined) the
 * top consignment products. The screen draws the charts; the print preview keeps their written figures.
 */
export function ReportBody({
  view,
  charts = true,
  onCause,
}: {
  view: ReportView;
  charts?: boolean;
  /** The waste report's cause filter (the screen's). */
  onCause?: (cause: string) => void;
}) {
  const { t } = useTranslation();
  const both = view.inventory && view.consignment;
  return (
    <>
      {view.waste ? <WasteSection report={view.waste} charts={charts} onCause={onCause} /> : null}
      {view.suppliers ? <SuppliersSection report={view.suppliers} /> : null}
      {view.inventory ? (
        <section aria-label={t('reports.type.inventory')} data-testid="inventory-section">
          {both ? <h2 className="rp-section-title">{t('reports.type.inventory')}</h2> : null}
          <InventoryCards summary={view.inventory.summary} />
          <InventorySection report={view.inventory} charts={charts} />
        </section>
      ) : null}
      {view.consignment ? (
        <section aria-label={t('reports.type.consignment')} data-testid="consignment-section">
          {both ? <h2 className="rp-section-title">{t('reports.type.consignment')}</h2> : null}
          <ConsignmentCards summary={view.consignment.summary} />
          <ConsignmentSection report={view.consignment} charts={charts} />
        </section>
      ) : null}
      {view.topConsignmentProducts ? (
        <GroupedList header={t('reports.top.title')} label={t('reports.top.title')}>
          <TopProductsTable rows={view.topConsignmentProducts} />
        </GroupedList>
      ) : null}
    </>
  );
}

/** What stands in while the first figures load: the cards' and a table's shapes. */
export function ReportSkeleton() {
  return (
    <div aria-busy="true" data-testid="report-loading">
      <section className="stat-cards rp-cards">
        {Array.from({ length: 6 }, (_, i) => (
          <div className="card stat-card" key={i}>
            <div className="skeleton" style={{ width: '50%', height: 12 }} />
            <div className="skeleton" style={{ width: '70%', height: 24, marginTop: 6 }} />
          </div>
        ))}
      </section>
      <div className="group-body rp-skeleton-block">
        <div className="skeleton" style={{ width: '100%', height: 180 }} />
      </div>
    </div>
  );
}
