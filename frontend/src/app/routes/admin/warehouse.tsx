import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LargeTitle } from '@/components/ui/large-title';
import { useMovements } from '@/features/inventory/api/reads';
import { InventorySheets, type OpenSheet } from '@/features/inventory/components/inventory-sheets';
import { Pager } from '@/components/ui/pager';
import { ScanBox } from '@/features/inventory/components/scan-box';
import { useKeyboardWedge } from '@/lib/use-keyboard-wedge';
import { useScan } from '@/features/inventory/hooks/use-scan';
import { LedgerFilters } from '@/features/warehouse/components/ledger-filters';
import { MovementLedger } from '@/features/warehouse/components/movement-ledger';
import { useLedgerFilters } from '@/features/warehouse/hooks/use-ledger-filters';
import type { ProductView } from '@domain/inventory';
import { INVENTORY_TOASTS } from '@/config/inventory';
import { useToastOptions } from '@/hooks/use-toast-options';
import '@/features/inventory/inventory.css';
import '@/features/offline-inventory/locales/register-install';
import '@/features/inventory/locales/register';
import '@/features/warehouse/locales/register';

/**
 * /admin/warehouse and /warehouse: the movement ledger with filters, register movement, the quick scan
 * box for handheld and camera scanning, and the way to the desktop app (issue 21, under the same prefix).
 */
export function Component() {
  useToastOptions(INVENTORY_TOASTS);
  const { t } = useTranslation();
  const { values, query, setFilter, setPage } = useLedgerFilters();
  const movements = useMovements(query);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const openMovement = useCallback((product: ProductView) => setSheet({ kind: 'movement', product }), []);
  const scanning = useScan(openMovement);
  useKeyboardWedge((code) => void scanning.scan(code), sheet === null);
  const page = movements.data;
  const desktopApp = useLocation().pathname.startsWith('/admin/') ? '/admin/warehouse/unified' : '/warehouse/unified';

  return (
    <div className="inventory-wide" data-testid="warehouse-screen">
      <LargeTitle title={t('warehouse.title')} subtitle={t('warehouse.subtitle')} />
      <div className="chip-row">
        <button type="button" className="chip primary" onClick={() => setSheet({ kind: 'movement' })}>
          {t('inventory.actions.movement')}
        </button>
        <Link className="chip" to={desktopApp}>
          {t('offlineInventory.install.warehouseLink')}
        </Link>
      </div>
      <ScanBox onScan={(code) => void scanning.scan(code)} message={scanning.message} pending={scanning.pending} />
      <h2 className="group-header">{t('warehouse.ledger.title')}</h2>
      <LedgerFilters values={values} onFilter={setFilter} />
      <MovementLedger
        items={page?.items}
        isLoading={movements.isPending}
        error={movements.error}
        onRetry={() => void movements.refetch()}
      />
      {page && page.total > 0 ? (
        <Pager ns="inventory" page={page.page} pageCount={page.pageCount} total={page.total} onPage={setPage} />
      ) : null}
      <InventorySheets sheet={sheet} onClose={() => setSheet(null)} />
    </div>
  );
}
