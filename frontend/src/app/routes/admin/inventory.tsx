import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { useProducts } from '@/features/inventory/api/reads';
import { ExportButton } from '@/features/inventory/components/export-button';
import { InventorySheets, type OpenSheet } from '@/features/inventory/components/inventory-sheets';
import { InventoryToolbar } from '@/features/inventory/components/inventory-toolbar';
import { ProductsTable, type ProductAction } from '@/features/inventory/components/products-table';
import { ScanBox } from '@/features/inventory/components/scan-box';
import { SummaryCards } from '@/features/inventory/components/summary-cards';
import { useInventoryFilters } from '@/features/inventory/hooks/use-inventory-filters';
import { useKeyboardWedge } from '@/lib/use-keyboard-wedge';
import { useScan } from '@/features/inventory/hooks/use-scan';
import { ReportsLink } from '@/features/reports/components/reports-link';
import type { ProductView } from '@domain/inventory';
import { INVENTORY_TOASTS } from '@/config/inventory';
import { useToastOptions } from '@/hooks/use-toast-options';
import '@/features/inventory/inventory.css';
import '@/features/inventory/locales/register';

/** /admin/inventory (spec 2.4): search and filters, the four cards, the sortable table, the four sheets, scanning, CSV. */
export function Component() {
  useToastOptions(INVENTORY_TOASTS);
  const { t } = useTranslation();
  const { filters, searchText, setSearchText, setFilter, toggleSort, setPage } = useInventoryFilters();
  const products = useProducts(filters);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const openMovement = useCallback((product: ProductView) => setSheet({ kind: 'movement', product }), []);
  const scanning = useScan(openMovement);
  useKeyboardWedge((code) => void scanning.scan(code), sheet === null);
  // Stable, so a live update re-renders only the rows whose product changed (ProductRow is memoised).
  const onAction = useCallback(
    (action: ProductAction, product: ProductView) => setSheet({ kind: action, product }),
    [],
  );

  return (
    <div className="inventory-wide" data-testid="inventory-screen">
      <LargeTitle title={t('inventory.title')} subtitle={t('inventory.subtitle')} />
      <SummaryCards />
      <div className="chip-row">
        <button type="button" className="chip primary" onClick={() => setSheet({ kind: 'add' })}>
          {t('inventory.actions.add')}
        </button>
        <button type="button" className="chip" onClick={() => setSheet({ kind: 'movement' })}>
          {t('inventory.actions.movement')}
        </button>
        <ExportButton filters={filters} />
        <button type="button" className="chip" onClick={() => setSheet({ kind: 'import' })}>
          {t('inventory.actions.import')}
        </button>
        <ReportsLink type="inventory" />
      </div>
      <ScanBox onScan={(code) => void scanning.scan(code)} message={scanning.message} pending={scanning.pending} />
      <InventoryToolbar filters={filters} searchText={searchText} onSearch={setSearchText} onFilter={setFilter} />
      <ProductsTable
        data={products.data}
        isLoading={products.isPending}
        error={products.error}
        onRetry={() => void products.refetch()}
        filters={filters}
        onSort={toggleSort}
        onPage={setPage}
        onAction={onAction}
      />
      <InventorySheets sheet={sheet} onClose={() => setSheet(null)} />
    </div>
  );
}
